import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { RosterImport } from '../../../resources/students/rosterImport';
import { refusalText } from '../../providers/consoleApi';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { rosterImportsApi, type RosterWorkProgress } from './rosterImportApi';
import { RosterProgress } from './RosterProgress';

interface RosterApplyProps {
  rosterImport: RosterImport;
  districtId: number;
  onApplied: (rosterImport: RosterImport) => void;
}

/** Applies a checked file once its counts are confirmed; a refusal is shown in the server's words. */
export function RosterApply({ rosterImport, districtId, onApplied }: RosterApplyProps) {
  const translate = useTranslate();
  const formats = useAccountFormats();
  const [confirming, setConfirming] = useState(false);
  const [applying, setApplying] = useState(false);
  const [progress, setProgress] = useState<RosterWorkProgress>();
  const [refusal, setRefusal] = useState<string>();
  const counts = rosterImport.outcome?.counts;
  if (!counts) return null;
  const figures = { added: formats.number(counts.added), changed: formats.number(counts.changed), dropped: formats.number(counts.dropped), rejected: formats.number(counts.rejected) };

  const apply = async () => {
    setApplying(true);
    setConfirming(false);
    setRefusal(undefined);
    try {
      onApplied(await rosterImportsApi.apply(rosterImport.id, districtId, setProgress));
    } catch (error) {
      setRefusal(refusalText(error, translate('rosterImports.apply.failed')));
    } finally {
      setApplying(false);
      setProgress(undefined);
    }
  };

  return (
    <>
      <Button variant="contained" sx={{ mb: 2 }} disabled={applying} onClick={() => setConfirming(true)}>{translate('rosterImports.apply.button')}</Button>
      {applying && <RosterProgress progress={progress ?? { step: 'reading', done: 0, total: 0 }} name={rosterImport.fileName} />}
      {refusal && <Alert severity="error" sx={{ mb: 2 }}>{refusal}</Alert>}
      <Confirm
        isOpen={confirming} loading={applying} title={translate('rosterImports.apply.title', { name: rosterImport.fileName })}
        content={translate('rosterImports.apply.content', figures)} confirm={translate('rosterImports.apply.button')}
        onConfirm={apply} onClose={() => setConfirming(false)}
      />
    </>
  );
}
