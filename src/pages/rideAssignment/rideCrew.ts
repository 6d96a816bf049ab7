import { useMemo } from 'react';
import { useGetMany, type RaRecord } from 'react-admin';
import type { VersionedRecord } from '../bulkEdit/recordSaves';
import { useTenantRecords } from '../bulkEdit/tenantRecords';
import { BY_LAST_NAME, driverName } from '../drivers/driverRecords';

/** A ride as /api/rides sends it: what the assignment screen reads, the rest passed back untouched. */
export interface Ride extends VersionedRecord {
  displayId: number;
  routeId: number;
  rideDate: string;
  vendorId: number | null;
  yardId: number | null;
  vehicleId: number | null;
  driverId: number | null;
  monitorId: number | null;
  status: string;
  scheduledStart: string;
  scheduledEnd: string;
}

export type CrewRole = 'vehicleId' | 'driverId' | 'monitorId';
export const CREW_ROLES: readonly CrewRole[] = ['vehicleId', 'driverId', 'monitorId'];

/** Someone or something a ride can be given: a vehicle, a driver, a monitor of a vendor. */
export interface CrewMember {
  id: number;
  vendorId: number;
  yardId: number | null;
  label: string;
}

type Staff = RaRecord & { vendorId: number; yardId: number | null; firstName: string; lastName: string };
type Vehicle = RaRecord & { vendorId: number; yardId: number | null; number: string; status: string };

const member = (record: Staff | Vehicle, label: string): CrewMember => ({ id: Number(record.id), vendorId: record.vendorId, yardId: record.yardId, label });

/**
 * What can be put on a ride, from the tenant's records: vehicles that can run (in service or spare)
 * and active drivers and monitors. The server checks each assignment again.
 */
export function useCrewOptions(): Record<CrewRole, CrewMember[]> & { isPending: boolean } {
  const vehicles = useTenantRecords<Vehicle>('vehicles', { status: ['in_service', 'spare'] }, { field: 'number', order: 'ASC' });
  const drivers = useTenantRecords<Staff>('drivers', { status: 'active' }, BY_LAST_NAME);
  const monitors = useTenantRecords<Staff>('monitors', { status: 'active' }, BY_LAST_NAME);
  return useMemo(() => ({
    vehicleId: vehicles.records.map((vehicle) => member(vehicle, vehicle.number)),
    driverId: drivers.records.map((driver) => member(driver, driverName(driver))),
    monitorId: monitors.records.map((monitor) => member(monitor, driverName(monitor))),
    isPending: vehicles.isPending || drivers.isPending || monitors.isPending,
  }), [vehicles.records, drivers.records, monitors.records, vehicles.isPending, drivers.isPending, monitors.isPending]);
}

/** The runs of the rides shown, by id: their number and whether they need a monitor. */
export function useRuns(rides: Ride[]): Map<number, { number: string; monitorRequired: boolean }> {
  const ids = useMemo(() => [...new Set(rides.map((ride) => ride.routeId))], [rides]);
  const { data } = useGetMany<RaRecord & { number: string; monitorRequired: boolean | null }>('routes', { ids });
  return useMemo(() => new Map((data ?? []).map((run) => [Number(run.id), { number: run.number, monitorRequired: Boolean(run.monitorRequired) }])), [data]);
}

const overlaps = (a: Ride, b: Ride) => a.scheduledStart < b.scheduledEnd && b.scheduledStart < a.scheduledEnd;

/** The other ride of the day a driver or monitor is already on at the time of this one, if any (the server refuses it too). */
export function clashOf(ride: Ride, role: CrewRole, memberId: number, dayRides: Ride[]): Ride | undefined {
  return dayRides.find((other) => other.id !== ride.id && other.status !== 'cancelled' && other[role] === memberId && overlaps(ride, other));
}

/** A ride still missing its vehicle or its driver. */
export const isUnassigned = (ride: Ride) => ride.vehicleId === null || ride.driverId === null;
