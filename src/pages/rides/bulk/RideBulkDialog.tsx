import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { CREW_COLUMNS, MAX_CANCEL_REASON, MAX_NOTIFY_BODY, MAX_NOTIFY_SUBJECT, rideBulkInputProblem, type RideBulkAction } from '../../../../resources/rides/bulk';
import { useCrewOptions } from '../../rideAssignment/rideCrew';
import { BulkChoicePicker, type BulkValue } from './BulkChoicePicker';

type Input = Record<string, unknown>;
type FieldsProps = { input: Input; set: (name: string, value: unknown) => void };

/** The crew of the rides' vendors, as the ride form and the assignment screen offer it. */
function CrewFields({ input, set }: FieldsProps) {
  const translate = useTranslate();
  const options = useCrewOptions();
  const { data = [], selectedIds } = useListContext();
  const vendors = useMemo(() => new Set(data.filter((ride) => selectedIds.includes(ride.id)).map((ride) => ride.vendorId)), [data, selectedIds]);
  return CREW_COLUMNS.map((column) => (
    <BulkChoicePicker key={column} label={translate(`rides.bulk.${column}`)} value={input[column] as BulkValue}
      choices={options[column].filter((member) => vendors.has(member.vendorId))} onChange={(value) => set(column, value)} />
  ));
}

function VendorField({ input, set }: FieldsProps) {
  const translate = useTranslate();
  const { data = [] } = useGetList<{ id: number; name: string }>('vendors', { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } });
  const choices = data.map((vendor) => ({ id: vendor.id, label: vendor.name }));
  return <BulkChoicePicker label={translate('rides.bulk.vendorId')} value={input.vendorId as BulkValue} choices={choices} canTakeOff={false} onChange={(value) => set('vendorId', value)} />;
}

function CancelFields({ input, set }: FieldsProps) {
  const translate = useTranslate();
  return (
    <TextField label={translate('rides.bulk.reason')} value={input.reason ?? ''} onChange={(event) => set('reason', event.target.value.replace(/[\r\n]+/g, ' '))}
      helperText={translate('rides.bulk.reasonHint')} required autoFocus slotProps={{ htmlInput: { maxLength: MAX_CANCEL_REASON } }} />
  );
}

function NotifyFields({ input, set }: FieldsProps) {
  const translate = useTranslate();
  return (
    <>
      <TextField label={translate('rides.bulk.subject')} value={input.subject ?? ''} onChange={(event) => set('subject', event.target.value)} required autoFocus slotProps={{ htmlInput: { maxLength: MAX_NOTIFY_SUBJECT } }} />
      <TextField label={translate('rides.bulk.body')} value={input.body ?? ''} onChange={(event) => set('body', event.target.value)} required multiline minRows={4} slotProps={{ htmlInput: { maxLength: MAX_NOTIFY_BODY } }} />
    </>
  );
}

const FIELDS = { assign: CrewFields, 'assign-vendor': VendorField, cancel: CancelFields, notify: NotifyFields };
const TITLES = { assign: 'rides.bulk.assignCrew', 'assign-vendor': 'rides.bulk.assignVendor', cancel: 'rides.bulk.confirmCancel', notify: 'rides.bulk.notify' };
const HINTS: Partial<Record<RideBulkAction, string>> = { assign: 'rides.bulk.crewHint', 'assign-vendor': 'rides.bulk.vendorHint', notify: 'rides.bulk.notifyHint' };

/** What a bulk action sets on the rides ticked, asked before it is sent; Apply waits for what the server would refuse whole. */
export function RideBulkDialog({ action, count, onApply, onClose }: { action: RideBulkAction; count: number; onApply: (input: Input) => void; onClose: () => void }) {
  const translate = useTranslate();
  const [input, setInput] = useState<Input>({});
  const set = (name: string, value: unknown) => setInput((current) => {
    const { [name]: _dropped, ...rest } = current;
    return value === undefined ? rest : { ...rest, [name]: value };
  });
  const Fields = FIELDS[action];
  const hint = HINTS[action];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="ride-bulk-title">
      <DialogTitle id="ride-bulk-title">{translate(TITLES[action], { smart_count: count })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {hint && <Typography variant="body2" color="text.secondary">{translate(hint)}</Typography>}
          <Fields input={input} set={set} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('rides.bulk.back')}</MuiButton>
        <MuiButton variant="contained" color={action === 'cancel' ? 'error' : 'primary'} disabled={rideBulkInputProblem(action, input) !== null} onClick={() => onApply(input)}>
          {translate('rides.bulk.apply', { smart_count: count })}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
