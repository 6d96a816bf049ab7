import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldErrors, FormRules } from './signInRules';

/**
 * A sign-in form checked by its rules: first on submit, then, once submitted, at every change — so
 * a corrected field's error goes at once and a confirmation follows the password it must equal. A
 * refused submit focuses the first field in error, in the order of the page.
 */
export function useRuledForm<Values extends object, Output>(initialValues: Values | (() => Values), rules: FormRules<Values, Output>) {
  const [values, setValues] = useState(initialValues);
  const [isSubmitted, setSubmitted] = useState(false);
  const outcome = isSubmitted ? rules(values) : undefined;
  const errors: FieldErrors<Values> = outcome && !outcome.valid ? outcome.errors : {};

  const setValue = <Name extends keyof Values>(name: Name, value: Values[Name]) => setValues((current) => ({ ...current, [name]: value }));

  /** What a text input or a select holding the text field `name` takes. */
  const field = <Name extends keyof Values & string>(name: Name) => ({
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValue(name, event.target.value as Values[Name]),
  });

  const handleSubmit = (onValid: (output: Output) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const checked = rules(values);
    if (!checked.valid) {
      const refused: Partial<Record<string, string>> = checked.errors;
      const inError = (element: Element): element is HTMLInputElement | HTMLSelectElement =>
        (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) && Boolean(refused[element.name]);
      [...event.currentTarget.elements].find(inError)?.focus();
      return;
    }
    onValid(checked.values);
  };

  return { values, errors, setValue, field, handleSubmit };
}
