import type { LiveVehicle } from '../../resources/live/snapshot';
import { searchRows, STALE_AFTER_MS, vehicleRows } from '../../src/pages/liveMap/liveVehicleRows';

const NOW = Date.parse('2026-11-27T14:00:00Z');

const vehicle = (vehicleId: number, number: string, rideId: number, silentMs: number, extra: Partial<LiveVehicle> = {}): LiveVehicle => ({
  vehicleId, rideId, at: new Date(NOW - silentMs).toISOString(), lat: 38.5, lng: -121.4, speedKph: 30, heading: 90,
  vehicleNumber: number, rideDisplayId: 100_000 + rideId, rideStatus: 'en_route', driverName: `Driver ${number}`, runNumber: `AM-${number}`, nextStop: null, ...extra,
});

describe('the vehicle list beside the live map', () => {
  const fleet = [
    vehicle(1, '12', 1, 5_000),
    vehicle(2, '9', 2, STALE_AFTER_MS + 1_000),
    vehicle(3, '100', 3, 2_000),
    vehicle(4, '7', 4, 1_000),
    vehicle(5, '31', 5, 3_000, { driverName: 'Esperanza Adams' }),
  ];
  const issues = new Map([[3, ['late']], [4, ['missed_stop']], [5, ['late', 'off_route']]]);

  it('lists off-route vehicles first, then late ones, then those reporting, then the stale, each by bus number', () => {
    const rows = vehicleRows(fleet, issues, NOW);
    expect(rows.map((row) => [row.vehicle.vehicleNumber, row.attention, row.stale])).toEqual([
      ['31', 'off_route', false], ['100', 'late', false], ['7', null, false], ['12', null, false], ['9', null, true],
    ]);
    expect(rows.find((row) => row.vehicle.vehicleNumber === '12')!.silentSeconds).toBe(5);
  });

  it('is stale only after a minute without a report', () => {
    const [justInTime, late] = vehicleRows([vehicle(1, '1', 1, STALE_AFTER_MS), vehicle(2, '2', 2, STALE_AFTER_MS + 1)], new Map(), NOW);
    expect([justInTime.stale, late.stale]).toEqual([false, true]);
  });

  it('finds a bus by its number, run, driver or ride number, whatever the case', () => {
    const found = (search: string) => searchRows(vehicleRows(fleet, issues, NOW), search).map((row) => row.vehicle.vehicleNumber);
    expect(found('100')).toEqual(['100']);
    expect(found('am-12')).toEqual(['12']);
    expect(found('esperanza adams')).toEqual(['31']);
    expect(found('#100004')).toEqual(['7']);
    expect(found('100004')).toEqual(['7']);
    expect(found('  ')).toHaveLength(5);
    expect(found('nobody')).toEqual([]);
  });
});
