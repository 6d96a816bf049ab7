import type { LiveVehicle } from '../../../resources/live/snapshot';

/** A vehicle that has not reported for this long is shown as stale: where it was, not where it is. */
export const STALE_AFTER_MS = 60_000;

/** The route issues that put a vehicle at the top of the list and colour its marker, most serious first. */
export const ATTENTION_KINDS = ['off_route', 'late'] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

export const ATTENTION_COLORS: Record<AttentionKind, string> = { off_route: '#d32f2f', late: '#ef6c00' };

export interface VehicleRow {
  vehicle: LiveVehicle;
  attention: AttentionKind | null;
  stale: boolean;
  /** Whole seconds since the vehicle's last report. */
  silentSeconds: number;
}

const byNumber = new Intl.Collator(undefined, { numeric: true });

/**
 * The vehicles of the live map as its list shows them: those needing attention first (off route,
 * then late), then those reporting, then the stale ones, each group by bus number.
 */
export function vehicleRows(vehicles: LiveVehicle[], openIssueKinds: Map<number, string[]>, now: number): VehicleRow[] {
  const rank = (row: VehicleRow) => (row.attention ? ATTENTION_KINDS.indexOf(row.attention) : row.stale ? 3 : 2);
  return vehicles
    .map((vehicle) => {
      const kinds = vehicle.rideId === null ? [] : openIssueKinds.get(vehicle.rideId) ?? [];
      const silentMs = Math.max(0, now - Date.parse(vehicle.at));
      return {
        vehicle,
        attention: ATTENTION_KINDS.find((kind) => kinds.includes(kind)) ?? null,
        stale: silentMs > STALE_AFTER_MS,
        silentSeconds: Math.floor(silentMs / 1000),
      };
    })
    .sort((a, b) => rank(a) - rank(b) || byNumber.compare(a.vehicle.vehicleNumber, b.vehicle.vehicleNumber));
}

/**
 * The rows a search finds: part of a bus number, run or driver, or a whole ride number (a bus number
 * is often part of one).
 */
export function searchRows(rows: VehicleRow[], search: string): VehicleRow[] {
  const wanted = search.trim().toLocaleLowerCase();
  if (!wanted) return rows;
  return rows.filter(({ vehicle }) => wanted.replace(/^#/, '') === String(vehicle.rideDisplayId)
    || [vehicle.vehicleNumber, vehicle.runNumber, vehicle.driverName].some((text) => text?.toLocaleLowerCase().includes(wanted)));
}
