import type { Insertable } from 'kysely';
import { DRIVER_DOCUMENT_TYPE_CODES } from '../../../resources/settings/driverDocumentSettings';
import { longestRide, violationsOf, walkingMeters, type PlannedStop, type StudentHome } from '../../../resources/route-explorer/violations';
import type {
  DriverDocumentSettingsTable, RouteExplorerLimitsTable, RouteViolationWaiversTable, SsoConfigsTable, StandbyConfigurationsTable,
} from '../schema';
import type { Organisation } from './generateOrganisation';
import { stopStudentsOf, type Routing } from './generateRouting';
import type { SeededRandom } from './random';

/** Who accepted the seeded waivers (seedDemoUsers): the first district's coordinator, the operator admin elsewhere. */
const COORDINATOR_USER_ID = 5;
const ADMIN_USER_ID = 1;
/** A vendor's third yard is left without standby configuration, to show a yard on the defaults. */
const UNCONFIGURED_YARD_POSITION = 2;
const REQUIRED_EVERYWHERE = new Set(['cdl', 'school_bus_endorsement', 'medical_card', 'background_check', 'drug_test']);
const WAIVER_REASONS: Record<string, string> = {
  rideTime: 'Rural stops past the river crossing; the board approved the longer ride for this run.',
  capacity: 'A second vehicle shadows this run until the larger bus returns from the shop.',
  walkDistance: 'The family asked for this stop; a closer one would be on the highway.',
};

/** The nearest multiple of `step` at or below `value`. */
const roundDown = (value: number, step: number) => Math.floor(value / step) * step;
const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

/**
 * Settings and route explorer demo data (DOMAIN.md "settings", "route explorer"): the first district's
 * SSO provider (set up, not yet switched on), standby needs of every yard but one, document rules per
 * vendor, each district's limits — set where its longest runs and walks just cross them, so a few
 * violations show — and one waived violation of each kind per district.
 */
export function generateSettingsAndExplorer(random: SeededRandom, org: Organisation, routing: Routing, now: string) {
  const stamp = { createdAt: now, updatedAt: now };
  const district = org.districts[0];
  const ssoConfigs: Insertable<SsoConfigsTable>[] = [{
    accountKind: 'district', accountId: district.id, provider: 'SSO', displayName: `${district.name} staff sign-in`,
    issuer: `https://login.${district.code.toLowerCase()}.example.org`, clientId: 'transitline-console', clientSecret: `demo-${random.digits(24)}`,
    domains: JSON.stringify([`${district.code.toLowerCase()}.example.org`]), enabled: 0, ...stamp,
  }];

  const positionAtVendor = (yard: Organisation['yards'][number]) => org.yards.filter((other) => other.vendorId === yard.vendorId).indexOf(yard);
  const standbyConfigurations: Insertable<StandbyConfigurationsTable>[] = org.yards
    .filter((yard) => positionAtVendor(yard) !== UNCONFIGURED_YARD_POSITION)
    .map((yard) => ({
      vendorId: yard.vendorId, yardId: yard.id, dayStartsAt: random.pick(['04:30', '05:00', '05:15']), updatedByUserId: null, ...stamp,
      windows: JSON.stringify([
        { startsAt: '05:30', endsAt: '09:00', driversNeeded: random.int(1, 3) },
        ...(random.chance(0.4) ? [{ startsAt: '10:30', endsAt: '12:30', driversNeeded: 1 }] : []),
        { startsAt: random.pick(['13:30', '14:00']), endsAt: '17:30', driversNeeded: random.int(1, 3) },
      ]),
    }));

  const driverDocumentSettings: Insertable<DriverDocumentSettingsTable>[] = org.vendors.flatMap((vendor) => DRIVER_DOCUMENT_TYPE_CODES.map((typeCode) => ({
    vendorId: vendor.id, typeCode, required: REQUIRED_EVERYWHERE.has(typeCode) || random.chance(0.35) ? 1 as const : 0 as const,
    warningDays: random.pick([14, 30, 30, 45, 60, 90]), updatedByUserId: null, ...stamp,
  })));

  const homes = new Map<number, StudentHome>(routing.students.map((student) => [student.id, { id: student.id, lat: student.lat ?? null, lng: student.lng ?? null }]));
  const onStops = stopStudentsOf(routing);
  const routeExplorerLimits: Insertable<RouteExplorerLimitsTable>[] = [];
  const routeViolationWaivers: Insertable<RouteViolationWaiversTable>[] = [];
  for (const { id: districtId } of org.districts) {
    const runs = routing.routes.filter((run) => run.districtId === districtId)
      .map((run) => ({ id: run.id, planned: { ...run, stops: (JSON.parse(run.stops) as PlannedStop[]).map((stop) => ({ ...stop, studentIds: onStops.get(run.id)?.get(stop.sequence) ?? [] })) } }));
    const walks = runs.flatMap(({ planned }) => planned.stops.flatMap((stop) => stop.studentIds.map((id) => {
      const home = homes.get(id);
      return home?.lat == null || home.lng == null ? 0 : walkingMeters({ lat: home.lat, lng: home.lng }, stop);
    })));
    const limits = { maxRideMinutes: roundDown(percentile(runs.map(({ planned }) => longestRide(planned).minutes), 0.92), 5), maxWalkMeters: roundDown(percentile(walks, 0.995), 1) };
    routeExplorerLimits.push({ districtId, ...limits, ...stamp });
    const waived = new Set<string>();
    for (const { id, planned } of runs) {
      for (const violation of violationsOf(planned, homes, limits)) {
        if (waived.has(violation.kind)) continue;
        waived.add(violation.kind);
        routeViolationWaivers.push({ routeId: id, districtId, violationKey: violation.key, reason: WAIVER_REASONS[violation.kind], waivedByUserId: districtId === district.id ? COORDINATOR_USER_ID : ADMIN_USER_ID, waivedAt: now, ...stamp });
      }
    }
  }
  return { ssoConfigs, standbyConfigurations, driverDocumentSettings, routeExplorerLimits, routeViolationWaivers };
}
