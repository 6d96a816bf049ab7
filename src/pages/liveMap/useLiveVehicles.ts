import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { LIVE_MINUTES } from '../../../resources/dashboard/figures';
import type { LiveVehicle, LiveVehicles } from '../../../resources/live/snapshot';
import type { dataProvider as consoleDataProvider } from '../../providers/dataProvider';
import { useLiveFeed, useLiveResumed } from '../../providers/live/useLive';

/** A vehicle or ride the snapshot did not know reloads it, at most this often. */
const RELOAD_AT_MOST_EVERY_MS = 5_000;
const SWEEP_EVERY_MS = 30_000;

/**
 * The tenant's vehicles on the road (spec 7.7 vehicle locations): the snapshot, then every position
 * and ride change heard live. A vehicle that stops reporting leaves the map after LIVE_MINUTES.
 */
export function useLiveVehicles() {
  const dataProvider = useDataProvider<typeof consoleDataProvider>();
  const snapshot = useQuery({ queryKey: ['live', 'vehicles'], queryFn: () => dataProvider.liveSnapshot<LiveVehicles>('vehicles') });
  const [vehicles, setVehicles] = useState<Map<number, LiveVehicle>>(new Map());
  const lastReload = useRef(0);
  const { refetch } = snapshot;

  // A new snapshot replaces what was heard before it (adjusted while rendering, not in an effect).
  const [applied, setApplied] = useState<LiveVehicles | undefined>(undefined);
  if (snapshot.data !== applied) {
    setApplied(snapshot.data);
    if (snapshot.data) setVehicles(new Map(snapshot.data.vehicles.map((vehicle) => [vehicle.vehicleId, vehicle])));
  }

  // One reload now, or one at the end of the wait when the last was too recent: never none.
  const trailingReload = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reloadSoon = () => {
    if (trailingReload.current) return;
    const wait = lastReload.current + RELOAD_AT_MOST_EVERY_MS - Date.now();
    trailingReload.current = setTimeout(() => {
      trailingReload.current = undefined;
      lastReload.current = Date.now();
      void refetch();
    }, Math.max(0, wait));
  };
  useEffect(() => () => clearTimeout(trailingReload.current), []);
  // Positions and ride changes published during a break in live updates were missed.
  useLiveResumed(reloadSoon);

  useLiveFeed('vehicle-locations', undefined, (positions) => {
    setVehicles((old) => {
      const next = new Map(old);
      for (const position of positions) {
        const known = next.get(position.vehicleId);
        if (!known || known.rideId !== position.rideId) reloadSoon();
        if (known) next.set(position.vehicleId, { ...known, ...position, ...(known.rideId !== position.rideId ? { rideStatus: null, rideDisplayId: null, nextStop: null } : {}) });
      }
      return next;
    });
  });
  /** A change to the vehicle driving the ride, if one is on the map. */
  const changeRiding = (rideId: number, change: (vehicle: LiveVehicle) => Partial<LiveVehicle>) => setVehicles((old) => {
    const riding = [...old.values()].find((vehicle) => vehicle.rideId === rideId);
    return riding ? new Map(old).set(riding.vehicleId, { ...riding, ...change(riding) }) : old;
  });
  useLiveFeed('rides-primary', undefined, (change) => changeRiding(change.rideId, () => ({ rideStatus: change.status, rideDisplayId: change.displayId })));
  useLiveFeed('ride-next-stops', undefined, ({ rideId, next }) => changeRiding(rideId, () => ({ nextStop: next })));

  useEffect(() => {
    const timer = setInterval(() => {
      const since = Date.now() - LIVE_MINUTES * 60_000;
      setVehicles((old) => {
        const fresh = [...old.values()].filter((vehicle) => Date.parse(vehicle.at) >= since);
        return fresh.length === old.size ? old : new Map(fresh.map((vehicle) => [vehicle.vehicleId, vehicle]));
      });
    }, SWEEP_EVERY_MS);
    return () => clearInterval(timer);
  }, []);

  return { vehicles: [...vehicles.values()], isPending: snapshot.isPending, error: snapshot.error };
}
