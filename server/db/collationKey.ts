/**
 * SQLite has no language collations (PostgreSQL uses ICU's, see server/resources/listLanguage.ts).
 * Lists sort text on SQLite by this key instead, registered as the SQL function `collation_key`: its
 * byte order is a language's order at its first level for Latin text — letters without their accents
 * or case ("Álvarez" beside "Alvarez", not after "Zhang"), and, as in every language's collation,
 * spaces and punctuation before digits and digits before letters.
 */
export const COLLATION_KEY_FUNCTION = 'collation_key';

/** Comes before every letter and digit in the key: spaces and punctuation are marked with it. */
const BEFORE_DIGITS = '\u0001';

export function collationKey(text: unknown): string | null {
  if (text === null || text === undefined) return null;
  return String(text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, (mark) => `${BEFORE_DIGITS}${mark}`);
}
