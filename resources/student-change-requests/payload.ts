import { STUDENT_CHANGE_PAYLOADS, type StudentChangeKind } from './index';

const MAX_TEXT = 300;

const problemOf = (name: string, kind: 'text' | 'number' | 'boolean', value: unknown): string | undefined => {
  if (kind === 'text') return typeof value === 'string' && value.trim() && value.length <= MAX_TEXT ? undefined : `payload.${name} must be text of at most ${MAX_TEXT} characters.`;
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value) ? undefined : `payload.${name} must be a number.`;
  return typeof value === 'boolean' ? undefined : `payload.${name} must be true or false.`;
};

/**
 * What is wrong with a student change request's payload for its kind, or undefined: only the
 * kind's own fields (STUDENT_CHANGE_PAYLOADS), at least one, and a new address names the address.
 */
export function payloadProblem(kind: StudentChangeKind, payload: unknown): string | undefined {
  const allowed = STUDENT_CHANGE_PAYLOADS[kind];
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return `payload must be an object with ${Object.keys(allowed).join(', ')}.`;
  const entries = Object.entries(payload as Record<string, unknown>);
  if (!entries.length) return `payload must give at least one of ${Object.keys(allowed).join(', ')}.`;
  for (const [name, value] of entries) {
    if (!allowed[name]) return `The payload of ${kind} takes ${Object.keys(allowed).join(', ')}; not ${name}.`;
    const problem = problemOf(name, allowed[name], value);
    if (problem) return problem;
  }
  if (kind === 'address_change' && !('address' in (payload as object))) return 'payload.address is required for an address change.';
  return undefined;
}
