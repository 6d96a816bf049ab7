import { AutocompleteInput, BooleanInput, SelectInput, useListContext, type AutocompleteInputProps, type BooleanInputProps, type SelectInputProps } from 'react-admin';

/**
 * A filter chosen rather than typed — a status, yes or no, a record — asks for the list's rows at
 * once: the filter form waits after every change (LIST_FILTER_DEBOUNCE_MS) for more typing, which a
 * choice never brings. The form's own later submission then asks for the same rows, and nothing more.
 */
function useAppliedAtOnce(source: string): (value: unknown) => void {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  return (value) => setFilters({ ...filterValues, [source]: value }, displayedFilters, false);
}

export function ChoiceFilter(props: SelectInputProps & { source: string }) {
  const apply = useAppliedAtOnce(props.source);
  return <SelectInput {...props} onChange={(event) => apply(event?.target?.value)} />;
}

export function YesNoFilter(props: BooleanInputProps & { source: string }) {
  const apply = useAppliedAtOnce(props.source);
  return <BooleanInput {...props} onChange={(event) => apply(event?.target?.checked)} />;
}

/** A referenced record picked from its suggestions (inside a ReferenceInput, which gives it its source). */
export function RecordFilter(props: AutocompleteInputProps & { source: string }) {
  const apply = useAppliedAtOnce(props.source);
  return <AutocompleteInput {...props} onChange={(value) => apply(value)} />;
}
