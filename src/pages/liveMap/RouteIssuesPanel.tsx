import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { useOpenRouteIssues } from './useOpenRouteIssues';

/** The open route issues beside the live map, newest first; one opens its ride in the drawer. */
export function RouteIssuesPanel({ openRide }: { openRide: (rideId: number) => void }) {
  const translate = useTranslate();
  const formats = useAccountFormats();
  const { data, error } = useOpenRouteIssues(true);
  const title = translate('live.issues.title');
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, height: '100%', overflowY: 'auto' }}>
      <Typography variant="h6" component="h2">{title}</Typography>
      {error && <Typography color="error">{translate('common.somethingWentWrong')}</Typography>}
      {data && !data.issues.length && <Typography color="text.secondary" sx={{ mt: 1 }}>{translate('live.issues.none')}</Typography>}
      <List dense>
        {data?.issues.map((issue) => (
          <ListItemButton key={issue.id} onClick={() => openRide(issue.rideId)} divider>
            <ListItemText
              primary={`${translate(`live.issues.kinds.${issue.kind}`, { _: issue.kind })} · ${translate('live.issues.rideLink', { ride: issue.rideDisplayId })}`}
              secondary={`${issue.details ?? ''} · ${translate('live.issues.detectedAt', { time: formats.time(issue.detectedAt) })}`}
            />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
