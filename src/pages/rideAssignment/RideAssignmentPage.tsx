import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLiveRidePatches } from '../../providers/live/liveRecordPatches';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import { BulkEditHeading, LoadState } from '../bulkEdit/BulkEditScreen';
import { NO_FILTERS, RecordFilters, type RecordFilterValues } from '../bulkEdit/RecordFilters';
import { SheetTable } from '../bulkEdit/SheetTable';
import { matchingText, useTenantRecords, useYardNames } from '../bulkEdit/tenantRecords';
import { isUnassigned, useCrewOptions, useRuns, type Ride } from './rideCrew';
import { RIDE_COLUMNS, RideCrewRow } from './RideCrewRow';
import { useUpcomingDays } from './upcomingDays';

type Shown = 'unassigned' | 'all';

/**
 * Ride assignment (spec 2.5, RIDE_ASSIGNMENT_EDIT): a day's rides of the user's vendor and yards,
 * today or one of the coming days, those still missing a vehicle or driver first; each given its
 * vehicle, driver and monitor and saved as one versioned change of the ride. The rows on screen are
 * kept current through the secondary rides feed.
 */
export default function RideAssignmentPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const days = useUpcomingDays();
  const [day, setDay] = useState(days[0].date);
  const [filters, setFilters] = useState<RecordFilterValues<never>>(NO_FILTERS);
  const [shown, setShown] = useState<Shown>('unassigned');
  const [editing, setEditing] = useState<number | null>(null);
  const yards = useYardNames();
  const options = useCrewOptions();
  const mayAssign = useConsoleAbility().can('assign', 'rides');
  const dayRides = useTenantRecords<Ride>('rides', { rideDate: day, status: ['scheduled', 'assigned'] }, { field: 'scheduledStart', order: 'ASC' });
  const runs = useRuns(dayRides.records);
  const inYard = useMemo(() => dayRides.records.filter((ride) => filters.yardId === '' || ride.yardId === filters.yardId), [dayRides.records, filters.yardId]);
  const matching = useMemo(() => matchingText(inYard, filters.text, (ride) => `${ride.displayId} ${runs.get(ride.routeId)?.number ?? ''}`), [inYard, filters.text, runs]);
  const unassigned = matching.filter(isUnassigned);
  const rows = shown === 'unassigned' ? unassigned : matching;
  // Another dispatcher's assignment shows in its row as it is saved.
  useLiveRidePatches(rows.map((ride) => Number(ride.id)));
  const context = { runs, yards, options, dayRides: dayRides.records, mayAssign };

  return (
    <>
      <BulkEditHeading titleKey={titleKey} introKey="driverRecords.assignment.intro" back={{ to: '/rides', labelKey: 'driverRecords.assignment.backToList' }} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField select size="small" fullWidth={false} sx={{ minWidth: 220, mb: 2 }} label={translate('driverRecords.assignment.day')} value={day} onChange={(event) => setDay(event.target.value)}>
          {days.map((option) => <MenuItem key={option.date} value={option.date}>{option.label}</MenuItem>)}
        </TextField>
        <RecordFilters values={filters} onChange={setFilters} yards={yards} messages="driverRecords.assignment.filters" />
      </Stack>
      <Tabs value={shown} onChange={(_, next: Shown) => setShown(next)} sx={{ mb: 2 }} aria-label={translate('driverRecords.assignment.which')}>
        <Tab value="unassigned" sx={{ textTransform: 'none', fontWeight: 600 }} label={translate('driverRecords.assignment.unassigned', { count: unassigned.length })} />
        <Tab value="all" sx={{ textTransform: 'none', fontWeight: 600 }} label={translate('driverRecords.assignment.all', { count: matching.length })} />
      </Tabs>
      <LoadState isPending={dayRides.isPending || options.isPending} error={dayRides.error} shown={dayRides.records.length} total={dayRides.total} truncatedKey="driverRecords.assignment.truncated" />
      {!dayRides.isPending && !options.isPending && (rows.length === 0
        ? <Typography color="text.secondary" sx={{ py: 3 }}>{translate(shown === 'unassigned' ? 'driverRecords.assignment.allAssigned' : 'driverRecords.assignment.empty')}</Typography>
        : (
          <SheetTable columns={RIDE_COLUMNS} messages="driverRecords.assignment.columns">
            {rows.map((ride) => <RideCrewRow key={ride.id} ride={ride} editing={editing === ride.id} onEdit={(open) => setEditing(open ? ride.id : null)} {...context} />)}
          </SheetTable>
        ))}
    </>
  );
}
