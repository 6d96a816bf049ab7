import { SelectInput, TextInput, useGetOne, useResourceContext, useTranslate, type InputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { declarationOf } from '../../resources';
import { choicesIn, type FieldDeclaration } from '../../resources/engine/fields';

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
  const current = useWatch({ name: common.source }) as string | null | undefined;
  const { data: holder, isPending, error } = useGetOne(holderResource, { id: holderId! }, { enabled: holderId != null });
  if (error) return <TextInput {...common} />;
  const values = holder ? choicesIn(holder[from.list], from.value) : [];
  const offered = current && !values.includes(current) ? [current, ...values] : values;
  const waiting = holderId == null;
  return (
    <SelectInput
      {...common}
      choices={offered.map((value) => ({ id: value, name: value }))}
      translateChoice={false}
      isPending={!waiting && isPending}
      disabled={common.disabled || waiting}
      helperText={waiting ? translate('global.choicesFrom.first', { field: translate(`resources.${holderResource}.name`, { smart_count: 1 }) }) : undefined}
    />
  );
}
