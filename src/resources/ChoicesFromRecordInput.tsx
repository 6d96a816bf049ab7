import { SelectInput, TextInput, useGetOne, useResourceContext, useTranslate, type InputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { declarationOf } from '../../resources';
import { choicesIn, type FieldDeclaration } from '../../resources/engine/fields';
import { representRecord } from '../../resources/engine/readableValues';

/**
 * A value chosen from a list another record of the form holds (a student's grade from their
 * district's grade list, `choicesFrom`): the list of the record chosen now, read as the user picks
 * it. A stored value the list no longer holds stays offered, so that the form still shows it; one
 * who may not read that record types the value, and the server checks it either way.
 */
export function ChoicesFromRecordInput({ declared, ...common }: InputProps & { source: string; declared: FieldDeclaration }) {
  const translate = useTranslate();
  const from = declared.choicesFrom!;
  const holderResource = declarationOf(useResourceContext()!)!.fields[from.reference].reference!;
  const holderId = useWatch({ name: from.reference }) as number | null | undefined;
  const current = useWatch({ name: common.source }) as string | number | null | undefined;
  const { data: holder, isPending, error } = useGetOne(holderResource, { id: holderId! }, { enabled: holderId != null });
  if (error) return <TextInput {...common} />;
  const items = holder ? itemsIn(holder[from.list]) : [];
  const values = holder ? choicesIn(holder[from.list], from.value) : [];
  // A whole-number field (a run's stop) keeps its choices as numbers.
  const asValue = (value: string) => (declared.type === 'integer' ? Number(value) : value);
  const nameOf = (value: string) => {
    const item = items.find((candidate) => String(candidate[from.value]) === value);
    return from.label && item ? representRecord(from.label, item) : value;
  };
  const offered = current != null && current !== '' && !values.includes(String(current)) ? [String(current), ...values] : values;
  const waiting = holderId == null;
  return (
    <SelectInput
      {...common}
      choices={offered.map((value) => ({ id: asValue(value), name: nameOf(value) }))}
      translateChoice={false}
      isPending={!waiting && isPending}
      disabled={common.disabled || waiting}
      helperText={waiting ? translate('global.choicesFrom.first', { field: translate(`resources.${holderResource}.name`, { smart_count: 1 }) }) : undefined}
    />
  );
}

/** The items of a record's list, as objects (a run's stops). */
function itemsIn(list: unknown): Record<string, unknown>[] {
  const items = typeof list === 'string' ? (JSON.parse(list) as unknown) : list;
  return Array.isArray(items) ? items.filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object') : [];
}
