import { Fragment, lazy, Suspense, type ReactElement } from 'react';
import {
  AutocompleteInput, BooleanField, BooleanInput, CheckboxGroupInput, DateInput,
  NumberInput, ReferenceInput, SelectField, SelectInput, TextField, TextInput, useTranslate, type FieldProps,
} from 'react-admin';
import { isMultiline, type FieldDeclaration } from '../../resources/engine/fields';
import { AccountDateTimeInput } from './AccountDateTimeInput';
import { ChoicesFromRecordInput } from './ChoicesFromRecordInput';
import { ChoiceFilter, RecordFilter, YesNoFilter } from './chosenFilters';
import { ReferenceCell } from './ReferenceCell';
import { AccountDateTimeField, AccountDistanceField, LocaleDateField, LocaleMoneyField, LocaleNumberField, LocaleTimeOfDayField } from './localizedFields';
import { StructuredField } from './StructuredField';
import { SubRecordsField, SubRecordsInput } from './SubRecords';

/** The map comes with its own code, fetched when a record with a path is first shown. */
const PathMap = lazy(() => import('./PathMap'));

function PolylineField(props: FieldProps & { source: string }) {
  return <Suspense fallback={null}><PathMap {...props} /></Suspense>;
}

/** Choice values read through the `choices` catalogue ("in_service" → "In service"). */
const choicesOf = (field: FieldDeclaration) => (field.choices ?? []).map((id) => ({ id, name: `choices.${id}` }));
const formatJson = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));
const parseJson = (text: string) => {
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return text;
  }
};

const centsAsAmount = (cents?: number | null) => (cents == null ? '' : String(cents / 100));
const amountAsCents = (amount: number | string) => {
  const value = typeof amount === 'number' ? amount : parseFloat(amount);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
};

/**
 * How a declared field reads in a list or on a record page; as a list column it offers a sort only
 * when told (`sortableColumns`), since react-admin offers one on every column otherwise.
 */
export function fieldFor(name: string, field: FieldDeclaration, sortable = false): ReactElement {
  switch (field.type) {
    case 'integer': case 'number':
      if (field.cents) return <LocaleMoneyField key={name} source={name} sortable={sortable} />;
      if (field.unit === 'meters') return <AccountDistanceField key={name} source={name} sortable={sortable} />;
      return <LocaleNumberField key={name} source={name} sortable={sortable} grouping={!field.plain} money={field.money} />;
    case 'boolean': return <BooleanField key={name} source={name} sortable={sortable} />;
    case 'date': return <LocaleDateField key={name} source={name} sortable={sortable} />;
    case 'datetime': return <AccountDateTimeField key={name} source={name} sortable={sortable} />;
    case 'time': return <LocaleTimeOfDayField key={name} source={name} sortable={sortable} />;
    case 'enum': return <SelectField key={name} source={name} sortable={sortable} choices={choicesOf(field)} />;
    case 'reference': return <ReferenceCell key={name} source={name} reference={field.reference!} sortable={sortable} />;
    case 'json':
      if (field.items) return <SubRecordsField key={name} source={name} items={field.items} cellOf={fieldFor} />;
      return <StructuredField key={name} source={name} sortable={false} />;
    case 'polyline': return <PolylineField key={name} source={name} sortable={false} />;
    default: return <TextField key={name} source={name} sortable={sortable} sx={isMultiline(field) ? { whiteSpace: 'pre-wrap' } : undefined} />;
  }
}

/**
 * How wide a field's input is, by what it holds: a number, a day or a choice is short, a name
 * longer, an address or a note the widest — never wider than the form, so a narrow window shrinks it.
 */
function inputWidthOf(field: FieldDeclaration): string {
  switch (field.type) {
    case 'text': {
      if (isMultiline(field)) return '48rem';
      const length = field.maxLength ?? 200;
      return length <= 20 ? '14rem' : length <= 80 ? '24rem' : '40rem';
    }
    case 'email': case 'reference': return '24rem';
    case 'json': case 'polyline': return '48rem';
    default: return '14rem';
  }
}

/** How a declared field is entered in a form; the checks themselves come from the resolver. */
export function inputFor(name: string, field: FieldDeclaration, label?: string): ReactElement {
  return <Fragment key={name}>{inputOf(name, field, label)}</Fragment>;
}

function inputOf(name: string, field: FieldDeclaration, label?: string): ReactElement {
  const common = { source: name, label, isRequired: field.required, disabled: field.readOnly, sx: { width: '100%', maxWidth: inputWidthOf(field) } };
  switch (field.type) {
    case 'integer': case 'number':
      // Cents are entered as dollars and cents, and sent back as whole cents.
      if (field.cents) return <NumberInput {...common} step={0.01} format={centsAsAmount} parse={amountAsCents} />;
      if (field.choicesFrom) return <ChoicesFromRecordInput {...common} declared={field} />;
      return <NumberInput {...common} min={field.min} max={field.max} />;
    case 'boolean': return <BooleanInput {...common} />;
    case 'date': return <DateInput {...common} />;
    case 'datetime': return <AccountDateTimeInput {...common} />;
    case 'enum': return <SelectInput {...common} choices={choicesOf(field)} />;
    case 'reference': return <ReferenceInput source={name} reference={field.reference!}><AutocompleteInput label={label} isRequired={field.required} disabled={field.readOnly} sx={common.sx} /></ReferenceInput>;
    case 'json':
      if (field.items) return <SubRecordsInput source={name} items={field.items} maxItems={field.maxItems} inputOf={inputFor} />;
      if (field.choices) return <CheckboxGroupInput source={name} label={label} isRequired={field.required} disabled={field.readOnly} choices={choicesOf(field)} />;
      return <TextInput {...common} multiline format={formatJson} parse={parseJson} />;
    case 'polyline': return <TextInput {...common} multiline />;
    default:
      if (field.choicesFrom) return <ChoicesFromRecordInput {...common} declared={field} />;
      return <TextInput {...common} type={field.type === 'email' ? 'email' : 'text'} multiline={isMultiline(field)} />;
  }
}

/** "Date from", "Date until": the label of one end of a range filter. */
function RangeEndLabel({ label, end }: { label: string; end: 'from' | 'until' }) {
  const translate = useTranslate();
  return <>{translate(`global.filters.${end}`, { field: translate(label) })}</>;
}

/**
 * A list's filters for a declared field: references pick a record, choices pick a value (both asking
 * for rows at once), a date
 * means that day — with "from" and "until" offered beside it for a range — and a moment in time
 * is filtered from a day on, or until one.
 */
export function filtersFor(resource: string, name: string, field: FieldDeclaration, alwaysOn = false): ReactElement[] {
  const label = `resources.${resource}.fields.${name}`;
  const rangeEnds = [
    <DateInput key={`${name}_gte`} source={`${name}_gte`} label={<RangeEndLabel label={label} end="from" />} />,
    <DateInput key={`${name}_lte`} source={`${name}_lte`} label={<RangeEndLabel label={label} end="until" />} />,
  ];
  switch (field.type) {
    case 'reference': return [<ReferenceInput key={name} source={name} reference={field.reference!}><RecordFilter source={name} label={label} /></ReferenceInput>];
    case 'enum': return [<ChoiceFilter key={name} source={name} label={label} choices={choicesOf(field)} />];
    case 'boolean': return [<YesNoFilter key={name} source={name} label={label} />];
    case 'date': return [<DateInput key={name} source={name} label={label} alwaysOn={alwaysOn} />, ...rangeEnds];
    case 'datetime': return rangeEnds;
    case 'integer': case 'number': return [<NumberInput key={name} source={name} label={label} />];
    default: return [<TextInput key={name} source={name} label={label} />];
  }
}
