import { applyRunEdit, renumbered } from '../../resources/route-explorer/runDraft';
import { violationsOf, type PlannedRun, type StudentHome } from '../../resources/route-explorer/violations';
import { readRouteExplorerState, saveRouteExplorerState, stateForDistrict } from '../../src/shell/routeExplorer/routeExplorerStart';

const stop = (sequence: number, time: string, studentIds: number[], lat = 38.58) => ({ sequence, lat, lng: -121.49, address: `${sequence} Main St`, time, studentIds });
const morning: PlannedRun = {
  direction: 'AM', startTime: '06:55', endTime: '08:05', vehicleType: 'van',
  stops: [stop(1, '07:00', [1, 2, 3, 4, 5, 6]), stop(2, '07:20', [7, 8, 9, 10]), stop(3, '07:40', [11], 38.59)],
};
const homes = new Map<number, StudentHome>(Array.from({ length: 11 }, (_, i) => [i + 1, { id: i + 1, lat: 38.58, lng: -121.49 }]));

/** DOMAIN.md "route explorer": the violations a run is checked for, and route management's edits. */
describe('route explorer checks', () => {
  it('finds the longest ride, the seats exceeded and a walk over the limit', () => {
    homes.set(11, { id: 11, lat: 38.58, lng: -121.49 });
    const violations = violationsOf(morning, homes, { maxRideMinutes: 60, maxWalkMeters: 800 });
    expect(violations).toEqual([
      { key: 'ride-time', kind: 'rideTime', value: 65, limit: 60, stopSequence: 1, studentId: null },
      { key: 'capacity', kind: 'capacity', value: 11, limit: 10, stopSequence: null, studentId: null },
      { key: 'walk-distance:11', kind: 'walkDistance', value: 1112, limit: 800, stopSequence: 3, studentId: 11 },
    ]);
    expect(violationsOf({ ...morning, vehicleType: 'bus' }, new Map(), { maxRideMinutes: 65, maxWalkMeters: 800 })).toEqual([]);
  });

  it('counts an afternoon ride from the departure from school', () => {
    const afternoon = { ...morning, direction: 'PM', startTime: '15:00', endTime: '16:00', vehicleType: 'bus', stops: [stop(1, '15:20', [1]), stop(2, '15:50', [2])] };
    expect(violationsOf(afternoon, new Map(), { maxRideMinutes: 45, maxWalkMeters: 800 })).toEqual([
      { key: 'ride-time', kind: 'rideTime', value: 50, limit: 45, stopSequence: 2, studentId: null },
    ]);
  });

  it('reorders and retimes a morning run, keeping its arrival and the lead to its first stop', () => {
    const edit = applyRunEdit(morning, { stops: [{ sequence: 2, time: '07:05' }, { sequence: 1, time: '07:25' }, { sequence: 3, time: '07:45' }] });
    expect(edit).toEqual({ run: expect.objectContaining({ startTime: '07:00', endTime: '08:05' }) });
    if (!('run' in edit)) return;
    expect(edit.run.stops.map((s) => s.sequence)).toEqual([2, 1, 3]);
    expect(renumbered(edit.run.stops).map((s) => [s.sequence, s.address])).toEqual([[1, '2 Main St'], [2, '1 Main St'], [3, '3 Main St']]);
  });

  it.each([
    [[{ sequence: 1, time: '07:00' }, { sequence: 2, time: '07:20' }], "List each of the run's 3 stops once."],
    [[{ sequence: 1, time: '07:00' }, { sequence: 1, time: '07:20' }, { sequence: 3, time: '07:40' }], "List each of the run's 3 stops once."],
    [[{ sequence: 1, time: '07:30' }, { sequence: 2, time: '07:20' }, { sequence: 3, time: '07:40' }], 'Stop 2 must come after 07:30, the time of the stop before it.'],
    [[{ sequence: 1, time: '07:00' }, { sequence: 2, time: '07:20' }, { sequence: 3, time: '08:10' }], 'Every stop must come before the arrival at school (08:05).'],
    [[{ sequence: 1, time: '7:00' }, { sequence: 2, time: '07:20' }, { sequence: 3, time: '07:40' }], 'The time of stop 1 must be a time (HH:MM).'],
  ])('refuses an edit that cannot be a run (%#)', (stops, problem) => {
    expect(applyRunEdit(morning, { stops })).toEqual({ problem });
  });
});

describe('the route explorer last visit (spec 3 "Route explorer persisted state")', () => {
  const storage = () => {
    const items = new Map<string, string>();
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => items.set(key, value) } as unknown as Storage;
  };

  it("keeps the map view with the district and selection, for the user who left it only", () => {
    const kept = storage();
    const visit = { districtId: 1, selection: [4, 9], view: 'ROUTES' as const, map: { lat: 38.58, lng: -121.49, zoom: 13 } };
    saveRouteExplorerState(kept, visit, 5);
    expect(readRouteExplorerState(kept, 5)).toEqual(visit);
    expect(readRouteExplorerState(kept, 6)).toBeNull();
    expect(stateForDistrict(1, visit)).toEqual(visit);
    expect(stateForDistrict(2, visit)).toEqual({ districtId: 2, selection: [], view: 'ROUTES' });
    kept.setItem('routeExplorerLastVisit', JSON.stringify({ ...visit, map: { lat: 'x', lng: 1, zoom: 2 } }));
    expect(readRouteExplorerState(kept, 5)).toEqual({ districtId: 1, selection: [4, 9], view: 'ROUTES' });
  });
});
