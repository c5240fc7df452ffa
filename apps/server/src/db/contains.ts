import { type Expression, type SqlBool, sql } from 'kysely';

/**
 * `column` holds `text` anywhere, the text taken literally (its `%` and `_` escaped), the same on SQLite and
 * PostgreSQL.
 */
export function contains(column: Expression<string | null>, text: string): Expression<SqlBool> {
  const pattern = `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
  return sql<SqlBool>`${column} like ${pattern} escape '!'`;
}
