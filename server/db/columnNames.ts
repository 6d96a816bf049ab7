import { CamelCasePlugin } from 'kysely';

/**
 * The database's name of a camelCase name of the code, and back, as the CamelCasePlugin every
 * connection runs writes them (`createdAt` ↔ `created_at`): for rows read as stored, without the
 * plugin renaming every one.
 */
class ColumnNames extends CamelCasePlugin {
  columnOf(name: string): string {
    return this.snakeCase(name);
  }

  nameOf(column: string): string {
    return this.camelCase(column);
  }
}

export const columnNames = new ColumnNames();
