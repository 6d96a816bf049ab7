import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ManifestStudent, RideManifest } from '../../../resources/rides/details';
import { useLiveFeed } from '../../providers/live/useLive';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { DetailCard } from './DetailCard';
import { useRideOutput } from './useRideOutput';

const COUNTS = ['onBoard', 'boarded', 'alighted', 'notBoarded'] as const;
const STATUS_COLORS: Record<ManifestStudent['status'], 'success' | 'default' | 'warning'> = { on_board: 'success', alighted: 'default', expected: 'warning' };

/**
 * Who is on the ride's bus (issue "who is on the bus"): counts of on board, boarded, got off and not
 * yet boarded, and to those who may view students each student with their stop and scan times — kept
 * current by the ride's manifest feed as badges are scanned.
 */
export function RideManifestCard({ rideId }: { rideId: string }) {
  const translate = useTranslate();
  const formats = useAccountFormats();
  const queryClient = useQueryClient();
  const { data, isPending, error } = useRideOutput<RideManifest>(rideId, 'manifest');
  useLiveFeed('ride-manifest', { rideId: Number(rideId) }, (manifest) => queryClient.setQueryData(['rides', rideId, 'manifest'], manifest));
  const title = translate('ridership.manifest.title');
  return (
    <DetailCard title={title} loading={isPending} error={error}>
      {data && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }} role="list" aria-label={translate('ridership.manifest.label')}>
            {COUNTS.map((count) => (
              <Chip key={count} role="listitem" variant={count === 'onBoard' ? 'filled' : 'outlined'} color={count === 'onBoard' ? 'primary' : 'default'}
                label={`${translate(`ridership.manifest.${count}`)}: ${formats.number(data.counts[count])}`} data-count={count} />
            ))}
            {data.counts.unknownBadges > 0 && <Chip role="listitem" color="warning" variant="outlined" label={`${translate('ridership.manifest.unknownBadges')}: ${formats.number(data.counts.unknownBadges)}`} />}
          </Box>
          {data.students === null
            ? <Typography variant="body2" color="text.secondary">{translate('ridership.manifest.countsOnly')}</Typography>
            : data.students.length === 0
              ? <Typography variant="body2" color="text.secondary">{translate('ridership.manifest.noStudents')}</Typography>
              : <ManifestTable students={data.students} />}
        </>
      )}
    </DetailCard>
  );
}

function ManifestTable({ students }: { students: ManifestStudent[] }) {
  const translate = useTranslate();
  const formats = useAccountFormats();
  const times = (student: ManifestStudent) => [
    student.boardedAt && translate('ridership.manifest.boardedAt', { time: formats.time(student.boardedAt) }),
    student.alightedAt && translate('ridership.manifest.alightedAt', { time: formats.time(student.alightedAt) }),
  ].filter(Boolean).join(' · ');
  return (
    <Table size="small" aria-label={translate('ridership.manifest.label')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.students.name', { smart_count: 1 })}</TableCell>
          <TableCell>{translate('ridership.manifest.statusColumn')}</TableCell>
          <TableCell>{translate('ridership.manifest.stopColumn')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {students.map((student) => (
          <TableRow key={student.studentId} data-status={student.status}>
            <TableCell>
              <MuiLink component={Link} to={`/students/${student.studentId}/show`}>{student.name}</MuiLink>
            </TableCell>
            <TableCell>
              <Chip size="small" color={STATUS_COLORS[student.status]} label={translate(`ridership.manifest.status_${student.status}`)} />
              {times(student) && <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>{times(student)}</Typography>}
            </TableCell>
            <TableCell>
              {student.stopSequence === null
                ? <Typography variant="body2" color="warning.main">{translate('ridership.manifest.notAssigned')}</Typography>
                : translate('ridership.manifest.stop', { stop: student.stopSequence })}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
