import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { SaveOutcome } from './vehicleChanges';
import type { Vehicle } from './vehicleRecords';

export interface VehicleColumn {
  heading: string;
  render: (vehicle: Vehicle) => ReactNode;
}

/**
 * The ticked vehicles among those shown: a vehicle filtered out of view is not acted on unseen. After
 * a save, what was refused stays ticked, to try again once the rows show what is stored now.
 */
export function useVehicleSelection(shown: Vehicle[]) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const chosen = useMemo(() => shown.filter((vehicle) => ticked.has(vehicle.id)), [shown, ticked]);
  const keepRefused = (outcome: SaveOutcome | undefined) => {
    if (outcome) setTicked(new Set(outcome.failed.map(({ vehicle }) => vehicle.id)));
  };
  return { ticked, setTicked, chosen, keepRefused };
}

interface VehicleTableProps {
  vehicles: Vehicle[];
  yards: Map<number, string>;
  selection: ReturnType<typeof useVehicleSelection>;
  columns: VehicleColumn[];
}

/** The vehicles shown, each with a box to tick, its number, yard and type, then the screen's own columns. */
export function VehicleTable({ vehicles, yards, selection, columns }: VehicleTableProps) {
  const translate = useTranslate();
  const { ticked, setTicked, chosen } = selection;
  const toggle = (id: number) => setTicked(new Set(ticked.has(id) ? [...ticked].filter((other) => other !== id) : [...ticked, id]));
  const allShown = vehicles.length > 0 && chosen.length === vehicles.length;
  if (vehicles.length === 0) return <Typography color="text.secondary" sx={{ py: 3 }}>{translate('vehicles.table.empty')}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allShown} indeterminate={chosen.length > 0 && !allShown}
                onChange={() => setTicked(new Set(allShown ? [] : vehicles.map((vehicle) => vehicle.id)))}
                slotProps={{ input: { 'aria-label': translate('vehicles.table.selectAll') } }}
              />
            </TableCell>
            <TableCell>{translate('vehicles.table.number')}</TableCell>
            <TableCell>{translate('vehicles.table.yard')}</TableCell>
            <TableCell>{translate('vehicles.table.type')}</TableCell>
            {columns.map((column) => <TableCell key={column.heading}>{column.heading}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {vehicles.map((vehicle) => (
            <TableRow key={vehicle.id} hover selected={ticked.has(vehicle.id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={ticked.has(vehicle.id)} onChange={() => toggle(vehicle.id)}
                  slotProps={{ input: { 'aria-label': translate('vehicles.table.select', { number: vehicle.number }) } }}
                />
              </TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{vehicle.number}</TableCell>
              <TableCell>{vehicle.yardId === null ? '—' : (yards.get(vehicle.yardId) ?? '')}</TableCell>
              <TableCell>{translate(`choices.${vehicle.type}`)}</TableCell>
              {columns.map((column) => <TableCell key={column.heading}>{column.render(vehicle)}</TableCell>)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
