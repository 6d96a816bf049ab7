import { useId, type ComponentPropsWithRef } from 'react';

type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  /** Already translated. */
  error?: string;
};

/** A labelled input with its error underneath; takes a ruled form's `field(name)` spread. */
export function TextField({ label, error, ...inputProps }: TextFieldProps) {
  const errorId = useId();
  return (
    <>
      <label className="public-field">
        <span>{label}</span>
        <input aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined} {...inputProps} />
      </label>
      {error && (
        <p id={errorId} className="public-field-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
