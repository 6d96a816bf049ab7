import SearchIcon from '@mui/icons-material/TravelExplore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { Button, NumberInput, TextInput, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FieldDeclaration } from '../../resources/engine/fields';
import type { AddressCandidate } from '../../resources/engine/location';
import { locationVerifiedAfter, type LocationFields } from '../../resources/engine/resource';
import { appConfig } from '../appConfig';
import { MapView } from '../maps/MapView';
import type { LatLng } from '../maps/mapTypes';
import type { dataProvider as consoleDataProvider } from '../providers/dataProvider';

/** A point as stored: six decimals, about ten centimetres. */
const stored = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
const PIN_COLOR = '#c62828';

type Lookup = { state: 'idle' | 'looking' } | { state: 'found'; candidates: AddressCandidate[] } | { state: 'failed'; message: string };

/** The reason a lookup failed, in the reader's language where the server named it. */
function useLookupFailure() {
  const translate = useTranslate();
  return (error: unknown) => {
    const { body, message } = error as { body?: { code?: string }; message?: string };
    return translate(`records.location.errors.${body?.code ?? ''}`, { _: message ?? String(error) });
  };
}

/**
 * A record's address with the point it stands for: the address is looked up through the configured
 * geocoder (on the server) and a place chosen among those found, or the pin is placed on the map by
 * a click and dragged where it belongs. The form says when the address changed without a new point:
 * saved so, the location is marked not verified (the server decides it, see `locationVerifiedAfter`).
 */
export default function LocationInput({ location, address, lat, lng }: { location: LocationFields; address: FieldDeclaration; lat: FieldDeclaration; lng: FieldDeclaration }) {
  const translate = useTranslate();
  // A new record has none: what it is given is all new.
  const shown = useRecordContext();
  const record = shown?.id === undefined ? undefined : shown;
  const { setValue } = useFormContext();
  const dataProvider = useDataProvider<typeof consoleDataProvider>();
  const failure = useLookupFailure();
  const [addressText, latitude, longitude] = useWatch({ name: [location.address, location.lat, location.lng] }) as [string | null, number | null, number | null];
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const point = typeof latitude === 'number' && typeof longitude === 'number' ? { lat: latitude, lng: longitude } : null;

  const place = ({ lat: pinLat, lng: pinLng }: LatLng) => {
    setValue(location.lat, stored(pinLat), { shouldDirty: true, shouldValidate: true });
    setValue(location.lng, stored(pinLng), { shouldDirty: true, shouldValidate: true });
  };
  const find = async () => {
    if (!addressText?.trim()) return;
    setLookup({ state: 'looking' });
    try {
      const { candidates } = await dataProvider.lookUpAddress(addressText.trim());
      setLookup({ state: 'found', candidates });
      if (candidates.length === 1) place(candidates[0]);
    } catch (error) {
      setLookup({ state: 'failed', message: failure(error) });
    }
  };

  // The server's own rule, on the values in the form: what a save now would store.
  const verified = locationVerifiedAfter(location, record ?? null, { ...record, [location.address]: addressText ?? null, [location.lat]: latitude, [location.lng]: longitude });
  const moved = record ? latitude !== record[location.lat] || longitude !== record[location.lng] : point !== null;
  const readdressed = record ? (addressText ?? null) !== (record[location.address] ?? null) : Boolean(addressText);
  const status = !point ? { severity: 'warning' as const, text: 'noPoint' }
    : verified ? (moved ? { severity: 'success' as const, text: 'placed' } : null)
      : { severity: 'warning' as const, text: readdressed ? 'readdressed' : 'unverified' };

  const pin = point ? [{ id: 'pin', position: point, color: PIN_COLOR, title: translate('records.location.pin'), onMove: place }] : [];
  return (
    <Box sx={{ width: '100%', maxWidth: '48rem', mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextInput source={location.address} isRequired={address.required} sx={{ flex: '1 1 20rem' }} />
        {appConfig().addressLookup && (
          <Button onClick={() => void find()} disabled={!addressText?.trim() || lookup.state === 'looking'} variant="outlined" sx={{ mt: 1.5 }}
            label={lookup.state === 'looking' ? 'records.location.finding' : 'records.location.find'}>
            <SearchIcon />
          </Button>
        )}
      </Box>
      {lookup.state === 'failed' && <Alert severity="warning" sx={{ mb: 1 }}>{lookup.message}</Alert>}
      {lookup.state === 'found' && !lookup.candidates.length && <Alert severity="info" sx={{ mb: 1 }}>{translate('records.location.noCandidates')}</Alert>}
      {lookup.state === 'found' && lookup.candidates.length > 1 && (
        <List dense aria-label={translate('records.location.candidates')} subheader={<Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>{translate('records.location.candidates')}</Box>}>
          {lookup.candidates.map((candidate) => (
            <ListItemButton key={`${candidate.lat},${candidate.lng}`} selected={point?.lat === stored(candidate.lat) && point?.lng === stored(candidate.lng)} onClick={() => place(candidate)}>
              <ListItemText primary={candidate.label} />
            </ListItemButton>
          ))}
        </List>
      )}
      {status && <Alert severity={status.severity} sx={{ mb: 1 }} role="status">{translate(`records.location.${status.text}`)}</Alert>}
      <MapView ariaLabel={translate('records.location.map')} height={260} markers={pin} onPick={place} />
      <Box sx={{ typography: 'caption', color: 'text.secondary', mt: 0.5 }}>{translate('records.location.howToPlace')}</Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
        <NumberInput source={location.lat} min={lat.min} max={lat.max} step={0.000001} sx={{ width: '12rem' }} />
        <NumberInput source={location.lng} min={lng.min} max={lng.max} step={0.000001} sx={{ width: '12rem' }} />
      </Box>
    </Box>
  );
}
