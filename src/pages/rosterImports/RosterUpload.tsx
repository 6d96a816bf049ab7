import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MAX_ROSTER_BYTES, type RosterImport } from '../../../resources/students/rosterImport';
import { FileSendRow } from '../sections/FileSend';
import { rosterImportsApi, uploadRoster, type RosterWorkProgress } from './rosterImportApi';
import { RosterProgress } from './RosterProgress';

/** A roster file picked and sent with its progress shown; the server's dry run of it is handed on, or its refusal shown in its words. */
export function RosterUpload({ districtId, onChecked }: { districtId: number; onChecked: (rosterImport: RosterImport) => void }) {
  const translate = useTranslate();
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<RosterWorkProgress>();
  const [refusal, setRefusal] = useState<string>();
  const tooLarge = Boolean(file && file.size > MAX_ROSTER_BYTES);

  const send = async () => {
    if (!file || tooLarge) return;
    setRefusal(undefined);
    setProgress({ step: 'sending', done: 0, total: file.size });
    try {
      onChecked(await uploadRoster(file, districtId, setProgress));
      setFile(undefined);
    } catch (error) {
      setRefusal((error as Error).message || translate('rosterImports.upload.failed'));
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{translate('rosterImports.upload.title')}</Typography>
        <Link href={rosterImportsApi.templateHref(districtId)} download="roster-template.csv" variant="body2">{translate('rosterImports.upload.template')}</Link>
        <FileSendRow
          accept=".zip,.csv,application/zip,text/csv" chooseLabel={translate('rosterImports.upload.choose')} sendLabel={translate('rosterImports.upload.send')}
          file={file} busy={Boolean(progress)} canSend={!tooLarge} onSend={send}
          onChoose={(chosen) => {
            setFile(chosen);
            setRefusal(undefined);
          }}
        />
        {tooLarge && <Alert severity="error">{translate('rosterImports.upload.tooLarge', { size: `${MAX_ROSTER_BYTES / 1024 / 1024} MB` })}</Alert>}
        {progress && file && <RosterProgress progress={progress} name={file.name} />}
        {refusal && <Alert severity="error">{refusal}</Alert>}
      </CardContent>
    </Card>
  );
}
