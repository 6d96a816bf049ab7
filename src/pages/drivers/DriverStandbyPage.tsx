import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import { useConsoleSession } from '../../shell/ConsoleSessionGate';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { BulkEditHeading, LoadState } from '../bulkEdit/BulkEditScreen';
import { NO_FILTERS, RecordFilters, type RecordFilterValues } from '../bulkEdit/RecordFilters';
import { matchingText, useTenantRecords, useYardNames } from '../bulkEdit/tenantRecords';
import { BY_LAST_NAME, driverName } from './driverRecords';
import { StandbyYardCard, type StandbyDriver } from './StandbyYardCard';
import { useStandbySteps } from './useStandbySteps';

const dayIn = (timeZone: string, at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/**
 * The driver standby board (spec 2.5, STANDBY_DRIVER_VIEW): who is on standby today to cover a run,
 * yard by yard, and — with STANDBY_DRIVER_EDIT — a driver put on standby or taken off. Only active
 * drivers are on the board.
 */
export default function DriverStandbyPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const formats = useAccountFormats();
  const { timezone } = useConsoleSession().account.account;
  const mayEdit = useConsoleAbility().can('edit', 'standby-drivers');
  const [filters, setFilters] = useState<RecordFilterValues<never>>(NO_FILTERS);
  const yards = useYardNames();
  const board = useTenantRecords<StandbyDriver>('driver-standby-status', { status: 'active', yardId: filters.yardId }, BY_LAST_NAME);
  const shown = useMemo(() => matchingText(board.records, filters.text, driverName), [board.records, filters.text]);
  const steps = useStandbySteps();
  const today = dayIn(timezone, new Date());
  const sinceText = (driver: StandbyDriver) => {
    if (!driver.standbySince) return '';
    const since = new Date(driver.standbySince);
    return translate('driverRecords.standby.since', { time: dayIn(timezone, since) === today ? formats.time(driver.standbySince) : formats.dateTime(driver.standbySince) });
  };
  const yardIds = [...yards.keys()].filter((id) => filters.yardId === '' || id === filters.yardId);

  return (
    <>
      <BulkEditHeading titleKey={titleKey} introKey={mayEdit ? 'driverRecords.standby.intro' : 'driverRecords.standby.introReadOnly'} />
      <RecordFilters values={filters} onChange={setFilters} yards={yards} messages="driverRecords.filters" />
      <LoadState isPending={board.isPending} error={board.error} shown={board.records.length} total={board.total} truncatedKey="driverRecords.table.truncated" />
      {!board.isPending && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(360px, 1fr))' }}>
          {yardIds.map((yardId) => (
            <StandbyYardCard
              key={yardId} yardName={yards.get(yardId) ?? ''} drivers={shown.filter((driver) => driver.yardId === yardId)}
              sinceText={sinceText} onStep={mayEdit ? steps.take : undefined} pending={steps.pending}
            />
          ))}
        </Box>
      )}
      {!board.isPending && yardIds.length === 0 && translate('driverRecords.table.empty')}
    </>
  );
}
