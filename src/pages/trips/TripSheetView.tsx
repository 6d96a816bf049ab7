import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { TripSheet } from '../../../resources/charter-trips/details';
import { useAccountFormats } from '../../shell/useAccountFormats';

const TIME_FIRST = /^(\d{1,2}:\d{2})\s+(.*)$/;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ breakInside: 'avoid' }}>
      <Typography variant="caption" color="text.secondary" component="div">{label}</Typography>
      <Typography variant="body1" component="div">{children}</Typography>
    </Box>
  );
}

function SheetTable({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <Table size="small" aria-label={label} sx={{ mb: 3 }}>
      <TableHead><TableRow>{head.map((cell) => <TableCell key={cell}>{cell}</TableCell>)}</TableRow></TableHead>
      <TableBody>{rows.map((row, r) => <TableRow key={r}>{row.map((cell, c) => <TableCell key={c}>{cell}</TableCell>)}</TableRow>)}</TableBody>
    </Table>
  );
}

/** The printable trip sheet: where and when the trip goes, who to call, its buses and drivers, and its itinerary. */
export function TripSheetView({ sheet }: { sheet: TripSheet }) {
  const translate = useTranslate();
  const format = useAccountFormats();
  const t = (key: string, options?: object) => translate(`trips.sheet.${key}`, options);
  const { trip } = sheet;
  const money = (value: unknown) => (typeof value === 'number' ? format.money(Math.round(value * 100)) : '—');
  const heading = (key: string) => <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>{t(key)}</Typography>;
  return (
    <Box component="article" aria-label={t('details')}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>{String(trip.purpose)} — {String(trip.destination)}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{sheet.districtName}{sheet.campusName ? ` · ${sheet.campusName}` : ''} · {translate(`choices.${trip.status}`)}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 2 }}>
        <Fact label={t('pickUp')}>{sheet.campusName ?? sheet.districtName}{sheet.campusAddress ? <><br />{sheet.campusAddress}</> : null}</Fact>
        <Fact label={t('destination')}>{String(trip.destination)}{trip.destinationAddress ? <><br />{String(trip.destinationAddress)}</> : null}</Fact>
        <Fact label={t('departure')}>{format.dateTime(trip.departureAt)}</Fact>
        <Fact label={t('return')}>{format.dateTime(trip.returnAt)}</Fact>
        <Fact label={t('passengers')}>{String(trip.passengers)}{trip.wheelchairPassengers ? ` (${t('wheelchair', { smart_count: trip.wheelchairPassengers })})` : ''}</Fact>
        <Fact label={t('busesNeeded')}>{String(trip.busesNeeded)}</Fact>
        <Fact label={t('vendor')}>{sheet.vendorName ?? t('noVendor')}</Fact>
        <Fact label={t('contact')}>{String(trip.contactName ?? '—')}{trip.contactPhone ? ` · ${String(trip.contactPhone)}` : ''}</Fact>
        {'price' in trip && <Fact label={t('price')}>{money(trip.price)}</Fact>}
        {'bookingAmount' in trip && <Fact label={t('bookingAmount')}>{money(trip.bookingAmount)}</Fact>}
      </Box>
      {sheet.buses && (
        <>
          {heading('buses')}
          {sheet.buses.length === 0 ? <Typography color="text.secondary">{t('noBuses')}</Typography> : (
            <SheetTable
              label={t('buses')} head={[translate('trips.buses.bus'), translate('trips.buses.driver'), translate('trips.buses.times'), t('signatures')]}
              rows={sheet.buses.map((bus) => [
                <><Typography variant="body2" component="div">{bus.vehicleNumber}</Typography>{bus.vehicleSeats ? <Typography variant="caption" color="text.secondary" component="div">{t('seats', { seats: bus.vehicleSeats })}</Typography> : null}</>,
                bus.driverName ?? translate('trips.buses.noDriver'), `${format.time(bus.startsAt)} – ${format.time(bus.endsAt)}`,
                <Box sx={{ borderBottom: 1, borderColor: 'text.disabled', minWidth: 160, height: 24 }} />,
              ])}
            />
          )}
        </>
      )}
      {heading('itinerary')}
      {sheet.itinerary.length === 0 ? <Typography color="text.secondary">{t('noItinerary')}</Typography> : (
        <SheetTable label={t('itinerary')} head={[t('time'), t('stop')]} rows={sheet.itinerary.map((line) => {
          const [, time, stop] = TIME_FIRST.exec(line) ?? [line, '', line];
          return [time, stop];
        })} />
      )}
      {trip.notes ? <>{heading('notes')}<Typography sx={{ whiteSpace: 'pre-wrap' }}>{String(trip.notes)}</Typography></> : null}
    </Box>
  );
}
