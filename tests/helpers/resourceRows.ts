import type { Kysely } from 'kysely';
import { RESOURCES } from '../../resources';
import { searchableFields } from '../../resources/engine/resource';
import type { Database } from '../../server/db/schema';

type LooseDb = Kysely<Record<string, Record<string, unknown>>>;
export type RowWhere = Record<string, string | number>;

const declarationOf = (name: string) => RESOURCES.find((resource) => resource.name === name)!;

/**
 * How many stored rows of a declared entity have these values and, given a search term, contain it
 * in one of the declaration's searchable fields — what a list filtered the same way must count.
 */
export async function countRows(database: Kysely<Database>, resource: string, where: RowWhere, term?: string): Promise<number> {
  const declaration = declarationOf(resource);
  const db = database as unknown as LooseDb;
  let query = db.selectFrom(declaration.table).select((eb) => eb.fn.countAll().as('total'));
  for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
  if (term) {
    const like = `%${term.toLowerCase()}%`;
    query = query.where((eb) => eb.or(searchableFields(declaration).map((field) => eb(eb.fn('lower', [eb.ref(field)]), 'like', like))));
  }
  const { total } = await query.executeTakeFirstOrThrow();
  return Number(total);
}

/** One stored row of a declared entity, its columns as Kysely names them (camelCase), or undefined. */
export function storedRow(database: Kysely<Database>, resource: string, id: number): Promise<Record<string, unknown> | undefined> {
  const db = database as unknown as LooseDb;
  return db.selectFrom(declarationOf(resource).table).selectAll().where('id', '=', id).executeTakeFirst();
}
