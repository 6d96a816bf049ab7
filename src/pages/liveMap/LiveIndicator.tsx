import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { useLiveState } from '../../providers/live/useLive';

const LOOK = { live: 'success', connecting: 'default', offline: 'warning' } as const;

/** Whether what the screen shows is being kept current: "Live", or that updates are paused. */
export function LiveIndicator() {
  const translate = useTranslate();
  const state = useLiveState();
  return <Chip size="small" color={LOOK[state]} variant={state === 'live' ? 'filled' : 'outlined'} label={translate(`live.connection.${state}`)} role="status" />;
}
