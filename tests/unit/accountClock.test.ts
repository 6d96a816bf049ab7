import { instantOf, isWallTime, wallTimeIn, zoneNameOf } from '../../src/shell/accountClock';

describe("times entered on the account's clock", () => {
  it.each([
    ['America/Chicago', '2026-11-21T07:30', '2026-11-21T13:30:00.000Z'],
    ['America/Chicago', '2026-07-01T07:30', '2026-07-01T12:30:00.000Z'],
    ['America/Los_Angeles', '2026-11-21T23:45', '2026-11-22T07:45:00.000Z'],
    ['Asia/Ho_Chi_Minh', '2026-11-21T06:00', '2026-11-20T23:00:00.000Z'],
    ['UTC', '2026-01-01T00:00', '2026-01-01T00:00:00.000Z'],
  ])('%s %s is %s, and back', (zone, wall, iso) => {
    expect(instantOf(wall, zone)).toBe(iso);
    expect(wallTimeIn(iso, zone)).toBe(wall);
  });

  it('reads the hour the clocks skip in spring as the hour after, and the repeated autumn hour once', () => {
    expect(instantOf('2026-03-08T02:30', 'America/Chicago')).toBe('2026-03-08T08:30:00.000Z');
    expect(wallTimeIn(instantOf('2026-03-08T02:30', 'America/Chicago')!, 'America/Chicago')).toBe('2026-03-08T03:30');
    expect(wallTimeIn(instantOf('2026-11-01T01:30', 'America/Chicago')!, 'America/Chicago')).toBe('2026-11-01T01:30');
  });

  it('refuses text that is no time', () => {
    expect(instantOf('', 'America/Chicago')).toBeUndefined();
    expect(instantOf('tomorrow', 'America/Chicago')).toBeUndefined();
  });

  it("names the zone in the reader's language", () => {
    expect(zoneNameOf('America/Chicago', 'en', new Date('2026-11-21T12:00:00Z'))).toBe('Central Standard Time');
    expect(zoneNameOf('America/Chicago', 'es', new Date('2026-11-21T12:00:00Z'))).toMatch(/hora estándar central/i);
  });
});

it('tells a wall time held by the input from an instant', () => {
  expect(isWallTime('2026-11-21T07:30')).toBe(true);
  expect(isWallTime('2026-11-21T13:30:00.000Z')).toBe(false);
});
