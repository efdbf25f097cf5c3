import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The six countries as a SQL list, for check constraints. Keep in step with @forewarn/domain. */
export const COUNTRY_SQL_LIST = sql.raw(`('AU','US','CA','GB','NZ','IE')`);
