import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ExplorerViolation, ExplorerWaiver } from '../../../resources/route-explorer/explorer';
import { callConsoleApi } from '../../providers/consoleApi';
import { useConsoleSave } from '../../providers/useConsoleSave';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { WaiveDialog } from './WaiveDialog';

interface ViolationListProps {
  runId: number;
  runNumber: string;
  violations: ExplorerViolation[] | null;
  /** Shown only: the violations an unpublished edit would have. */
  readOnly?: boolean;
}

/** What is wrong with a run, in words; each open one waivable, each waived one with who, when and why. */
export function ViolationList({ runId, runNumber, violations, readOnly = false }: ViolationListProps) {
  const translate = useTranslate();
  const formats = useAccountFormats();
  const queryClient = useQueryClient();
  const mayWaive = useConsoleAbility().can('edit-violations', 'route-explorer') && !readOnly;
  const [waiving, setWaiving] = useState<ExplorerViolation | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['route-explorer'] });
  const unwaive = useConsoleSave(
    (waiver: ExplorerWaiver) => callConsoleApi(`/api/route-explorer/waivers/${waiver.id}?version=${waiver.version}`, 'DELETE'), refresh, 'routeExplorer.violations.unwaivedDone',
  );

  if (!violations) return <Typography variant="body2" color="text.secondary">{translate('routeExplorer.violations.hidden')}</Typography>;
  if (!violations.length) return <Typography variant="body2" color="text.secondary">{translate('routeExplorer.violations.none')}</Typography>;
  const kindOf = (violation: ExplorerViolation) => translate(`routeExplorer.violations.kinds.${violation.kind}`);
  return (
    <>
      <Table size="small" aria-label={`${translate('routeExplorer.violations.title')} ${runNumber}`}>
        <TableBody>
          {violations.map((violation) => (
            <TableRow key={violation.key}>
              <TableCell sx={{ width: 140 }}><Chip size="small" color={violation.waiver ? 'default' : 'error'} label={kindOf(violation)} /></TableCell>
              <TableCell>
                {translate(`routeExplorer.violations.detail.${violation.kind}`, {
                  value: violation.value, limit: violation.limit, stop: violation.stopSequence ?? '', student: violation.studentName ?? translate('routeExplorer.violations.aStudent'),
                })}
                {violation.waiver && (
                  <Typography variant="body2" color="text.secondary">
                    {translate('routeExplorer.violations.waived', { who: violation.waiver.waivedBy ?? translate('routeExplorer.violations.someone'), date: formats.dateTime(violation.waiver.waivedAt), reason: violation.waiver.reason })}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ width: 170 }}>
                {mayWaive && !violation.waiver && (
                  <Button size="small" onClick={() => setWaiving(violation)} aria-label={translate('routeExplorer.violations.waiveOf', { kind: kindOf(violation), run: runNumber })}>
                    {translate('routeExplorer.violations.waive')}
                  </Button>
                )}
                {mayWaive && violation.waiver && (
                  <Button size="small" color="inherit" loading={unwaive.isPending} onClick={() => unwaive.mutate(violation.waiver!)}>{translate('routeExplorer.violations.unwaive')}</Button>
                )}
                {!mayWaive && !violation.waiver && <Typography variant="body2" color="error">{translate('routeExplorer.violations.open')}</Typography>}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {waiving && <WaiveDialog runId={runId} violation={waiving} onClose={() => setWaiving(null)} onWaived={() => { setWaiving(null); void refresh(); }} />}
    </>
  );
}
