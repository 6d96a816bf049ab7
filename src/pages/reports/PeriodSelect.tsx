import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { PERIODS, type Period } from '../../../resources/reports/performance';

/** How many days before today the reports and insights cover. */
export function PeriodSelect({ value, onChange }: { value: Period; onChange(period: Period): void }) {
  const translate = useTranslate();
  return (
    <TextField select size="small" label={translate('reports.period')} value={value} onChange={(event) => onChange(Number(event.target.value) as Period)} sx={{ minWidth: 200, alignSelf: 'flex-start' }}>
      {PERIODS.map((days) => <MenuItem key={days} value={days}>{translate('reports.lastDays', { days })}</MenuItem>)}
    </TextField>
  );
}
