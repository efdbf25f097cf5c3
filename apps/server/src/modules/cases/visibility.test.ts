import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser } from '../../../test/factories.js';
import { cases } from '../../db/schema/index.js';
import { findOwnCases } from './own-cases.js';
import { summaryQuery, toSummaries } from './summary.js';
import {
  listedTo,
  listedToPlaceholders,
  type Viewer,
  viewableBy,
  viewableByPlaceholders,
  viewerPlaceholders,
} from './visibility.js';

const { database } = await buildTestApp();
const { db } = database;

const creator = await makeUser(db, { country: 'NZ' });
const plumber = await makeUser(db, { verifiedPlumber: true });
const electrician = await makeUser(db, { verifiedElectrician: true });
const someone = await makeUser(db);
const asViewer = (u: typeof creator): Viewer => u;

const open = await makeCase(db, { creatorId: creator.id, country: 'NZ', title: 'Open case' });
const paused = await makeCase(db, { creatorId: creator.id, country: 'NZ', paused: true });
const resolved = await makeCase(db, {
  creatorId: creator.id,
  country: 'NZ',
  resolvedAt: new Date(),
});
const hidden = await makeCase(db, { creatorId: creator.id, country: 'NZ', hiddenAt: new Date() });
const plumbersOnly = await makeCase(db, {
  creatorId: creator.id,
  country: 'NZ',
  visibleToPlumbers: true,
});

async function listed(viewer: Viewer) {
  const rows = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.country, 'NZ'), listedTo(viewer)));
  return rows.map((r) => r.id).sort();
}

async function viewable(viewer: Viewer, id: string) {
  const rows = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.id, id), viewableBy(viewer)));
  return rows.length === 1;
}

describe('listedTo', () => {
  it('lists only open, unrestricted cases to a visitor', async () => {
    expect(await listed(null)).toEqual([open.id]);
  });

  it('adds plumbers-only cases for a verified plumber, not for an electrician', async () => {
    expect(await listed(asViewer(plumber))).toEqual([open.id, plumbersOnly.id].sort());
    expect(await listed(asViewer(electrician))).toEqual([open.id]);
  });

  it('never lists paused, resolved or hidden cases, even to their creator', async () => {
    const ids = await listed(asViewer(creator));
    for (const id of [paused.id, resolved.id, hidden.id]) expect(ids).not.toContain(id);
    expect(ids).toContain(plumbersOnly.id);
  });
});

describe('listedToPlaceholders (the prepared statements of signed-in searches and lists)', () => {
  it('lists exactly what listedTo lists, for every kind of viewer', async () => {
    const electricianOnly = await makeCase(db, {
      creatorId: creator.id,
      country: 'NZ',
      visibleToElectricians: true,
    });
    const both = await makeUser(db, { verifiedPlumber: true, verifiedElectrician: true });
    const prepared = db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.country, 'NZ'), listedToPlaceholders()))
      .prepare('visibility_test_listed');
    for (const user of [creator, plumber, electrician, someone, both]) {
      const rows = await prepared.execute(viewerPlaceholders(user));
      const ids = rows.map((r) => r.id).sort();
      expect(ids, user.email).toEqual(await listed(asViewer(user)));
    }
    expect(await listed(asViewer(electrician))).toContain(electricianOnly.id);
    expect(await listed(asViewer(plumber))).not.toContain(electricianOnly.id);
    expect(await listed(asViewer(creator))).toContain(plumbersOnly.id);
  });
});

describe("viewableByPlaceholders (the prepared statement of a signed-in reader's case page)", () => {
  it('opens exactly what viewableBy opens, for every reader who does not moderate', async () => {
    const electricianOnly = await makeCase(db, {
      creatorId: creator.id,
      country: 'NZ',
      visibleToElectricians: true,
    });
    const archived = await makeCase(db, { creatorId: creator.id, archivedAt: new Date() });
    const both = await makeUser(db, { verifiedPlumber: true, verifiedElectrician: true });
    const prepared = db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.id, sql.placeholder('id')), viewableByPlaceholders()))
      .prepare('visibility_test_viewable');
    const all = [open, paused, resolved, hidden, plumbersOnly, electricianOnly, archived];
    for (const user of [creator, plumber, electrician, someone, both]) {
      for (const c of all) {
        const rows = await prepared.execute({ id: c.id, ...viewerPlaceholders(user) });
        expect(rows.length === 1, `${user.email} ${c.id}`).toBe(
          await viewable(asViewer(user), c.id),
        );
      }
    }
    expect(await viewable(asViewer(creator), hidden.id)).toBe(true);
    expect(await viewable(asViewer(someone), hidden.id)).toBe(false);
  });
});

describe('viewableBy', () => {
  it('opens paused and resolved cases to anyone', async () => {
    expect(await viewable(null, paused.id)).toBe(true);
    expect(await viewable(asViewer(someone), resolved.id)).toBe(true);
  });

  it('opens a hidden case only to its creator', async () => {
    expect(await viewable(asViewer(someone), hidden.id)).toBe(false);
    expect(await viewable(asViewer(creator), hidden.id)).toBe(true);
  });

  it('opens hidden and restricted cases to moderators, but lists neither to them', async () => {
    const moderator: Viewer = {
      id: someone.id,
      verifiedPlumber: false,
      verifiedElectrician: false,
      moderator: true,
    };
    expect(await viewable(moderator, hidden.id)).toBe(true);
    expect(await viewable(moderator, plumbersOnly.id)).toBe(true);
    const ids = await listed(moderator);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(plumbersOnly.id);
  });

  it('opens a plumbers-only case to plumbers and the creator only', async () => {
    expect(await viewable(null, plumbersOnly.id)).toBe(false);
    expect(await viewable(asViewer(electrician), plumbersOnly.id)).toBe(false);
    expect(await viewable(asViewer(plumber), plumbersOnly.id)).toBe(true);
    expect(await viewable(asViewer(creator), plumbersOnly.id)).toBe(true);
  });
});

describe('case cards', () => {
  const cardOf = async (id: string, viewer: Viewer) =>
    toSummaries(await summaryQuery(db).where(eq(cases.id, id)), viewer);

  it('masks the name and hides an anonymous author', async () => {
    const [card] = await cardOf(open.id, null);
    expect(card).toMatchObject({ title: 'Open case', maskedName: 'Jo******', author: 'Anonymous' });
    expect(JSON.stringify(card)).not.toContain('Jordan');
    expect(JSON.stringify(card)).not.toContain(creator.id);
  });

  it("names the author when the case is not anonymous, and tells the owner it's theirs", async () => {
    const named = await makeCase(db, { creatorId: creator.id, postAnonymously: false });
    const [card] = await cardOf(named.id, asViewer(creator));
    expect(card).toMatchObject({ author: creator.username, isOwner: true });
  });

  it("lists all of a creator's cases of one country for My Lodgements, newest first", async () => {
    const owner = await makeUser(db);
    const older = await makeCase(db, { creatorId: owner.id, country: 'NZ' });
    const hidden = await makeCase(db, { creatorId: owner.id, country: 'NZ', hiddenAt: new Date() });
    await makeCase(db, { creatorId: owner.id, country: 'AU' });
    await makeCase(db, { creatorId: creator.id, country: 'NZ' });
    const { cases: cards } = await findOwnCases(db, { creator: owner, country: 'NZ' });
    expect(cards.map((card) => card.id).sort()).toEqual([older.id, hidden.id].sort());
    expect(cards.every((card) => card.isOwner)).toBe(true);
  });
});
