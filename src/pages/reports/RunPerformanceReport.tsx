import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { landingHref } from '../../../resources/content/contentMetadata';
import { REPORT_APIS } from '../../../resources/reports/performance';
import type { ReportDays } from '../../../resources/reports/preparedReports';
import { wallTimeIn } from '../../shell/accountClock';
import { useConsoleSession } from '../../shell/ConsoleSessionGate';

const DAY_MS = 86_400_000;
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** The last 30 days before today, on the account's calendar, until the user chooses others. */
function lastThirtyDays(today: string): ReportDays {
  return { from: daysBefore(today, 30), to: daysBefore(today, 1) };
}

/**
 * The run performance report over the days the user chooses, prepared when the landing page opens
 * (its content API is called with POST), so that the file holds the rides as they were then.
 */
export function RunPerformanceReport() {
  const translate = useTranslate();
  const today = wallTimeIn(new Date().toISOString(), useConsoleSession().account.account.timezone).slice(0, 10);
  const [days, setDays] = useState(() => lastThirtyDays(today));
  const day = (name: keyof ReportDays, limits: { min?: string; max: string }) => (
    <TextField
      size="small" type="date" label={translate(`reports.${name}`)} value={days[name]} sx={{ width: 180 }}
      onChange={(event) => event.target.value && setDays({ ...days, [name]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: limits }}
    />
  );
  const href = landingHref({ action: 'download', fileType: 'csv', contentApi: REPORT_APIS.runPerformance, params: { ...days }, method: 'POST' });
  return (
    <ListItem disableGutters sx={{ display: 'block' }}>
      <ListItemText primary={<Link component={RouterLink} to={href}>{translate('reports.runPerformance')}</Link>} secondary={translate('reports.runPerformanceDescription')} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        {day('from', { max: days.to })}
        {day('to', { min: days.from, max: today })}
      </Stack>
    </ListItem>
  );
}
