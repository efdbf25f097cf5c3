import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, type TestUser } from '../../../test/factories.js';
import { aliasColumns, isListed, listedSql, withdrawnSql } from '../../db/case-listing.js';
import { executeWithNamedParams, withNamedParams } from '../../db/named-statement.js';
import { cases } from '../../db/schema/index.js';
import { withdrawn as threadCaseWithdrawn } from '../threads/repository.js';
import { listed as alertListed, TRADE_OF_CASE, tradeAllowsSql } from '../watches/alert-policy.js';
import {
  listedTo,
  listedToPlaceholders,
  tradeVisible,
  tradeVisibleToPlaceholders,
  type Viewer,
  viewableBy,
  viewerPlaceholders,
} from './visibility.js';

// "Listed" and "trade-visible" are defined once (db/case-listing.ts); every form the code still
// holds (the recent-cases index's predicate as PostgreSQL stores it, the query builder's,
// the prepared statements' placeholders, the hand-written matching statements' text, the check
// of a row in hand) is run here against one table of cases in every state, and must agree
// with the rule as DESIGN.md §1 states it, written out below.

const { database } = await buildTestApp();
const { db } = database;

const creator = await makeUser(db, { country: 'NZ' });
const readers = {
  member: await makeUser(db),
  plumber: await makeUser(db, { verifiedPlumber: true }),
  electrician: await makeUser(db, { verifiedElectrician: true }),
  both: await makeUser(db, { verifiedPlumber: true, verifiedElectrician: true }),
  creator,
};

// Every state: paused × resolved × hidden × archived × for plumbers × for electricians.
const when = new Date('2026-01-01T00:00:00Z');
const fixture: Awaited<ReturnType<typeof makeCase>>[] = [];
for (let state = 0; state < 64; state++) {
  const bit = (n: number) => (state & (1 << n)) !== 0;
  fixture.push(
    await makeCase(db, {
      creatorId: creator.id,
      country: 'NZ',
      paused: bit(0),
      resolvedAt: bit(1) ? when : null,
      hiddenAt: bit(2) ? when : null,
      archivedAt: bit(3) ? when : null,
      visibleToPlumbers: bit(4),
      visibleToElectricians: bit(5),
    }),
  );
}
type Row = (typeof fixture)[number];
const mine = eq(cases.creatorId, creator.id);
const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

/** The rule, as DESIGN.md §1 words it. */
const expected = {
  listed: (c: Row) => !c.paused && !c.resolvedAt && !c.hiddenAt && !c.archivedAt,
  withdrawn: (c: Row) => Boolean(c.hiddenAt || c.archivedAt),
  tradeVisible: (c: Row, reader: TestUser | null, creatorSees = true) =>
    (!c.visibleToPlumbers && !c.visibleToElectricians) ||
    (c.visibleToPlumbers && Boolean(reader?.verifiedPlumber)) ||
    (c.visibleToElectricians && Boolean(reader?.verifiedElectrician)) ||
    (creatorSees && reader?.id === c.creatorId),
};
const expectedIds = (keep: (c: Row) => boolean) => ids(fixture.filter(keep));

describe('listed, in every form', () => {
  const want = expectedIds(expected.listed);

  it('holds for 4 of the 64 states and the fixture has them all', () => {
    expect(want).toHaveLength(4);
    expect(new Set(fixture.map((c) => JSON.stringify(c))).size).toBe(64);
  });

  it('as the query builder writes it', async () => {
    const rows = await db
      .select({ id: cases.id })
      .from(cases)
      .where(and(mine, listedSql(cases)));
    expect(ids(rows)).toEqual(want);
  });

  it("as the recent-cases index's predicate, read back from PostgreSQL", async () => {
    const [index] = (
      await db.execute<{ predicate: string }>(sql`
        SELECT pg_get_expr(i.indpred, i.indrelid) AS predicate
        FROM pg_index i WHERE i.indexrelid = 'cases_recent_idx'::regclass`)
    ).rows;
    expect(index?.predicate).toBeTruthy();
    const rows = await db.execute<{ id: string }>(
      sql`SELECT id FROM cases WHERE creator_id = ${creator.id} AND ${sql.raw(index?.predicate ?? 'false')}`,
    );
    expect(ids(rows.rows)).toEqual(want);
  });

  it('as hand-written statements write it over an alias (alert-matching.ts)', async () => {
    const rows = await db.execute<{ id: string }>(
      sql`SELECT c.id FROM cases c WHERE c.creator_id = ${creator.id} AND ${listedSql(aliasColumns('c'))}`,
    );
    expect(ids(rows.rows)).toEqual(want);
  });

  it('as a row in hand is checked (alerts.ts)', () => {
    expect(expectedIds(isListed)).toEqual(want);
    expect(expectedIds(alertListed)).toEqual(want);
  });
});

describe('withdrawn, in every form', () => {
  const want = expectedIds(expected.withdrawn);

  it('holds for 48 of the 64 states', () => {
    expect(want).toHaveLength(48);
  });

  it('as the query builder writes it', async () => {
    const rows = await db
      .select({ id: cases.id })
      .from(cases)
      .where(and(mine, withdrawnSql(cases)));
    expect(ids(rows)).toEqual(want);
  });

  it("as a chat's header reads it (threads/repository.ts) and over an alias", async () => {
    const header = await db.execute<{ id: string }>(
      sql`SELECT cases.id FROM cases WHERE cases.creator_id = ${creator.id} AND ${threadCaseWithdrawn}`,
    );
    expect(ids(header.rows)).toEqual(want);
    const aliased = await db.execute<{ id: string }>(
      sql`SELECT c.id FROM cases c WHERE c.creator_id = ${creator.id} AND ${withdrawnSql(aliasColumns('c'))}`,
    );
    expect(ids(aliased.rows)).toEqual(want);
  });

  it("as the case page's rule opens it: to a visitor only when not withdrawn, to its creator always", async () => {
    const open = async (viewer: Viewer) =>
      ids(
        await db
          .select({ id: cases.id })
          .from(cases)
          .where(and(mine, viewableBy(viewer))),
      );
    expect(await open(null)).toEqual(
      expectedIds((c) => !expected.withdrawn(c) && expected.tradeVisible(c, null)),
    );
    expect(await open(creator as Viewer)).toEqual(ids(fixture));
  });
});

describe('trade-visible, in every form', () => {
  const everyone: [string, TestUser | null][] = [['a visitor', null], ...Object.entries(readers)];

  it.each(everyone)('as the query builder writes it, for %s', async (_name, reader) => {
    const rows = await db
      .select({ id: cases.id })
      .from(cases)
      .where(and(mine, tradeVisible(reader as Viewer)));
    expect(ids(rows)).toEqual(expectedIds((c) => expected.tradeVisible(c, reader)));
  });

  it.each(Object.entries(readers))('with placeholders, for %s', async (name, reader) => {
    const rows = await db
      .select({ id: cases.id })
      .from(cases)
      .where(and(mine, tradeVisibleToPlaceholders()))
      .prepare(`listing_rules_trade_${name}`)
      .execute(viewerPlaceholders(reader));
    expect(ids(rows)).toEqual(expectedIds((c) => expected.tradeVisible(c, reader)));
  });

  it.each(Object.entries(readers))(
    "as the matching statements' text over columns, for %s (a creator is left out there by another clause)",
    async (_name, reader) => {
      const text = tradeAllowsSql({ ...aliasColumnsText('c'), member: 'u' });
      const rows = await db.execute<{ id: string }>(
        sql`SELECT c.id FROM cases c JOIN users u ON u.id = ${reader.id}
            WHERE c.creator_id = ${creator.id} AND ${sql.raw(text)}`,
      );
      expect(ids(rows.rows)).toEqual(expectedIds((c) => expected.tradeVisible(c, reader, false)));
    },
  );

  it.each(Object.entries(readers))(
    "as the matching statements' text over a case's parameters, for %s",
    async (name, reader) => {
      const statement = withNamedParams(
        `listing_rules_alert_${name}`,
        ['readerId', 'forPlumbers', 'forElectricians'],
        `SELECT u.id FROM users u WHERE u.id = :readerId::uuid
           AND ${tradeAllowsSql({ ...TRADE_OF_CASE, member: 'u' })}`,
      );
      const seen: Row[] = [];
      for (const c of fixture) {
        const rows = await executeWithNamedParams(db, statement, {
          readerId: reader.id,
          forPlumbers: c.visibleToPlumbers,
          forElectricians: c.visibleToElectricians,
        });
        if (rows.length > 0) seen.push(c);
      }
      expect(ids(seen)).toEqual(expectedIds((c) => expected.tradeVisible(c, reader, false)));
    },
  );
});

describe('listed and trade-visible together (recent lists and search)', () => {
  it.each([['a visitor', null] as [string, TestUser | null], ...Object.entries(readers)])(
    'for %s',
    async (name, reader) => {
      const want = expectedIds((c) => expected.listed(c) && expected.tradeVisible(c, reader));
      const built = await db
        .select({ id: cases.id })
        .from(cases)
        .where(and(mine, listedTo(reader as Viewer)));
      expect(ids(built)).toEqual(want);
      if (!reader) return;
      const prepared = await db
        .select({ id: cases.id })
        .from(cases)
        .where(and(mine, listedToPlaceholders()))
        .prepare(`listing_rules_listed_${name}`)
        .execute(viewerPlaceholders(reader));
      expect(ids(prepared)).toEqual(want);
    },
  );
});

/** The trade columns of an alias as text, as alert-matching.ts passes them. */
function aliasColumnsText(alias: string) {
  return {
    forPlumbers: `${alias}.visible_to_plumbers`,
    forElectricians: `${alias}.visible_to_electricians`,
  };
}
