import type { FastifyInstance } from 'fastify';
import { controlCharacterIn } from '../resources/engine/controlCharacters';
import { badRequest } from './errors';

/** Where in a JSON body a text holds a control character (`name.first`, `steps[2].reason`), and which. */
function controlCharacterInBody(body: unknown): { path: string; character: string } | undefined {
  // Walked with a list rather than by recursion: a deeply nested body must not exhaust the stack.
  const pending: { value: unknown; path: string }[] = [{ value: body, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      const character = controlCharacterIn(value);
      if (character) return { path: path || 'the body', character };
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, path: `${path}[${index}]` }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) pending.push({ value: item, path: path ? `${path}.${key}` : key });
    }
  }
  return undefined;
}

/**
 * SECURITY.md "Input": no text of any request body holds a control character other than a tab or a
 * line break, whatever route it goes to — refused whole with 400 before anything reads it. Which
 * fields take line breaks at all is each field's own rule (the declarations' `isMultiline`, the
 * routes' schemas).
 */
export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // JSON bodies only (plain objects and arrays): a photo's bytes, a CSV file's text or an uploaded
    // file's stream are checked by what reads them.
    const body: unknown = request.body;
    if (body === null || typeof body !== 'object' || !(Array.isArray(body) || [Object.prototype, null].includes(Object.getPrototypeOf(body)))) return;
    const found = controlCharacterInBody(request.body);
    if (found) throw badRequest(`${found.path} must not contain control characters (${found.character}).`, 'CONTROL_CHARACTER');
  });
}
