/** Each selected run's colour on the map and beside its card, in the order they were ticked. */
const RUN_COLORS = ['#1565c0', '#2e7d32', '#6a1b9a', '#ef6c00', '#00838f', '#ad1457', '#4e342e', '#283593', '#558b2f', '#00695c'];

/** Stops with an open violation stand out in this colour, whatever their run's. */
export const VIOLATION_COLOR = '#c62828';

export function runColorOf(selection: readonly number[], runId: number): string {
  return RUN_COLORS[Math.max(0, selection.indexOf(runId)) % RUN_COLORS.length];
}
