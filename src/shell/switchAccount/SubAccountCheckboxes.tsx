import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { allChosenState, chooseAll } from '../../pages/login/selectAccount/accountSelection';

interface SubAccountCheckboxesProps {
  legend: string;
  /** "All yards": ticks or unticks every one; offered when there are several. */
  allLabel: string;
  options: { id: number; name: string }[];
  value: number[];
  onChange: (value: number[]) => void;
  error?: string;
}

/** The yards (or campuses) to work in; several may be chosen, or all of them with one tick. */
export function SubAccountCheckboxes({ legend, allLabel, options, value, onChange, error }: SubAccountCheckboxesProps) {
  const toggle = (id: number, checked: boolean) => onChange(checked ? [...value, id] : value.filter((chosen) => chosen !== id));
  const allState = allChosenState(options, value);
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ mt: 2 }}>
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup>
        {options.length > 1 && (
          <FormControlLabel
            label={allLabel}
            slotProps={{ typography: { fontWeight: 500 } }}
            control={<Checkbox size="small" checked={allState === 'all'} indeterminate={allState === 'some'} onChange={(event) => onChange(chooseAll(options, event.target.checked))} />}
          />
        )}
        {options.map((option) => (
          <FormControlLabel
            key={option.id}
            label={option.name}
            control={<Checkbox size="small" checked={value.includes(option.id)} onChange={(event) => toggle(option.id, event.target.checked)} />}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
