import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';
import { Datagrid, useTranslate, type Identifier } from 'react-admin';
import { charterTrips } from '../../../resources/charter-trips';
import { fieldFor } from '../../resources/fieldViews';
import { useSortableColumns } from '../../resources/GeneratedViews';
import { KeptRowsList } from '../../resources/KeptRowsList';

interface SoonestTripsProps {
  /** Which trips: the screen's own, beside the tenant's scope the server applies. */
  filter: Record<string, unknown>;
  columns: readonly (keyof typeof charterTrips.fields)[];
  emptyKey: string;
  rowClick: 'show' | ((id: Identifier) => string);
  actions?: ReactElement | false;
  children?: ReactNode;
}

/** Some of the tenant's charter trips, soonest first, for a screen that works on them one by one. */
export function SoonestTrips({ filter, columns, emptyKey, rowClick, actions = false, children }: SoonestTripsProps) {
  const translate = useTranslate();
  const sortable = useSortableColumns(charterTrips);
  return (
    <KeptRowsList
      resource={charterTrips.name} filter={filter} sort={{ field: 'departureAt', order: 'ASC' }} perPage={25} disableSyncWithLocation
      actions={actions} empty={<Typography color="text.secondary" sx={{ py: 4 }}>{translate(emptyKey)}</Typography>}
    >
      <Datagrid rowClick={rowClick} bulkActionButtons={false}>
        {columns.map((name) => fieldFor(name, charterTrips.fields[name], sortable.has(name)))}
        {children}
      </Datagrid>
    </KeptRowsList>
  );
}
