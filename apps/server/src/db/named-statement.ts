import type { DbOrTx } from './client.js';

/**
 * A statement written as SQL text with $n parameters, run as a named prepared statement on
 * whichever connection `db` is (a transaction's own, or one of the pool's): node-postgres parses
 * it once per connection, and PostgreSQL keeps its plan, so a statement run on every lodgement
 * is not planned on every lodgement (the hot reads' Drizzle-built statements are prepared
 * the same way, DESIGN.md §6). `name` must be unique to the text.
 */
export type NamedStatement = { name: string; text: string };

export async function executeNamed<T>(
  db: DbOrTx,
  statement: NamedStatement,
  params: readonly unknown[],
): Promise<T[]> {
  const prepared = db._.session.prepareQuery(
    { sql: statement.text, params: [...params] },
    undefined,
    statement.name,
    false,
  );
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}
