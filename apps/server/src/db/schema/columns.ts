import { COUNTRY_CODES } from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The six countries as a SQL list, for check constraints: the domain's COUNTRY_CODES. */
export const COUNTRY_SQL_LIST = sql.raw(`(${COUNTRY_CODES.map((code) => `'${code}'`).join(',')})`);

// A text column's length checks take the domain's limit, so the table and the form never differ.
// The number is written into the SQL (a check constraint takes no parameters).
const n = (value: number) => sql.raw(String(value));

/** `char_length(column) <= max` */
export const lengthAtMost = (column: unknown, max: number) =>
  sql`char_length(${column}) <= ${n(max)}`;

/** `char_length(column) BETWEEN min AND max` */
export const lengthBetween = (column: unknown, min: number, max: number) =>
  sql`char_length(${column}) BETWEEN ${n(min)} AND ${n(max)}`;
