import { schoolDaysAround, todayIn, zonedToUtcIso } from '../../server/db/seed/calendar';

describe('demo calendar', () => {
  it('turns a district wall-clock time into UTC, across daylight saving', () => {
    expect(zonedToUtcIso('2026-10-22', '07:30', 'America/Los_Angeles')).toBe('2026-10-22T14:30:00.000Z');
    expect(zonedToUtcIso('2026-11-23', '07:30', 'America/Los_Angeles')).toBe('2026-11-23T15:30:00.000Z');
    expect(zonedToUtcIso('2026-11-23', '07:30', 'America/Chicago')).toBe('2026-11-23T13:30:00.000Z');
  });

  it('lists the school days around a date, weekends left out, and the date itself whatever its weekday', () => {
    // 2026-11-21 is a Saturday: the demo still has its day's work to show.
    expect(schoolDaysAround('2026-11-21', 3, 2)).toEqual(['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-23', '2026-11-24']);
    expect(schoolDaysAround('2026-11-23', 1, 1)).toEqual(['2026-11-20', '2026-11-23', '2026-11-24']);
  });

  it("gives today's date in the district's timezone", () => {
    const lateEvening = new Date('2026-11-21T05:30:00Z');
    expect(todayIn('America/Los_Angeles', lateEvening)).toBe('2026-11-20');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-21');
  });
});
