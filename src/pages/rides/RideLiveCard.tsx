import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { LiveRouteIssue } from '../../../permissions/liveFeeds';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { LiveIndicator } from '../liveMap/LiveIndicator';
import { colorOfStatus } from '../liveMap/rideStatusColors';
import { DetailCard } from './DetailCard';
import { EmergencyManifestLink } from './EmergencyManifestLink';
import { ResolveIssueDialog } from './ResolveIssueDialog';
import { useRideLive } from './useRideLive';

/** The ride as it stands now: its status, where its vehicle is, its open route issues and flagged stops, as they change. */
export function RideLiveCard({ rideId }: { rideId: string }) {
  const translate = useTranslate();
  const formats = useAccountFormats();
  const { data, isPending, error } = useRideLive(rideId);
  const mayResolve = useConsoleAbility().can('assign', 'rides');
  const [resolving, setResolving] = useState<LiveRouteIssue | null>(null);
  return (
    <DetailCard title={translate('rides.live.title')} loading={isPending} error={error}>
      {data && (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <Chip label={translate(`choices.${data.ride.status}`, { _: data.ride.status })} sx={{ bgcolor: colorOfStatus(data.ride.status), color: 'common.white' }} aria-label={translate('rides.live.status')} data-status={data.ride.status} />
            <LiveIndicator />
            {data.ride.vehicleId !== null && <EmergencyManifestLink vehicleId={data.ride.vehicleId} />}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {data.position
              ? translate('rides.live.lastPosition', { time: formats.time(data.position.at), speed: formats.speed(data.position.speedKph ?? 0) })
              : translate('rides.live.noPosition')}
          </Typography>
          <Typography variant="subtitle2" sx={{ mt: 2 }}>{translate('live.issues.title')}</Typography>
          {data.openIssues.length ? (
            <List dense disablePadding aria-label={translate('live.issues.title')}>
              {data.openIssues.map((issue) => (
                <ListItem
                  key={issue.id} disableGutters data-kind={issue.kind}
                  secondaryAction={mayResolve && <Button size="small" onClick={() => setResolving(issue)}>{translate('ridership.resolve.action')}</Button>}
                >
                  <ListItemText
                    primary={translate(`live.issues.kinds.${issue.kind}`, { _: issue.kind })}
                    slotProps={{ primary: { color: issue.severity === 'critical' ? 'error' : undefined, fontWeight: issue.severity === 'critical' ? 600 : undefined } }}
                    secondary={`${issue.details ?? ''} · ${translate('live.issues.detectedAt', { time: formats.time(issue.detectedAt) })}`}
                  />
                </ListItem>
              ))}
            </List>
          ) : <Typography variant="body2" color="text.secondary">{translate('live.issues.none')}</Typography>}
          {resolving && <ResolveIssueDialog issue={resolving} onClose={() => setResolving(null)} />}
          <Typography variant="subtitle2" sx={{ mt: 2 }}>{translate('live.checkpoints.title')}</Typography>
          {data.flaggedCheckpoints.length ? (
            <List dense disablePadding aria-label={translate('live.checkpoints.title')}>
              {data.flaggedCheckpoints.map((checkpoint) => (
                <ListItem key={checkpoint.id} disableGutters>
                  <ListItemText primary={translate('live.checkpoints.stop', { sequence: checkpoint.stopSequence, reason: checkpoint.reason })} secondary={formats.time(checkpoint.flaggedAt)} />
                </ListItem>
              ))}
            </List>
          ) : <Typography variant="body2" color="text.secondary">{translate('live.checkpoints.none')}</Typography>}
        </>
      )}
    </DetailCard>
  );
}
