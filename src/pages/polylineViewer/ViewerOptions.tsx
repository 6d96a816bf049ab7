import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useTranslate } from 'react-admin';

/** The three checkboxes of spec 2.9. */
export interface ViewerChoices {
  showMarkers: boolean;
  unescape: boolean;
  precision5: boolean;
}

const LABELS: Record<keyof ViewerChoices, string> = {
  showMarkers: 'maps.polylineViewer.showMarkers',
  unescape: 'maps.polylineViewer.unescape',
  precision5: 'maps.polylineViewer.precision5',
};

export function ViewerOptions({ choices, onChange }: { choices: ViewerChoices; onChange(next: ViewerChoices): void }) {
  const translate = useTranslate();
  return (
    <FormGroup row sx={{ flex: 1 }}>
      {(Object.keys(LABELS) as (keyof ViewerChoices)[]).map((choice) => (
        <FormControlLabel
          key={choice}
          label={translate(LABELS[choice])}
          control={<Checkbox size="small" checked={choices[choice]} onChange={(event) => onChange({ ...choices, [choice]: event.target.checked })} />}
        />
      ))}
    </FormGroup>
  );
}
