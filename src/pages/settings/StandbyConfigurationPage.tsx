import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { StandbyConfiguration } from '../../../resources/settings/standbyConfiguration';
import { callConsoleApi } from '../../providers/consoleApi';
import { SettingsHeading } from './SettingsHeading';
import { StandbyDialog } from './StandbyDialog';

const QUERY_KEY = ['settings', 'standby'];

/**
 * Standby configuration (settings, STANDBY_DRIVER_EDIT): every yard the user may see, with when its
 * standby day starts and the drivers each time window needs; a yard never set shows the defaults.
 */
export default function StandbyConfigurationPage() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const yards = useQuery({ queryKey: QUERY_KEY, queryFn: () => callConsoleApi<StandbyConfiguration[]>('/api/settings/standby') });
  const [editing, setEditing] = useState<StandbyConfiguration | null>(null);
  const saved = (configuration: StandbyConfiguration) => {
    queryClient.setQueryData<StandbyConfiguration[]>(QUERY_KEY, (old) => old?.map((yard) => (yard.yardId === configuration.yardId ? configuration : yard)));
    setEditing(null);
  };

  return (
    <>
      <SettingsHeading title={translate('settings.landing.standby.title')} intro={translate('settings.standby.intro')} />
      {yards.isPending && <LinearProgress />}
      {yards.error && <Typography color="error">{translate('settings.loadFailed')}</Typography>}
      {yards.data && (
        <Paper variant="outlined">
          <Table size="small" aria-label={translate('settings.landing.standby.title')}>
            <TableHead>
              <TableRow>
                {['vendor', 'yard', 'dayStartsAt', 'windows', 'state'].map((column) => <TableCell key={column}>{translate(`settings.standby.${column}`)}</TableCell>)}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {yards.data.map((yard) => (
                <TableRow key={yard.yardId} hover>
                  <TableCell>{yard.vendorName}</TableCell>
                  <TableCell>{yard.yardName}</TableCell>
                  <TableCell>{yard.dayStartsAt}</TableCell>
                  <TableCell>
                    {yard.windows.map((window) => (
                      <Typography key={window.startsAt} variant="body2">{translate('settings.standby.window', { from: window.startsAt, to: window.endsAt, smart_count: window.driversNeeded })}</Typography>
                    ))}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" variant={yard.version === null ? 'outlined' : 'filled'} color={yard.version === null ? 'default' : 'success'} label={translate(yard.version === null ? 'settings.standby.defaults' : 'settings.standby.configured')} />
                  </TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => setEditing(yard)} aria-label={translate('settings.standby.editOf', { yard: yard.yardName })}>{translate('settings.standby.edit')}</Button>
                  </TableCell>
                </TableRow>
              ))}
              {!yards.data.length && <TableRow><TableCell colSpan={6}>{translate('settings.standby.empty')}</TableCell></TableRow>}
            </TableBody>
          </Table>
        </Paper>
      )}
      {editing && <StandbyDialog yard={editing} onClose={() => setEditing(null)} onSaved={saved} />}
    </>
  );
}
