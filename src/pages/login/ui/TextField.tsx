import { useId, type ComponentPropsWithRef } from 'react';

type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  /** Already translated. */
  error?: string;
  /** What the field asks for (already translated), shown until an error takes its place. */
  hint?: string;
};

/** A labelled input with its hint or error underneath; takes a ruled form's `field(name)` spread. */
export function TextField({ label, error, hint, ...inputProps }: TextFieldProps) {
  const noteId = useId();
  return (
    <>
      <label className="public-field">
        <span>{label}</span>
        <input aria-invalid={Boolean(error)} aria-describedby={error || hint ? noteId : undefined} {...inputProps} />
      </label>
      {error ? (
        <p id={noteId} className="public-field-error" role="alert">
          {error}
        </p>
      ) : hint && (
        <p id={noteId} className="public-field-hint">
          {hint}
        </p>
      )}
    </>
  );
}
