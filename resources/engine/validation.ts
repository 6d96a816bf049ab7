import * as yup from 'yup';
import { controlCharacterIn } from './controlCharacters';
import { isMultiline, type FieldDeclaration } from './fields';
import { writableFields, type ResourceDeclaration, type StatusTransition } from './resource';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const validDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** The yup rule of one field; the same rule checks the form in the browser and the body on the server. */
export function fieldSchema(name: string, field: FieldDeclaration): yup.Schema {
  let schema: yup.Schema;
  switch (field.type) {
    case 'integer':
    case 'number':
    case 'reference': {
      let n = yup.number().strict().typeError(`${name} must be a number`);
      if (field.type !== 'number') n = n.integer(`${name} must be a whole number`);
      if (field.type === 'reference') n = n.positive(`${name} must be a record id`);
      if (field.min !== undefined) n = n.min(field.min, `${name} must be at least ${field.min}`);
      if (field.max !== undefined) n = n.max(field.max, `${name} must be at most ${field.max}`);
      schema = n;
      break;
    }
    case 'boolean':
      schema = yup.boolean().strict().typeError(`${name} must be true or false`);
      break;
    case 'json':
      if (field.items) {
        schema = subRecordsSchema(name, field.items, field.maxItems);
        break;
      }
      if (field.choices) {
        schema = choiceListSchema(name, field.choices, field.required);
        break;
      }
      schema = yup.mixed().test('json', `${name} must be a list or an object`, (value) => value === null || value === undefined || typeof value === 'object');
      break;
    default: {
      let s = yup.string().strict().typeError(`${name} must be text`);
      const multiline = isMultiline(field);
      s = s.test('control-characters', ({ value }: { value: unknown }) => controlCharacterMessage(name, value, multiline), (v) => v == null || !controlCharacterIn(v, multiline));
      if (field.maxLength) s = s.max(field.maxLength, `${name} must be at most ${field.maxLength} characters`);
      if (field.type === 'email') s = s.email(`${name} must be an email address`);
      if (field.type === 'enum') s = s.oneOf([...(field.choices ?? []), null as unknown as string], `${name} must be one of ${field.choices?.join(', ')}`);
      if (field.type === 'date') s = s.test('date', `${name} must be a date (YYYY-MM-DD)`, (v) => v == null || validDate(v));
      if (field.type === 'datetime') s = s.test('datetime', `${name} must be a date and time (ISO 8601)`, (v) => v == null || !Number.isNaN(Date.parse(v)));
      if (field.type === 'time') s = s.test('time', `${name} must be a time (HH:MM)`, (v) => v == null || TIME.test(v));
      schema = s;
    }
  }
  return field.required ? schema.required(`${name} is required`) : schema.nullable().optional();
}

/** A list of sub-records: each item holds its declared fields and no other, each checked as a record's own ("guardians 2: email must be…"). */
function subRecordsSchema(name: string, items: Readonly<Record<string, FieldDeclaration>>, maxItems = Number.MAX_SAFE_INTEGER): yup.Schema {
  const itemSchema = (index: number) => yup.object(Object.fromEntries(Object.entries(items).map(([item, field]) => [item, fieldSchema(`${name} ${index + 1}: ${item}`, field)])))
    .noUnknown(true, ({ unknown }) => `${name} ${index + 1}: unknown field ${unknown}`).strict().typeError(`${name} ${index + 1} must be an object`);
  return yup.array().strict().typeError(`${name} must be a list`).max(maxItems, `${name} must hold at most ${maxItems} items`)
    .test('items', (value, context) => {
      for (const [index, item] of (value ?? []).entries()) {
        try {
          itemSchema(index).validateSync(item, { abortEarly: true });
        } catch (error) {
          return context.createError({ message: (error as yup.ValidationError).message });
        }
      }
      return true;
    });
}

/** Some of `choices`, each once; at least one when the field is required. */
function choiceListSchema(name: string, choices: readonly string[], required = false): yup.Schema {
  const message = `${name} must list some of ${choices.join(', ')}, each once`;
  return yup.array().strict().typeError(message)
    .test('choices', message, (value) => !value || (value.every((item) => choices.includes(item as string)) && new Set(value).size === value.length))
    .test('some', `${name} is required`, (value) => !required || Boolean(value?.length));
}

function controlCharacterMessage(name: string, value: unknown, multiline: boolean): string {
  const found = typeof value === 'string' ? controlCharacterIn(value, multiline) : undefined;
  return found && !controlCharacterIn(String(value)) ? `${name} must be on one line, without tabs` : `${name} must not contain control characters (${found ?? 'found one'})`;
}

/** The body rules of a resource: every writable field, nothing else. */
export function resourceSchema(resource: ResourceDeclaration): yup.ObjectSchema<Record<string, unknown>> {
  const shape = Object.fromEntries(writableFields(resource).map((name) => [name, fieldSchema(name, resource.fields[name])]));
  return yup.object(shape).noUnknown(true, ({ unknown }) => `Unknown field: ${unknown}`).strict() as yup.ObjectSchema<Record<string, unknown>>;
}

/** The body rules of a status step: its version and its input fields, nothing else (without the version: the form's). */
export function transitionSchema(resource: ResourceDeclaration, transition: StatusTransition, withVersion = true): yup.ObjectSchema<Record<string, unknown>> {
  const input = Object.entries(transition.input ?? {}).map(([name, need]) => [name, fieldSchema(name, { ...resource.fields[name], required: need === 'required' })]);
  const version = withVersion ? { version: yup.number().strict().integer().required('version is required') } : {};
  return yup.object({ ...version, ...Object.fromEntries(input) }).noUnknown(true, ({ unknown }) => `Unknown field: ${unknown}`).strict() as yup.ObjectSchema<Record<string, unknown>>;
}
