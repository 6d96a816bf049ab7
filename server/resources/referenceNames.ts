import { declarationOf } from '../../resources';
import type { ExportReader, ReferenceNames } from '../../resources/engine/exportColumns';
import type { FieldDeclaration } from '../../resources/engine/fields';
import { readableName } from '../../resources/engine/readableValues';
import type { ResourceDeclaration } from '../../resources/engine/resource';
import type { DeploymentRole } from '../config';
import type { ListScope } from './listQuery';
import { recordMaker, type Row } from './recordCodec';
import type { LooseDb } from './recordWrites';
import { readableRows } from './tenantScope';

/** Ids asked for in one query: far below what either database takes as parameters. */
const IDS_PER_QUERY = 1000;

/** The referenced entities named, and how many of each entity's records were. */
export type NamedRecords = ReadonlyMap<ResourceDeclaration, number>;

/**
 * The names of the records that `records`' references point to, as the reader's screens write them
 * (`recordRepresentation`, values in their language), by field and id. Only names the reader may
 * read: of entities they may view, of records they may see (their tenant, their part of a shared
 * table, their own where they see no others'), made of the fields they are sent. A record they may
 * not see has no name, as in a list.
 */
export async function referenceNamesOf(
  db: LooseDb, fields: [string, FieldDeclaration][], records: Row[], scoped: ListScope, portal: DeploymentRole, reader: ExportReader,
): Promise<{ names: ReferenceNames; named: NamedRecords }> {
  const wanted = new Map<ResourceDeclaration, Set<number>>();
  for (const [name, field] of fields) {
    const target = field.type === 'reference' ? declarationOf(field.reference!) : undefined;
    if (!target || !scoped.reader.can(target.permissions.view)) continue;
    const ids = wanted.get(target) ?? wanted.set(target, new Set()).get(target)!;
    for (const record of records) if (typeof record[name] === 'number') ids.add(record[name]);
  }
  const byTarget = new Map<ResourceDeclaration, Map<number, string>>();
  for (const [target, ids] of wanted) {
    const asSent = recordMaker(target, portal, scoped.ability, scoped.today);
    const named = new Map<number, string>();
    const all = [...ids];
    for (let start = 0; start < all.length; start += IDS_PER_QUERY) {
      const rows = await db.selectFrom(target.table).selectAll().where(readableRows(scoped.account, target))
        .where(`${target.table}.id`, 'in', all.slice(start, start + IDS_PER_QUERY)).execute();
      for (const row of rows) {
        const name = readableName(target, asSent(row), reader.formats, reader.translate).trim();
        if (name) named.set(Number(row.id), name);
      }
    }
    byTarget.set(target, named);
  }
  const names = new Map(fields.flatMap(([name, field]) => {
    const named = field.type === 'reference' ? byTarget.get(declarationOf(field.reference!)!) : undefined;
    return named ? [[name, named] as const] : [];
  }));
  return { names, named: new Map([...byTarget].map(([target, named]) => [target, named.size])) };
}
