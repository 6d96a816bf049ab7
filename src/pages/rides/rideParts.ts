import { rides } from '../../../resources/rides';
import type { AppAbility } from '../../../permissions/defineAbility';
import { appConfig } from '../../appConfig';
import type { RideOutput } from '../../providers/dataProvider';

/** Which of a ride's parts this user is shown in its drawer (the server answers only them). */
export function ridePartsShown(ability: AppAbility) {
  return {
    driverFee: !rides.fields.driverFeeCents.hiddenFrom?.includes(appConfig().userRole as 'vendor' | 'enterprise'),
    inspection: ability.can('view', 'end-of-ride-inspections'),
    vendorHistory: ability.can('view-vendor-history', 'rides'),
  };
}

/** The per-ride outputs the drawer asks for, for this user. */
export function rideOutputsShown(ability: AppAbility): RideOutput[] {
  const shown = ridePartsShown(ability);
  return [
    'polyline', 'route-traces', 'live', 'etas', 'manifest', 'history',
    ...(shown.driverFee ? ['driver-fee' as const] : []),
    ...(shown.inspection ? ['end-of-ride-inspection' as const] : []),
    ...(shown.vendorHistory ? ['vendor-assignments' as const] : []),
  ];
}
