import type { RideDriverFee } from '../../../resources/rides/details';
import type { MockRow } from './recordTypes';

/** What a ride pays its driver: a base, its run's distance and its time on the road. */
const FEE = { baseCents: 4500, centsPerKm: 110, centsPerMinute: 18 };

export function driverFeeOf(ride: Record<string, unknown>, run: MockRow | undefined): RideDriverFee {
  const distanceMeters = Number(run?.distanceMeters ?? 0);
  const durationMinutes = Math.max(1, Math.round((Date.parse(String(ride.actualEnd ?? ride.scheduledEnd)) - Date.parse(String(ride.actualStart ?? ride.scheduledStart))) / 60_000));
  const distanceCents = Math.round((distanceMeters / 1000) * FEE.centsPerKm);
  const timeCents = durationMinutes * FEE.centsPerMinute;
  return { baseCents: FEE.baseCents, distanceCents, timeCents, adjustmentsCents: 0, adjustmentNote: null, distanceMeters, durationMinutes, totalCents: FEE.baseCents + distanceCents + timeCents };
}
