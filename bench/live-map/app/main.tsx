import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { I18nContextProvider } from 'react-admin';
import MapLibreMap from '../../../src/maps/MapLibreMap';
import { vehicleRows } from '../../../src/pages/liveMap/liveVehicleRows';
import { vehicleMarkers } from '../../../src/pages/liveMap/vehicleMarkers';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { CITIES, FleetFeed } from './fleetFeed';

/**
 * The live map's vehicles on the console's MapLibre map, fed a fleet in batches as the live map is:
 * `?side=fleet` draws them as the live map does (the map's fleet layer), `?side=elements` as an
 * element each (the map's markers), `?side=none` not at all (the map alone, what this browser's
 * drawing costs). Each batch goes through the live map's own rows and markers.
 */
const params = new URLSearchParams(window.location.search);
const side = params.get('side') ?? 'fleet';
const feed = new FleetFeed(Number(params.get('vehicles') ?? 5_000));
const noIssues = new Map<number, string[]>();
const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
const benchWindow = window as unknown as { bench: { batch(): void } };

function BenchMap() {
  const [vehicles, setVehicles] = useState(feed.vehicles);
  // The batch is drawn before the call returns, as a socket's message is before the next one.
  benchWindow.bench = { batch: () => flushSync(() => setVehicles(feed.next())) };
  const markers = useMemo(() => {
    const now = Date.parse(vehicles[0].at);
    return vehicleMarkers(vehicleRows(vehicles, noIssues, now), translate, () => undefined);
  }, [vehicles]);
  return (
    <MapLibreMap
      ariaLabel="Live map benchmark"
      height="100vh"
      fit={false}
      defaultCenter={CITIES[0]}
      defaultZoom={14}
      {...(side === 'fleet' ? { fleet: markers } : side === 'elements' ? { markers } : {})}
    />
  );
}

createRoot(document.getElementById('root')!).render(
  <I18nContextProvider value={i18nProvider}>
    <BenchMap />
  </I18nContextProvider>,
);
