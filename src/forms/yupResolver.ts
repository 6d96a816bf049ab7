import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { ValidationError, type Schema } from 'yup';

/**
 * react-hook-form validation by a yup schema, for flat forms. Written here rather than taken from
 * `@hookform/resolvers` to keep that package and its other validators out of the bundle.
 * Each field gets its first error; the form receives the values as the schema cast them (e.g. trimmed).
 */
export function yupResolver<Output extends FieldValues, Input extends FieldValues = Output>(schema: Schema<Output>): Resolver<Input, unknown, Output> {
  return async (values) => {
    try {
      return { values: await schema.validate(values, { abortEarly: false }), errors: {} };
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const errors: Record<string, { type: string; message: string }> = {};
      for (const issue of error.inner.length ? error.inner : [error]) {
        const path = issue.path ?? '';
        errors[path] ??= { type: issue.type ?? 'validation', message: issue.message };
      }
      return { values: {}, errors: errors as FieldErrors<Input> };
    }
  };
}
