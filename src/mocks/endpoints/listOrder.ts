import { declarationOf } from '../../../resources';
import type { ResourceDeclaration } from '../../../resources/engine/resource';
import { blankName, sortKeyOf, type ListReader, type SortKey } from '../../../resources/engine/sorting';
import { i18nProvider } from '../../providers/i18nProvider';
import { representRecord } from '../../../resources/engine/readableValues';
import { mockStore } from '../records/mockStore';
import { MOCK_ACCOUNT } from '../mockSession';

/** The mock user to the declaration's sort rules: every permission, in the operator's portal. */
export const MOCK_READER: ListReader = { can: () => true, portal: MOCK_ACCOUNT.userRole };

type Listed = Readonly<Record<string, unknown>> & { id: number };
type Value = string | number | null;

const blankAsMissing = (value: unknown, blank = ''): Value => (value === null || value === undefined || value === blank ? null : (value as string | number));

/** What a record is ordered by, as the server orders it (server/resources/listOrder.ts). */
function orderValue(record: Listed, field: string, key: SortKey): Value {
  let value: Value;
  if ('reference' in key) {
    const referenced = record[field] === null ? undefined : mockStore().byId(key.reference.name, record[field]);
    if (!referenced) return null;
    const [only] = key.name;
    value = key.name.length === 1 && 'field' in only
      ? blankAsMissing(referenced[only.field])
      : blankAsMissing(representRecord(key.reference.recordRepresentation, referenced), blankName(key.name));
  } else {
    value = blankAsMissing(record[field]);
  }
  return key.kind === 'choice' && value !== null ? i18nProvider.translate(`choices.${value}`, { _: String(value) }) : value;
}

/**
 * The records in the order a list asks for, as the server puts them: a reference by its record's
 * name, text and choice labels in the language shown, missing values last either way, ids breaking ties.
 */
export function inListOrder<R extends Listed>(records: readonly R[], resource: ResourceDeclaration, sort: { field: string; order: 'ASC' | 'DESC' }): R[] {
  const key = sortKeyOf(resource, sort.field, declarationOf);
  const collator = new Intl.Collator(i18nProvider.getLocale());
  const compare = (a: string | number, b: string | number) => (key.kind === 'stored' ? (a < b ? -1 : a > b ? 1 : 0) : collator.compare(String(a), String(b)));
  const direction = sort.order === 'ASC' ? 1 : -1;
  const valued = records.map((record) => ({ record, value: orderValue(record, sort.field, key) }));
  valued.sort((a, b) => {
    if (a.value === null || b.value === null) {
      if (a.value !== b.value) return a.value === null ? 1 : -1;
    } else {
      const byValue = compare(a.value, b.value);
      if (byValue) return direction * byValue;
    }
    return direction * (a.record.id - b.record.id);
  });
  return valued.map(({ record }) => record);
}
