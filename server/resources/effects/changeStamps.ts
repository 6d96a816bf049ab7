import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Row } from '../recordCodec';
import type { RecordChange } from './index';

/** A user's name as lists show it beside a decision or a request. */
export async function userName(db: Kysely<Database>, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const user = await db.selectFrom('users').select(['firstName', 'lastName']).where('id', '=', userId).executeTakeFirst();
  return user ? `${user.firstName} ${user.lastName}`.trim() : null;
}

/** The write was one of the status flow's steps: its status moved. */
export const isStep = ({ before, after }: RecordChange, field = 'status'): boolean => Boolean(before && after && before[field] !== after[field]);

/** Columns an effect sets on the row it follows, written and handed back for the answer. */
export async function setOwnColumns(db: Kysely<Database>, table: keyof Database, id: number, columns: Row): Promise<Row> {
  await (db as unknown as Kysely<Record<string, Row>>).updateTable(table).set(columns).where('id', '=', id).execute();
  return columns;
}
