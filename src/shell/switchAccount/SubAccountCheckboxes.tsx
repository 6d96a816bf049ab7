import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

interface SubAccountCheckboxesProps {
  legend: string;
  options: { id: number; name: string }[];
  value: number[];
  onChange: (value: number[]) => void;
  error?: string;
}

/** The yards (or campuses) to work in; several may be chosen. */
export function SubAccountCheckboxes({ legend, options, value, onChange, error }: SubAccountCheckboxesProps) {
  const toggle = (id: number, checked: boolean) => onChange(checked ? [...value, id] : value.filter((chosen) => chosen !== id));
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ mt: 2 }}>
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup>
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
