import { declarationOf, RESOURCES } from '../../../resources';
import type { LiveRouteIssue } from '../../../permissions/liveFeeds';
import type { ResourceDeclaration } from '../../../resources/engine/resource';
import { makeRecord } from './generateRecords';
import { mockClock, type MockClock } from './mockClock';
import { rollUpAccounting } from './operationRollups';
import { recordGroups } from './recordGroups';
import type { MadeRecords, MockRow } from './recordTypes';
import { keepRidesOnTheRoad, routeIssuesOf } from './rideOperations';

export type RouteIssueRow = LiveRouteIssue & { districtId: number };

export { declarationOf };

const inPart = (resource: ResourceDeclaration, row: MockRow) => Object.entries(resource.only ?? {}).every(([field, values]) => values.includes(String(row[field])));

/**
 * The mock operation in memory: every declared resource's records, by table (the standby board reads
 * the drivers' records, each inspection section its part of one table), and the rides' route issues.
 */
export class MockStore implements MadeRecords {
  readonly routeIssues: RouteIssueRow[] = [];
  private readonly tables = new Map<string, Map<number, MockRow>>();
  private readonly lastIds = new Map<string, number>();
  private readonly keptState = new Map<string, unknown>();
  /** Each resource's records as last listed, until its table changes. */
  private readonly listed = new Map<string, MockRow[]>();

  constructor(readonly clock: MockClock) {}

  rowsOf(resource: string): readonly MockRow[] {
    const declaration = declarationOf(resource);
    if (!declaration) return [];
    const listed = this.listed.get(resource) ?? [...(this.tables.get(declaration.table)?.values() ?? [])].filter((row) => inPart(declaration, row));
    this.listed.set(resource, listed);
    return listed;
  }

  byId(resource: string, id: unknown): MockRow | undefined {
    const declaration = declarationOf(resource);
    const row = declaration && this.tables.get(declaration.table)?.get(Number(id));
    return row && inPart(declaration, row) ? row : undefined;
  }

  insert(resource: string, fields: Omit<MockRow, 'id'>): MockRow {
    const { table } = declarationOf(resource)!;
    const id = (this.lastIds.get(table) ?? 0) + 1;
    this.lastIds.set(table, id);
    return this.save(resource, { ...fields, id } as MockRow);
  }

  /** Writes a changed record over the stored one. */
  save(resource: string, row: MockRow): MockRow {
    this.tableOf(resource).set(row.id, row);
    this.changed(resource);
    return row;
  }

  remove(resource: string, id: number): void {
    this.tableOf(resource).delete(id);
    this.changed(resource);
  }

  /** What an endpoint keeps beside the records (work-queue items, settings, drafts): made on first use, then changed in place. */
  kept<T>(key: string, make: () => T): T {
    if (!this.keptState.has(key)) this.keptState.set(key, make());
    return this.keptState.get(key) as T;
  }

  private changed(resource: string): void {
    const { table } = declarationOf(resource)!;
    for (const name of this.listed.keys()) if (declarationOf(name)?.table === table) this.listed.delete(name);
  }

  private tableOf(resource: string): Map<number, MockRow> {
    const { table } = declarationOf(resource)!;
    return this.tables.get(table) ?? this.tables.set(table, new Map()).get(table)!;
  }
}

/** The whole mock operation as of `now`: every record, made from the declarations, then the day's state of the rides. */
export function buildMockStore(now: number): MockStore {
  const store = new MockStore(mockClock(now));
  const drawn = new Map<string, Record<string, unknown>>();
  for (const group of recordGroups(RESOURCES)) {
    const seeds = group.plan.seeds?.(store, store.clock) ?? Array.from({ length: group.plan.count }, () => ({}));
    seeds.forEach((seed, index) => store.insert(group.declaration.name, makeRecord({ group, index, seed, clock: store.clock, made: store, declarationOf, drawn })));
  }
  rollUpAccounting(store);
  keepRidesOnTheRoad(store);
  store.routeIssues.push(...routeIssuesOf(store));
  return store;
}

let shared: MockStore | undefined;

/** The page's mock operation, made on first use: the same records for as long as the page lives. */
export function mockStore(): MockStore {
  shared ??= buildMockStore(Date.now());
  return shared;
}

export type { MockClock };
