import { sql, type Expression } from 'kysely';
import { CATALOGUES } from '../../i18n';
import { LOCALES, type LocaleCode } from '../../i18n/locales';
import { COLLATION_KEY_FUNCTION } from '../db/collationKey';
import type { DatabaseHandle } from '../db/connect';
import { ownedBy } from '../db/keptAnswers';

type Sql = Expression<unknown>;

/** How a list orders text and choices in the reader's language, on the database at hand. */
export interface ListLanguage {
  locale: LocaleCode;
  /** A text value as the language orders it. */
  text(value: Sql): Sql;
  /** A choice as the language orders its label ("Asignado" before "Programado"): the label's rank. */
  choice(value: Sql, choices: readonly string[]): Sql;
}

/**
 * PostgreSQL's ICU collations of the console's languages, and the root one ("und") for a language it
 * lacks; none where the server was built without ICU, and text then sorts by the database's default.
 */
const WANTED_COLLATIONS = [...LOCALES.map(({ code }) => `${code}-x-icu`), 'und-x-icu'];
const icuCollations = new WeakMap<DatabaseHandle, Promise<ReadonlySet<string>>>();

function icuCollationsOf(database: DatabaseHandle): Promise<ReadonlySet<string>> {
  return ownedBy(icuCollations, database, async () => {
    const found = await sql<{ collname: string }>`select collname from pg_collation where collprovider = 'i' and collname in (${sql.join(WANTED_COLLATIONS)})`.execute(database.db);
    return new Set(found.rows.map((row) => row.collname));
  });
}

const collators = new Map<LocaleCode, Intl.Collator>();
const collatorOf = (locale: LocaleCode) => collators.get(locale) ?? collators.set(locale, new Intl.Collator(locale)).get(locale)!;

/** The rank of each choice's label in the language, as a `case` over the stored value (an unknown value last). */
function choiceRank(locale: LocaleCode, value: Sql, choices: readonly string[]): Sql {
  const labels = CATALOGUES[locale].choices as Readonly<Record<string, string>>;
  const ranked = [...choices].sort((a, b) => collatorOf(locale).compare(labels[a] ?? a, labels[b] ?? b));
  return sql`case ${value} ${sql.join(ranked.map((choice, rank) => sql`when ${choice} then ${sql.lit(rank)}`), sql` `)} end`;
}

/**
 * The reader's language as the database can order by it: an ICU collation on PostgreSQL (the
 * language's own, else the root one), the collation key on SQLite (server/db/collationKey.ts).
 */
export async function listLanguageOf(database: DatabaseHandle, locale: LocaleCode): Promise<ListLanguage> {
  const choice = (value: Sql, choices: readonly string[]) => choiceRank(locale, value, choices);
  if (database.dialect === 'sqlite') return { locale, choice, text: (value) => sql`${sql.raw(COLLATION_KEY_FUNCTION)}(${value})` };
  const available = await icuCollationsOf(database);
  const collation = [`${locale}-x-icu`, 'und-x-icu'].find((name) => available.has(name));
  return { locale, choice, text: (value) => (collation ? sql`${value} collate ${sql.id(collation)}` : value) };
}
