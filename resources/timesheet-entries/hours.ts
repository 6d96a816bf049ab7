const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const minutesOf = (time: string) => {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
};

/**
 * Hours worked from a start and an end on the same day, to the hundredth; undefined when either is
 * not a time or the end does not come after the start (a night shift is two entries).
 */
export function hoursWorked(start: string, end: string): number | undefined {
  const from = minutesOf(start);
  const to = minutesOf(end);
  if (from === undefined || to === undefined || to <= from) return undefined;
  return Math.round(((to - from) / 60) * 100) / 100;
}
