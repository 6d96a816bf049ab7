import { useId } from 'react';
import { allChosenState, chooseAll } from './accountSelection';

interface SubAccountChoicesProps {
  legend: string;
  /** "All yards": ticks or unticks every one; offered when there are several. */
  allLabel: string;
  options: { id: number; name: string }[];
  value: number[];
  onChange: (value: number[]) => void;
  /** Already translated. */
  error?: string;
}

/** Several sub-accounts (e.g. a vendor's yards) may be chosen at once, or all of them with one tick. */
export function SubAccountChoices({ legend, allLabel, options, value, onChange, error }: SubAccountChoicesProps) {
  const errorId = useId();
  const toggle = (id: number, checked: boolean) => onChange(checked ? [...value, id] : value.filter((chosen) => chosen !== id));
  const allState = allChosenState(options, value);
  return (
    <>
      <fieldset className="public-choices" aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined}>
        <legend>{legend}</legend>
        {options.length > 1 && (
          <label className="public-choice public-choice-all">
            <input
              type="checkbox"
              checked={allState === 'all'}
              ref={(input) => {
                if (input) input.indeterminate = allState === 'some';
              }}
              onChange={(event) => onChange(chooseAll(options, event.target.checked))}
            />
            {allLabel}
          </label>
        )}
        {options.map((option) => (
          <label key={option.id} className="public-choice">
            <input type="checkbox" checked={value.includes(option.id)} onChange={(event) => toggle(option.id, event.target.checked)} />
            {option.name}
          </label>
        ))}
      </fieldset>
      {error && (
        <p id={errorId} className="public-field-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
