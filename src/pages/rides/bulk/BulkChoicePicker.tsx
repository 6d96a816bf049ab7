import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

export interface Choice {
  id: number;
  label: string;
}

/** Left as it is (undefined), taken off (null) or set to one of the choices. */
export type BulkValue = number | null | undefined;

const KEEP = -1;
const TAKE_OFF = 0;

/** One column a bulk action sets on every ride ticked: left alone unless a choice is picked. */
export function BulkChoicePicker({ label, choices, value, onChange, canTakeOff = true }: {
  label: string; choices: Choice[]; value: BulkValue; onChange: (value: BulkValue) => void; canTakeOff?: boolean;
}) {
  const translate = useTranslate();
  const special: Choice[] = [{ id: KEEP, label: translate('rides.bulk.keep') }, ...(canTakeOff ? [{ id: TAKE_OFF, label: translate('rides.bulk.takeOff') }] : [])];
  const options = [...special, ...choices];
  const selected = value === undefined ? KEEP : value === null ? TAKE_OFF : value;
  return (
    <Autocomplete
      size="small" options={options} disableClearable
      value={options.find((option) => option.id === selected) ?? special[0]}
      onChange={(_, option) => onChange(option.id === KEEP ? undefined : option.id === TAKE_OFF ? null : option.id)}
      getOptionLabel={(option) => option.label} isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
