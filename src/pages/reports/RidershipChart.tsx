import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { rodeShare, type RidershipDay } from '../../../resources/reports/ridership';
import { dayOf, useReportFormats } from './useReportFormats';

const CHART_HEIGHT = 180;
const BADGED_COLOR = '#9db4dc';
const RODE_COLOR = '#1f4e9c';

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Box aria-hidden sx={{ width: 14, height: 14, bgcolor: color, borderRadius: 0.5 }} />
      <Typography variant="caption">{label}</Typography>
    </Stack>
  );
}

/**
 * One column per day: as tall as the students assigned with a badge (on the busiest day, the full
 * height), filled as far as those who rode, the share who rode above it. A day without any badge
 * scan has an empty column: nobody was counted, which is not nobody riding.
 */
export function RidershipChart({ days }: { days: RidershipDay[] }) {
  const translate = useTranslate();
  const { percent, number, day: dayFormat } = useReportFormats();
  if (!days.length) return <Typography color="text.secondary">{translate('reports.ridership.none')}</Typography>;
  const most = Math.max(1, ...days.map((day) => day.badged));
  return (
    <>
      <Stack direction="row" spacing={1} alignItems="flex-end" role="list" aria-label={translate('reports.ridership.byDay')} sx={{ overflowX: 'auto', pb: 1 }}>
        {days.map((day) => {
          const share = rodeShare(day);
          const label = dayOf(dayFormat, day.date);
          const described = day.scannedRides
            ? translate('reports.ridership.dayLabel', { day: label, rode: number.format(day.rode), badged: number.format(day.badged), share: share === null ? '—' : percent.format(share) })
            : translate('reports.ridership.dayNoScans', { day: label });
          return (
            <Stack key={day.date} role="listitem" aria-label={described} title={described} alignItems="center" spacing={0.5} sx={{ minWidth: 44, maxWidth: 96, flex: 1 }}>
              <Typography variant="caption" color="text.secondary" noWrap>{share === null ? '—' : percent.format(share)}</Typography>
              <Box sx={{ height: CHART_HEIGHT, width: '70%', display: 'flex', alignItems: 'flex-end', bgcolor: 'action.hover', borderRadius: 1 }}>
                {day.scannedRides > 0 && (
                  <Box sx={{ height: `${(day.badged / most) * 100}%`, width: '100%', display: 'flex', alignItems: 'flex-end', bgcolor: BADGED_COLOR, borderRadius: 1 }}>
                    <Box sx={{ height: day.badged ? `${(day.rode / day.badged) * 100}%` : 0, width: '100%', bgcolor: RODE_COLOR, borderRadius: 1 }} />
                  </Box>
                )}
              </Box>
              <Typography variant="caption" noWrap>{label}</Typography>
            </Stack>
          );
        })}
      </Stack>
      <Stack direction="row" spacing={3} sx={{ mt: 1 }}>
        <Legend color={BADGED_COLOR} label={translate('reports.ridership.legendBadged')} />
        <Legend color={RODE_COLOR} label={translate('reports.ridership.legendRode')} />
      </Stack>
    </>
  );
}
