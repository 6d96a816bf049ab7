import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { onTimeRate, type DayPerformance, type Insights } from '../../../resources/reports/performance';
import { dayOf, useReportFormats } from './useReportFormats';

const CHART_HEIGHT = 180;
const BAR_COLOR = '#1f4e9c';

const TARGET_COLOR = '#c62828';

/**
 * One bar per school day, as tall as the share of its completed rides that started on time; with
 * `target`, a dashed line across the bars at the share aimed for, named under the chart.
 */
export function OnTimeChart({ days, target }: { days: DayPerformance[]; target?: number }) {
  const translate = useTranslate();
  const { percent, day: dayFormat } = useReportFormats();
  if (days.length === 0) return <Typography color="text.secondary">{translate('reports.noRides')}</Typography>;
  const targetLine = target === undefined ? null : (
    <Box aria-hidden sx={{ position: 'absolute', left: 0, right: 0, bottom: `${target * 100}%`, borderTop: `2px dashed ${TARGET_COLOR}` }} />
  );
  return (
    <>
      <Stack direction="row" spacing={1} alignItems="flex-end" role="list" aria-label={translate('reports.onTimeByDay')} sx={{ overflowX: 'auto' }}>
        {days.map((day) => {
          const rate = onTimeRate(day);
          const label = dayOf(dayFormat, day.date);
          const value = rate === null ? '—' : percent.format(rate);
          return (
            <Stack key={day.date} role="listitem" aria-label={`${label}: ${value}`} alignItems="center" spacing={0.5} sx={{ minWidth: 44, maxWidth: 96, flex: 1 }}>
              <Typography variant="caption" color="text.secondary">{value}</Typography>
              <Box sx={{ position: 'relative', height: CHART_HEIGHT, width: '70%', display: 'flex', alignItems: 'flex-end', bgcolor: 'action.hover', borderRadius: 1 }}>
                <Box sx={{ height: `${(rate ?? 0) * 100}%`, width: '100%', bgcolor: BAR_COLOR, borderRadius: 1 }} />
                {targetLine}
              </Box>
              <Typography variant="caption">{label}</Typography>
            </Stack>
          );
        })}
      </Stack>
      {target !== undefined && (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1 }}>
          <Box aria-hidden sx={{ width: 24, borderTop: `2px dashed ${TARGET_COLOR}` }} />
          <Typography variant="caption">{translate('reports.onTimeTarget', { share: percent.format(target) })}</Typography>
        </Stack>
      )}
    </>
  );
}

/** The period's route issues by kind, longest bar first. */
export function IssueBars({ issuesByKind }: { issuesByKind: Insights['issuesByKind'] }) {
  const translate = useTranslate();
  const { number } = useReportFormats();
  const kinds = Object.entries(issuesByKind).sort((a, b) => b[1] - a[1]);
  const most = Math.max(1, ...kinds.map(([, count]) => count));
  if (kinds.length === 0) return <Typography color="text.secondary">{translate('reports.noIssues')}</Typography>;
  return (
    <Stack spacing={1.5}>
      {kinds.map(([kind, count]) => (
        <Box key={kind}>
          <Stack direction="row" justifyContent="space-between">
            <Typography variant="body2">{translate(`live.issues.kinds.${kind}`, { _: kind })}</Typography>
            <Typography variant="body2" color="text.secondary">{number.format(count)}</Typography>
          </Stack>
          <Box sx={{ height: 8, bgcolor: 'action.hover', borderRadius: 1 }}>
            <Box sx={{ height: 8, width: `${(count / most) * 100}%`, bgcolor: '#c0392b', borderRadius: 1 }} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

export function DistrictTable({ districts }: { districts: Insights['districts'] }) {
  const translate = useTranslate();
  const { number, percent } = useReportFormats();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('reports.district')}</TableCell>
          <TableCell align="right">{translate('reports.rides')}</TableCell>
          <TableCell align="right">{translate('reports.completed')}</TableCell>
          <TableCell align="right">{translate('reports.onTimeRate')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {districts.map((district) => {
          const rate = onTimeRate(district);
          return (
            <TableRow key={district.districtId}>
              <TableCell>{district.name}</TableCell>
              <TableCell align="right">{number.format(district.rides)}</TableCell>
              <TableCell align="right">{number.format(district.completed)}</TableCell>
              <TableCell align="right">{rate === null ? '—' : percent.format(rate)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
