import type { Db } from './client.js';

/**
 * One T per database pool, made on first use and kept for the pool's life: the hot reads'
 * prepared statements (DESIGN.md §6: building a statement with Drizzle costs about as much as
 * running it) and the statement batchers (docs/decisions/0026). Tests run several pools in one
 * process, so nothing of the kind can be a module-level singleton.
 */
export function perPool<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let existing = made.get(db);
    if (existing === undefined) {
      existing = make(db);
      made.set(db, existing);
    }
    return existing;
  };
}
