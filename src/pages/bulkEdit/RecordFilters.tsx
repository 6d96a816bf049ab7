import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

export interface RecordFilterValues<S extends string> {
  yardId: number | '';
  status: S | '';
  /** Part of what names a record (a vehicle's number, a driver's name). */
  text: string;
}

export const NO_FILTERS: RecordFilterValues<never> = { yardId: '', status: '', text: '' };

interface RecordFiltersProps<S extends string> {
  values: RecordFilterValues<S>;
  onChange: (values: RecordFilterValues<S>) => void;
  yards: Map<number, string>;
  /** The statuses to filter by; none, and no status filter is shown. */
  statuses?: readonly S[];
  /** The screen's texts: `<messages>.yard`, `.allYards`, `.status`, `.allStatuses`, `.text`. */
  messages: string;
}

/** Narrows a bulk screen's records by yard, by status and by a part of their name. */
export function RecordFilters<S extends string>({ values, onChange, yards, statuses, messages }: RecordFiltersProps<S>) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
      <TextField
        select size="small" fullWidth={false} sx={{ minWidth: 200 }} label={translate(`${messages}.yard`)} value={values.yardId}
        onChange={(event) => onChange({ ...values, yardId: event.target.value === '' ? '' : Number(event.target.value) })}
      >
        <MenuItem value="">{translate(`${messages}.allYards`)}</MenuItem>
        {[...yards].map(([id, name]) => <MenuItem key={id} value={id}>{name}</MenuItem>)}
      </TextField>
      {statuses && (
        <TextField
          select size="small" fullWidth={false} sx={{ minWidth: 200 }} label={translate(`${messages}.status`)} value={values.status}
          onChange={(event) => onChange({ ...values, status: event.target.value as S | '' })}
        >
          <MenuItem value="">{translate(`${messages}.allStatuses`)}</MenuItem>
          {statuses.map((status) => <MenuItem key={status} value={status}>{translate(`choices.${status}`)}</MenuItem>)}
        </TextField>
      )}
      <TextField
        size="small" fullWidth={false} type="search" label={translate(`${messages}.text`)} value={values.text}
        onChange={(event) => onChange({ ...values, text: event.target.value })}
      />
    </Stack>
  );
}
