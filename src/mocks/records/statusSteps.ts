import type { StatusFlow, StatusTransition } from '../../../resources/engine/resource';

/**
 * The steps a record took to reach `status`, first to last: from a status no step leads to (where
 * records start), or, in a flow that goes round (on standby and off again), the one step into it.
 */
export function stepsTo(flow: StatusFlow, status: string): StatusTransition[] {
  const transitions = Object.values(flow.transitions);
  const reached = new Set(transitions.map((transition) => transition.to));
  const paths = new Map<string, StatusTransition[]>();
  const queue = [...new Set(transitions.flatMap((transition) => transition.from))].filter((from) => !reached.has(from));
  for (const start of queue) paths.set(start, []);
  while (queue.length) {
    const from = queue.shift()!;
    for (const transition of transitions.filter((candidate) => candidate.from.includes(from) && !paths.has(candidate.to))) {
      paths.set(transition.to, [...paths.get(from)!, transition]);
      queue.push(transition.to);
    }
  }
  const into = transitions.find((transition) => transition.to === status);
  return paths.get(status) ?? (into ? [into] : []);
}

/** The fields only a step writes: its stamp's time, the name of who took it, and its input. */
export function stepFields(flow: StatusFlow, transitions: readonly StatusTransition[] = Object.values(flow.transitions)): Set<string> {
  return new Set(transitions.flatMap((transition) => [
    ...(transition.stamp ? [transition.stamp.at, stampNameField(transition.stamp.by)] : []),
    ...Object.keys(transition.input ?? {}),
  ]));
}

/** The name shown for a stamp's person: `decidedByUserId` is read as `decidedByName`. */
export const stampNameField = (byField: string) => byField.replace(/UserId$/, 'Name');

/** Where a new record's status starts: the first status no step leads to. */
export function initialStatus(flow: StatusFlow, choices: readonly string[] = []): string {
  const reached = new Set(Object.values(flow.transitions).map((transition) => transition.to));
  const starts = Object.values(flow.transitions).flatMap((transition) => transition.from).filter((status) => !reached.has(status));
  return starts[0] ?? choices[0] ?? Object.values(flow.transitions)[0].from[0];
}
