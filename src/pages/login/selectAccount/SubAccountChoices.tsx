import { useId } from 'react';

interface SubAccountChoicesProps {
  legend: string;
  options: { id: number; name: string }[];
  value: number[];
  onChange: (value: number[]) => void;
  /** Already translated. */
  error?: string;
}

/** Several sub-accounts (e.g. a vendor's yards) may be chosen at once. */
export function SubAccountChoices({ legend, options, value, onChange, error }: SubAccountChoicesProps) {
  const errorId = useId();
  const toggle = (id: number, checked: boolean) => onChange(checked ? [...value, id] : value.filter((chosen) => chosen !== id));
  return (
    <>
      <fieldset className="public-choices" aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined}>
        <legend>{legend}</legend>
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
