import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { RideEtas } from '../../../resources/rides/details';
import { useLiveFeed } from '../../providers/live/useLive';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { DetailCard } from './DetailCard';
import { LATE_SECONDS, useDelayText } from './useDelayText';
import { useRideOutput } from './useRideOutput';

/**
 * When the bus will be at each stop ahead (issue "who is on the bus": ETAs): "Stop 5 · 7:14 · 3 min
 * late", worked out again with each position and kept current by the ride's ETA feed.
 */
export function RideEtasCard({ rideId }: { rideId: string }) {
  const translate = useTranslate();
  const formats = useAccountFormats();
  const delayText = useDelayText();
  const queryClient = useQueryClient();
  const { data, isPending, error } = useRideOutput<RideEtas>(rideId, 'etas');
  useLiveFeed('ride-etas', { rideId: Number(rideId) }, (etas) => queryClient.setQueryData(['rides', rideId, 'etas'], etas));
  return (
    <DetailCard title={translate('ridership.etas.title')} loading={isPending} error={error}>
      {data && (data.stops.length ? (
        <>
          <List dense disablePadding aria-label={translate('ridership.etas.label')}>
            {data.stops.map((stop) => (
              <ListItem key={stop.sequence} disableGutters data-delay={stop.delaySeconds}>
                <ListItemText
                  primary={`${formats.time(stop.predictedAt)} · ${delayText(stop)}`}
                  slotProps={{ primary: { color: stop.delaySeconds >= LATE_SECONDS ? 'error' : undefined } }}
                  secondary={`${translate('ridership.etas.stop', { stop: stop.sequence, address: stop.address })} · ${translate('ridership.etas.due', { time: formats.time(stop.scheduledAt) })}`}
                />
              </ListItem>
            ))}
          </List>
          {data.at && <Typography variant="caption" color="text.secondary">{translate('ridership.etas.predictedAt', { time: formats.time(data.at) })}</Typography>}
        </>
      ) : <Typography variant="body2" color="text.secondary">{translate('ridership.etas.none')}</Typography>)}
    </DetailCard>
  );
}
