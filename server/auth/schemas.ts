/** JSON schemas of the sign-in bodies; strings are bounded so nothing oversized reaches a hash. */
export const emailSchema = { type: 'string', minLength: 1, maxLength: 254 } as const;
export const passwordSchema = { type: 'string', minLength: 1, maxLength: 4096 } as const;
export const tokenSchema = { type: 'string', minLength: 1, maxLength: 200 } as const;
export const relayStateSchema = { type: 'string', maxLength: 2000 } as const;

export function objectSchema<P extends Record<string, object>>(properties: P, required: (keyof P & string)[]) {
  return { type: 'object', properties, required, additionalProperties: false } as const;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed and lower-cased, as stored; undefined when it is not an e-mail address. */
export function normalizeEmail(value: string): string | undefined {
  const email = value.trim().toLowerCase();
  return EMAIL_PATTERN.test(email) ? email : undefined;
}
