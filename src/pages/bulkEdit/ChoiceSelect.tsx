import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

interface ChoiceSelectProps<C extends string> {
  label: string;
  value: C | '';
  choices: readonly C[];
  onChange: (choice: C) => void;
  disabled: boolean;
  /** In a row the column heading says what it is: the label is for screen readers only. */
  inRow?: boolean;
}

/** One of a field's choices (a status), read through the `choices` catalogue. */
export function ChoiceSelect<C extends string>({ label, value, choices, onChange, disabled, inRow = false }: ChoiceSelectProps<C>) {
  const translate = useTranslate();
  return (
    <TextField
      select size="small" fullWidth={false} value={value} disabled={disabled} sx={{ minWidth: inRow ? 170 : 200 }}
      label={inRow ? undefined : label} hiddenLabel={inRow} slotProps={{ select: { SelectDisplayProps: { 'aria-label': label } } }}
      onChange={(event) => onChange(event.target.value as C)}
    >
      {choices.map((choice) => <MenuItem key={choice} value={choice}>{translate(`choices.${choice}`)}</MenuItem>)}
    </TextField>
  );
}
