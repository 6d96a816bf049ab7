import type { FieldValues, Resolver } from 'react-hook-form';
import type { ResourceDeclaration } from '../../resources/engine/resource';
import { writableFields } from '../../resources/engine/resource';
import { resourceSchema } from '../../resources/engine/validation';
import { yupResolver } from '../forms/yupResolver';

/**
 * The server's own body rules checked in the form. A record also carries what the server keeps
 * (id, version, times): only the writable fields are checked, and the rest travels on untouched so
 * that a save still names the version it is based on.
 */
export function resourceResolver(resource: ResourceDeclaration): Resolver<FieldValues> {
  const check = yupResolver<FieldValues>(resourceSchema(resource));
  const writable = writableFields(resource);
  return async (values, context, options) => {
    const editable = Object.fromEntries(Object.entries(values).filter(([key]) => writable.includes(key)));
    const result = await check(editable, context, options);
    return Object.keys(result.errors).length ? result : { values: { ...values, ...result.values }, errors: {} };
  };
}
