import { median, milliseconds, ratio, verdict, worst } from '../figures';
import type { RoundTimes } from './timedRound';

/** The budgets: a list sorted or filtered to its new rows, and a save to its confirmation, each 300 ms at the median. */
const BUDGET_MS = 300;

/** Every round's timings of each app, in the order taken. */
export interface ListSpeedTimes {
  console: RoundTimes[];
  bare: RoundTimes[];
}

const ACTIONS: { action: keyof RoundTimes; title: string; note?: string }[] = [
  { action: 'sort', title: 'sort the rides list by "Ride #", each way (click on the arrow → the first row is the new first ride, every row named)' },
  {
    action: 'filter',
    title: 'filter the rides list by status, two statuses in turn (click on the status → every row has it, every row named)',
    // ra-core's FilterLiveForm: its `debounce` (500 ms unless set) runs before the list is asked.
    note: "the bare app's filter form waits react-admin's 500 ms after a change before it asks for the list; the console's asks at once for a chosen status",
  },
  { action: 'save', title: "save a vehicle's changed make (click on Save → its notice is shown)" },
];

const LABEL_WIDTH = 20;

function printAction(title: string, ours: number[], bare: number[], note?: string): void {
  console.log(`\n${title}`);
  console.log(`  ${'console'.padEnd(LABEL_WIDTH)} p50 ${milliseconds(median(ours))}   worst ${milliseconds(worst(ours))}   budget ≤ ${milliseconds(BUDGET_MS).trim()} at the median   ${verdict(median(ours) <= BUDGET_MS)}`);
  console.log(`  ${'bare react-admin'.padEnd(LABEL_WIDTH)} p50 ${milliseconds(median(bare))}   worst ${milliseconds(worst(bare))}`);
  console.log(`  ${'console / bare'.padEnd(LABEL_WIDTH)} p50 ${ratio(median(ours) / median(bare))}   worst ${ratio(worst(ours) / worst(bare))}`);
  if (note) console.log(`  (${note})`);
}

const timesEach = (count: number) => `${count} ${count === 1 ? 'time' : 'times'} each`;

export function printListSpeed(times: ListSpeedTimes): void {
  for (const { action, title, note } of ACTIONS) {
    const [ours, bare] = [times.console, times.bare].map((rounds) => rounds.flatMap((round) => round[action]));
    printAction(`${title}, ${timesEach(ours.length)}`, ours, bare, note);
  }
  console.log("\nThe issue's third figure, a bulk change of 100 rides within 2 s, is ride-bulk's: `npm run bench -- ride-bulk`.");
}
