import DataLoader from 'dataloader';

/** The most keys one statement is asked for; more wait for the next. */
const MOST_AT_ONCE = 500;

/**
 * Reads (or writes) asked for while the event loop handles one round of its sockets go to the
 * database together, as one statement: `run` is given every key of the round and answers each, in
 * order. A quiet server's round holds one request, so nothing waits; a busy one's holds many, and
 * a state's thousands of devices a second cost tens of statements, not thousands — each statement
 * costs a round trip and a connection from the pool the list pages share.
 *
 * Nothing is remembered between rounds: every key is read afresh.
 */
export function batched<Key, Value>(run: (keys: readonly Key[]) => Promise<Value[]>): DataLoader<Key, Value> {
  return new DataLoader<Key, Value>(run, { cache: false, maxBatchSize: MOST_AT_ONCE, batchScheduleFn: (send) => setImmediate(send) });
}

/** Each key's row among `rows` (by `keyOf`), or undefined: a batch's answers in its keys' order. */
export function inKeyOrder<Key, Row>(keys: readonly Key[], rows: Row[], keyOf: (row: Row) => Key): (Row | undefined)[] {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => byKey.get(key));
}
