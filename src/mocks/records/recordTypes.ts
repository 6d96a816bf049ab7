import type { FieldDeclaration } from '../../../resources/engine/fields';
import type { ResourceDeclaration } from '../../../resources/engine/resource';
import type { KeyedRandom } from './keyedRandom';
import type { MockClock } from './mockClock';

/** A stored mock record: its declared fields (and any column they are worked out from) and the system columns. */
export type MockRow = { id: number; version: number; createdAt: string; updatedAt: string } & Record<string, unknown>;

/** The records made so far, by resource: what references point at and values follow from. */
export interface MadeRecords {
  rowsOf(resource: string): readonly MockRow[];
  byId(resource: string, id: unknown): MockRow | undefined;
}

/** What a field's value is made from: the record so far, its own draws, the calendar and the other records. */
export interface FieldContext {
  resource: ResourceDeclaration;
  name: string;
  field: FieldDeclaration;
  row: Record<string, unknown>;
  /** The record's place among its resource's records, from 0. */
  index: number;
  /** Records made in groups (a run's morning and afternoon trips) share their draws; this is the place in the group. */
  twin: number;
  /** The record's own draws, each keyed by the name it is asked for with. */
  random: KeyedRandom;
  clock: MockClock;
  made: MadeRecords;
  /** Worked out once per record and shared by its fields (a run's plan gives its stops, times and path). */
  once<T>(key: string, make: () => T): T;
}

export type FieldMaker = (context: FieldContext) => unknown;
