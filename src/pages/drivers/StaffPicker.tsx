import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { LoadState } from '../bulkEdit/BulkEditScreen';
import { NO_FILTERS, RecordFilters, type RecordFilterValues } from '../bulkEdit/RecordFilters';
import { matchingText, useTenantRecords } from '../bulkEdit/tenantRecords';
import { BY_LAST_NAME, driverName, type Driver } from './driverRecords';

interface StaffPickerProps {
  resource: 'drivers' | 'monitors';
  yards: Map<number, string>;
  selected: number | null;
  onSelect: (id: number) => void;
}

/** The tenant's drivers or monitors by last name, narrowed by yard and name; one is chosen to edit. */
export function StaffPicker({ resource, yards, selected, onSelect }: StaffPickerProps) {
  const translate = useTranslate();
  const [filters, setFilters] = useState<RecordFilterValues<never>>(NO_FILTERS);
  const people = useTenantRecords<Driver>(resource, { yardId: filters.yardId }, BY_LAST_NAME);
  const shown = useMemo(() => matchingText(people.records, filters.text, driverName), [people.records, filters.text]);
  return (
    <>
      <RecordFilters values={filters} onChange={setFilters} yards={yards} messages={`driverRecords.editor.filters.${resource}`} />
      <LoadState isPending={people.isPending} error={people.error} shown={people.records.length} total={people.total} truncatedKey="driverRecords.table.truncated" />
      {!people.isPending && shown.length === 0 && <Typography color="text.secondary">{translate('driverRecords.table.empty')}</Typography>}
      {shown.length > 0 && (
        <Paper variant="outlined" sx={{ maxHeight: 640, overflow: 'auto' }}>
          <List dense disablePadding aria-label={translate(`resources.${resource}.name`, { smart_count: 2 })}>
            {shown.map((person) => (
              <ListItemButton key={person.id} divider selected={person.id === selected} onClick={() => onSelect(person.id)}>
                <ListItemText
                  primary={driverName(person)}
                  secondary={[person.yardId === null ? null : yards.get(person.yardId), translate(`choices.${person.status}`)].filter(Boolean).join(' · ')}
                />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}
