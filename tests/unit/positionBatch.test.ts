import { packPositions, receivedMessage, unpackPositions, type LivePosition } from '../../permissions/liveFeeds';

const position = (vehicleId: number, at: string, overrides: Partial<LivePosition> = {}): LivePosition =>
  ({ vehicleId, rideId: 500 + vehicleId, at, lat: 38.512345, lng: -121.498765, speedKph: 35, heading: 270, ...overrides });

describe('vehicle-locations batches as they travel (permissions/liveFeeds.ts)', () => {
  it('unpack to the positions packed, each at its own millisecond, nulls kept', () => {
    const positions = [
      position(7, '2026-11-26T07:00:00.250Z'),
      position(9, '2026-11-26T07:00:00.015Z', { rideId: null, speedKph: null, heading: null }),
      position(12, '2026-11-26T07:00:01.999Z', { lat: -0.000001, lng: 179.999999 }),
    ];
    expect(unpackPositions(JSON.parse(JSON.stringify(packPositions(positions))))).toEqual(positions);
    expect(receivedMessage('vehicle-locations', packPositions(positions))).toEqual(positions);
  });

  it('leave every other feed as it was sent', () => {
    const change = { rideId: 1, displayId: 100001, status: 'started', actualStart: null, actualEnd: null, vehicleId: 3, driverId: 4, version: 2 };
    expect(receivedMessage('rides-primary', change)).toBe(change);
  });

  it('send an empty batch as an empty one', () => {
    expect(unpackPositions(packPositions([]))).toEqual([]);
  });

  it('take well under half the bytes of the same positions as objects', () => {
    const positions = Array.from({ length: 80 }, (_, index) => position(1000 + index, new Date(Date.UTC(2026, 10, 26, 7, 0, 0, index * 13)).toISOString()));
    expect(JSON.stringify(packPositions(positions)).length).toBeLessThan(JSON.stringify(positions).length * 0.45);
  });
});
