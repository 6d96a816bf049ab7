import { declarationOf } from '../../resources';
import type { FieldDeclaration } from '../../resources/engine/fields';
import { filterableFields, writableFields, type ResourceDeclaration } from '../../resources/engine/resource';
import { sortableFields } from '../../resources/engine/sorting';
import { rides } from '../../resources/rides';
import { RIDE_IDS_PATH } from '../../resources/rides/rideIds';
import { RIDE_IDS_ANSWER } from '../routes/rideIds';
import { MAX_PAGE_SIZE } from './listParams';

type JsonSchema = Record<string, unknown>;

function fieldSchema(field: FieldDeclaration): JsonSchema {
  switch (field.type) {
    case 'integer': case 'reference': return { type: 'integer', ...(field.reference ? { description: `id of a ${field.reference} record` } : {}) };
    case 'number': return { type: 'number' };
    case 'boolean': return { type: 'boolean' };
    case 'json':
      if (field.choices) return { type: 'array', uniqueItems: true, items: { type: 'string', enum: field.choices } };
      if (!field.items) return {};
      return { type: 'array', maxItems: field.maxItems, items: { type: 'object', additionalProperties: false, properties: Object.fromEntries(Object.entries(field.items).map(([name, item]) => [name, fieldSchema(item)])), required: Object.keys(field.items).filter((name) => field.items![name].required) } };
    case 'enum': return { type: 'string', enum: field.choices };
    case 'date': return { type: 'string', format: 'date' };
    case 'datetime': return { type: 'string', format: 'date-time' };
    case 'email': return { type: 'string', format: 'email', maxLength: field.maxLength };
    default: return { type: 'string', ...(field.maxLength ? { maxLength: field.maxLength } : {}) };
  }
}

function recordSchemas(resource: ResourceDeclaration): { record: JsonSchema; input: JsonSchema } {
  const properties = Object.fromEntries(Object.entries(resource.fields).map(([name, field]) => [name, fieldSchema(field)]));
  const writable = writableFields(resource);
  return {
    record: { type: 'object', properties: { id: { type: 'integer' }, version: { type: 'integer' }, createdAt: { type: 'string' }, updatedAt: { type: 'string' }, ...properties } },
    input: {
      type: 'object', additionalProperties: false,
      properties: Object.fromEntries(writable.map((name) => [name, properties[name]])),
      required: writable.filter((name) => resource.fields[name].required),
    },
  };
}

const listParameters = (resource: ResourceDeclaration) => [
  { name: 'sort', in: 'query', description: `["field","ASC"|"DESC"]; fields: ${sortableFields(resource, declarationOf).join(', ')} (a reference by its record's name, text and choices in the reader's language, missing values last)`, schema: { type: 'string' } },
  { name: 'range', in: 'query', description: `[start,end], at most ${MAX_PAGE_SIZE} records`, schema: { type: 'string' } },
  { name: 'filter', in: 'query', description: `JSON object; fields: id, q, ${filterableFields(resource).join(', ')} (suffix _gte/_lte for ranges)`, schema: { type: 'string' } },
];

/** Spec 7.3's rides list beside the simple-rest one: the same query, answered with ids and a total. */
const rideIdsOperation = (resource: ResourceDeclaration): JsonSchema => ({
  get: {
    summary: 'The ids of a page of rides and how many rides match (spec 7.3 "rides list")',
    description: `The same filter, sort, range and tenant scope as GET /api/rides, and the same answer for the same query. totalRides is counted as the list counts its total: exactly up to a bound a little past the page (the next thousand rows past it and a thousand more), where isTotalRidesExact is true; past the bound totalRides is the bound, isTotalRidesExact is false and more rides than that match.`,
    parameters: listParameters(resource),
    responses: {
      200: {
        description: 'A page of ride ids',
        content: { 'application/json': { schema: RIDE_IDS_ANSWER } },
      },
      400: { description: 'A malformed or unknown filter or sort field, or a range out of bounds; the message names it' },
    },
  },
});

/** An OpenAPI 3.1 document of the resource API, generated from the same declarations. */
export function openApiDocument(resources: readonly ResourceDeclaration[], title: string, version: string): JsonSchema {
  const paths: JsonSchema = {};
  const schemas: JsonSchema = {};
  for (const resource of resources) {
    const { record, input } = recordSchemas(resource);
    const name = resource.name;
    schemas[name] = record;
    schemas[`${name}-input`] = input;
    const ref = { $ref: `#/components/schemas/${name}` };
    const body = { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}-input` } } } };
    const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
    const versionParam = { name: 'version', in: 'query', required: true, schema: { type: 'integer' }, description: 'The version of the record as it was read' };
    paths[`/api/${name}`] = {
      get: { summary: `List ${name}`, parameters: listParameters(resource), responses: { 200: { description: 'A page; the Content-Range header carries the total, or `*` past the counting bound, which X-Total-More-Than then names', content: { 'application/json': { schema: { type: 'array', items: ref } } } } } },
      ...(resource.permissions.create ? { post: { summary: `Create a ${name} record`, requestBody: body, responses: { 200: { description: 'Created', content: { 'application/json': { schema: ref } } } } } } : {}),
    };
    if (name === rides.name) paths[RIDE_IDS_PATH] = rideIdsOperation(resource);
    paths[`/api/${name}/export`] = { get: { summary: `Export ${name} as CSV`, parameters: listParameters(resource).filter((p) => p.name !== 'range'), responses: { 200: { description: 'CSV attachment' } } } };
    paths[`/api/${name}/{id}`] = {
      get: { summary: `One ${name} record`, parameters: [idParam], responses: { 200: { description: 'The record', content: { 'application/json': { schema: ref } } }, 404: { description: 'No such record in your organisation' } } },
      ...(resource.permissions.edit ? { put: { summary: `Change a ${name} record (send the version it is based on)`, parameters: [idParam], requestBody: body, responses: { 200: { description: 'Changed' }, 409: { description: 'Changed by someone else meanwhile' } } } } : {}),
      ...(resource.permissions.delete ? { delete: { summary: `Delete a ${name} record (send the version it was read at)`, parameters: [idParam, versionParam], responses: { 200: { description: 'Deleted' }, 400: { description: 'No version sent' }, 409: { description: 'Changed by someone else meanwhile' } } } } : {}),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: `${title} API`, version },
    components: { schemas, securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid_<portal>' } } },
    security: [{ session: [] }],
    paths,
  };
}
