import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import { useConsoleSession } from '../../shell/ConsoleSessionGate';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { LoadState } from '../bulkEdit/BulkEditScreen';
import { useTenantRecords, useYardNames } from '../bulkEdit/tenantRecords';
import { BY_LAST_NAME } from './driverRecords';
import { StandbyYardCard, type StandbyDriver } from './StandbyYardCard';
import { useStandbySteps } from './useStandbySteps';
import { todayIn } from '../../../resources/engine/calendarDay';


/**
 * Above the driver standby list (spec 2.5, STANDBY_DRIVER_VIEW): who is on standby today to cover a
 * run, yard by yard, and — with STANDBY_DRIVER_EDIT — a driver of the yard put on standby or taken
 * off. Only active drivers are on the board; the list below has every driver and their standby.
 */
export default function StandbyBoard() {
  const translate = useTranslate();
  const formats = useAccountFormats();
  const { timezone } = useConsoleSession().account.account;
  const mayEdit = useConsoleAbility().can('edit', 'standby-drivers');
  const yards = useYardNames();
  const board = useTenantRecords<StandbyDriver>('driver-standby-status', { status: 'active' }, BY_LAST_NAME);
  const steps = useStandbySteps();
  const today = todayIn(timezone);
  const sinceText = (driver: StandbyDriver) => {
    if (!driver.standbySince) return '';
    const since = new Date(driver.standbySince);
    return translate('driverRecords.standby.since', { time: todayIn(timezone, since) === today ? formats.time(driver.standbySince) : formats.dateTime(driver.standbySince) });
  };

  return (
    <Box component="section" aria-label={translate('driverRecords.standby.board')} sx={{ mb: 3 }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate(mayEdit ? 'driverRecords.standby.intro' : 'driverRecords.standby.introReadOnly')}</Typography>
      <LoadState isPending={board.isPending} error={board.error} shown={board.records.length} total={board.total} truncatedKey="driverRecords.table.truncated" />
      {!board.isPending && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))' }}>
          {[...yards].map(([yardId, yardName]) => (
            <StandbyYardCard
              key={yardId} yardName={yardName} drivers={board.records.filter((driver) => driver.yardId === yardId)}
              sinceText={sinceText} onStep={mayEdit ? steps.take : undefined} pending={steps.pending}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
