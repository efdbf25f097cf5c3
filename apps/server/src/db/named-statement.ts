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

/** A NamedStatement whose text names its parameters (`:caseId`), compiled to `$n` once. */
export type NamedParamStatement<P extends string> = NamedStatement & { order: readonly P[] };

/**
 * Writes a statement with named parameters: each `:name` in `text` (not a `::type` cast) must be
 * one of `params`, and becomes `$n` by its place there. Thrown at load for a name not listed,
 * so a typo fails every test, not one lodgement.
 */
export function withNamedParams<const P extends string>(
  name: string,
  params: readonly P[],
  text: string,
): NamedParamStatement<P> {
  const compiled = text.replace(/(?<![:\w]):([A-Za-z]\w*)/g, (_match, param: string) => {
    const index = params.indexOf(param as P);
    if (index < 0) throw new Error(`${name}: parameter :${param} is not declared`);
    return `$${index + 1}`;
  });
  return { name, text: compiled, order: params };
}

/** The statement's parameters in their `$n` order, from their names. */
export function paramsOf<P extends string>(
  statement: NamedParamStatement<P>,
  values: Record<P, unknown>,
): unknown[] {
  return statement.order.map((param) => values[param]);
}

/** Runs a statement with named parameters (withNamedParams) as a named prepared statement. */
export function executeWithNamedParams<T, P extends string>(
  db: DbOrTx,
  statement: NamedParamStatement<P>,
  values: Record<P, unknown>,
): Promise<T[]> {
  return executeNamed<T>(db, statement, paramsOf(statement, values));
}
