import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { MAX_APPROVAL_STEPS } from '../../../resources/charter-trips/details';
import { tripApprovalPath } from '../../../resources/trip-approval-path';
import { useConsoleSession } from '../../shell/ConsoleSessionGate';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { SectionHeading } from '../sections/SectionHeading';
import { ApprovalStepRow, type StepDraft } from './ApprovalStepRow';
import { tripApi } from './tripApi';
import { useFailureNotice } from './useFailureNotice';

let nextKey = 0;
const draftOf = (record: Partial<RaRecord> = {}): StepDraft => ({
  key: `step-${(nextKey += 1)}`, approverKind: record.approverKind ?? 'role', approverName: record.approverName ?? '',
  approverEmail: record.approverEmail ?? '', notes: record.notes ?? '',
});
const COLUMNS = ['step', 'kind', 'name', 'email', 'notes'] as const;

/** One district's path, as loaded, edited in place and saved whole against what was loaded. */
function PathEditor({ districtId }: { districtId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useFailureNotice();
  const { data: loaded = [], isPending, refetch } = useGetList(tripApprovalPath.name, {
    filter: { districtId }, sort: { field: 'stepOrder', order: 'ASC' }, pagination: { page: 1, perPage: 50 },
  });
  const [draft, setDraft] = useState<StepDraft[] | null>(null);
  const steps = draft ?? loaded.map(draftOf);
  const change = (next: StepDraft[]) => setDraft(next);
  const move = (index: number, by: -1 | 1) => {
    const next = [...steps];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    change(next);
  };
  const save = useMutation({
    mutationFn: () => tripApi.saveApprovalPath(districtId, {
      steps: steps.map(({ approverKind, approverName, approverEmail, notes }) => ({ approverKind, approverName, approverEmail: approverEmail || null, notes: notes || null })),
      basedOn: loaded.map(({ id, version }) => ({ id: Number(id), version: Number(version) })),
    }),
    onSuccess: async () => {
      notify(translate('trips.pathEditor.saved'), { type: 'success' });
      await refetch();
      setDraft(null);
    },
    onError: failed,
  });
  if (isPending) return <CircularProgress aria-label={translate('common.loading')} />;
  const missingName = steps.some((step) => !step.approverName.trim());
  // A person signs their step by their e-mail address, so theirs is needed.
  const missingEmail = steps.some((step) => step.approverKind === 'user' && !step.approverEmail.trim());
  return (
    <Box component="form" onSubmit={(event) => { event.preventDefault(); save.mutate(); }}>
      <Table size="small" aria-label={translate('shell.sections.tripApprovalPath')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => <TableCell key={column}>{translate(`trips.pathEditor.${column}`)}</TableCell>)}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {steps.map((step, index) => (
            <ApprovalStepRow
              key={step.key} step={step} order={index + 1} count={steps.length} disabled={save.isPending}
              onChange={(changed) => change(steps.map((s) => (s.key === step.key ? changed : s)))}
              onMove={(by) => move(index, by)} onRemove={() => change(steps.filter((s) => s.key !== step.key))}
            />
          ))}
        </TableBody>
      </Table>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 2 }}>
        <Button variant="outlined" disabled={save.isPending || steps.length >= MAX_APPROVAL_STEPS} onClick={() => change([...steps, draftOf()])}>{translate('trips.pathEditor.add')}</Button>
        <Button type="submit" variant="contained" disabled={save.isPending || missingName || missingEmail || steps.length === 0}>{translate('trips.pathEditor.save')}</Button>
        {missingName && <Typography variant="body2" color="text.secondary">{translate('trips.pathEditor.nameRequired')}</Typography>}
        {missingEmail && <Typography variant="body2" color="text.secondary">{translate('trips.pathEditor.emailRequired')}</Typography>}
      </Box>
    </Box>
  );
}

/**
 * The trip approval path editor (spec 2.5, behind CHARTER_TRIP_STATUS_EDIT): a district's approvers
 * in order — roles or people — added, moved, removed and saved at once. District users edit their
 * own district's; operator staff choose one.
 */
export default function ApprovalPathEditorPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const { account } = useConsoleSession();
  const own = account.district?.districtId;
  const { data: districts = [] } = useGetList('districts', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } }, { enabled: own === undefined });
  const [chosen, setChosen] = useState<number | undefined>(own);
  return (
    <>
      <SectionHeading>{translate(titleKey)}</SectionHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('trips.pathEditor.intro')}</Typography>
      {own === undefined && (
        <TextField select size="small" label={translate('trips.pathEditor.district')} value={chosen ?? ''} sx={{ minWidth: 320, mb: 2 }} onChange={(event) => setChosen(Number(event.target.value))}>
          {districts.map((district) => <MenuItem key={district.id} value={district.id}>{district.name}</MenuItem>)}
        </TextField>
      )}
      {chosen === undefined ? <Typography color="text.secondary">{translate('trips.pathEditor.chooseDistrict')}</Typography> : <PathEditor key={chosen} districtId={chosen} />}
    </>
  );
}
