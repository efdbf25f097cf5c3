import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, sessionCookie } from '../../../test/factories.js';
import { OWN_CASES_PAGE } from './own-cases.js';

// My Lodgements a page at a time (docs/decisions/0068): newest first, ties of created_at broken
// by id, a cursor that is the server's own, and the creator's cards as the creator sees them on
// every page.

const { app, database } = await buildTestApp();
const { db, pool } = database;

type Page = { country: string; cases: { id: string; title: string }[]; nextCursor: string | null };

const TITLE = 'Kept the deposit, call me on 0412 999 888, Jordan Example';

/**
 * `count` cases of `creatorId` in GB, five to each created_at (ties within a microsecond, as
 * one transaction's rows have), the instants microseconds apart from each other's group.
 */
async function lodgeMany(creatorId: string, count: number, prefix: string) {
  await pool.query(
    `INSERT INTO cases (id, country, title, name, number, details, creator_id, created_at)
     SELECT $2 || lpad(g::text, 4, '0'), 'GB', $4, 'Jordan Example', '07400 123456',
            'Details of a case that only exists to be listed on a page of My Lodgements.',
            $1, timestamptz '2026-11-01 12:00:00.000001+00' + (g / 5) * interval '1.000003 second'
     FROM generate_series(1, $3::int) AS g`,
    [creatorId, prefix, count, TITLE],
  );
}

async function page(cookie: string, cursor?: string | null) {
  const query = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
  const res = await app.inject({
    method: 'GET',
    url: `/api/my/cases?country=GB${query}`,
    headers: { cookie },
  });
  return res;
}

/** Every page from the first, following nextCursor. */
async function allPages(cookie: string): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const res = await page(cookie, cursor);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Page;
    pages.push(body);
    cursor = body.nextCursor;
  } while (cursor !== null && pages.length < 20);
  return pages;
}

describe('GET /api/my/cases, paged', () => {
  it('lists every case once, newest first, ties broken by id, a page at a time', async () => {
    const user = await makeUser(db, { country: 'GB' });
    await lodgeMany(user.id, 60, `pg${user.id.slice(0, 6)}`);
    const cookie = await sessionCookie(db, user.id);

    const pages = await allPages(cookie);
    expect(pages.map((p) => p.cases.length)).toEqual([OWN_CASES_PAGE, OWN_CASES_PAGE, 12]);
    expect(pages.at(-1)?.nextCursor).toBeNull();

    const { rows } = await pool.query<{ id: string }>(
      `SELECT id FROM cases WHERE creator_id = $1 ORDER BY created_at DESC, id DESC`,
      [user.id],
    );
    const listed = pages.flatMap((p) => p.cases.map((c) => c.id));
    // Each page ends inside a group of five equal instants: nothing skipped, nothing twice.
    expect(listed).toEqual(rows.map((row) => row.id));
    expect(new Set(listed).size).toBe(60);
  });

  it('shows the creator their own titles unmasked on every page, and the card name masked', async () => {
    const user = await makeUser(db, { country: 'GB' });
    await lodgeMany(user.id, 30, `um${user.id.slice(0, 6)}`);
    const pages = await allPages(await sessionCookie(db, user.id));
    expect(pages).toHaveLength(2);
    for (const p of pages) {
      for (const card of p.cases) {
        expect(card).toMatchObject({ title: TITLE, isOwner: true, maskedName: 'Jo******' });
      }
    }
  });

  it("never lists another member's cases, whose instants fall between the member's own", async () => {
    const user = await makeUser(db, { country: 'GB' });
    const other = await makeUser(db, { country: 'GB' });
    await lodgeMany(user.id, 30, `me${user.id.slice(0, 6)}`);
    await lodgeMany(other.id, 30, `ot${other.id.slice(0, 6)}`);
    const pages = await allPages(await sessionCookie(db, user.id));
    const listed = pages.flatMap((p) => p.cases);
    expect(listed).toHaveLength(30);
    expect(listed.every((card) => card.id.startsWith(`me${user.id.slice(0, 6)}`))).toBe(true);
    // The other member's own pages hold theirs only: a cursor is a place in the caller's list.
    const theirs = await page(await sessionCookie(db, other.id), pages[0]?.nextCursor);
    expect(theirs.statusCode).toBe(200);
    for (const card of (theirs.json() as Page).cases) {
      expect(card.id.startsWith(`ot${other.id.slice(0, 6)}`)).toBe(true);
    }
  });

  it('answers one page and a null cursor to a member with few cases, with the images of each', async () => {
    const user = await makeUser(db, { country: 'GB' });
    const kase = await makeCase(db, { creatorId: user.id, country: 'GB', number: '07400 123456' });
    await pool.query(
      `INSERT INTO case_images (case_id, kind, storage_key, thumb_key, content_type, width, height, bytes)
       VALUES ($1, 'main', 'k', 't', 'image/jpeg', 10, 10, 100)`,
      [kase.id],
    );
    const res = await page(await sessionCookie(db, user.id));
    const body = res.json() as Page & { cases: { mainImage: { id: string } | null }[] };
    expect(body.nextCursor).toBeNull();
    expect(body.cases).toHaveLength(1);
    expect(body.cases[0]?.mainImage).not.toBeNull();
  });

  it("refuses a cursor the server did not make with a 400 and the list's message", async () => {
    const user = await makeUser(db, { country: 'GB' });
    const cookie = await sessionCookie(db, user.id);
    const b64 = (text: string) => Buffer.from(text).toString('base64url');
    for (const cursor of [
      'not-a-cursor',
      '%%%',
      b64('{"at":1,"id":'),
      b64('[]'),
      b64('null'),
      b64('{"at":"1","id":"abc"}'),
      b64('{"at":-1,"id":"abc"}'),
      b64('{"at":1.5,"id":"abc"}'),
      b64(`{"at":${Number.MAX_SAFE_INTEGER + 2},"id":"abc"}`),
      b64('{"at":1,"id":"a\'b"}'),
      b64('{"at":1,"id":""}'),
      b64('{"at":1,"id":"abc","extra":1}'),
      'x'.repeat(201),
    ]) {
      const res = await page(cookie, cursor);
      expect(res.statusCode, cursor).toBe(400);
      if (cursor.length <= 200) {
        expect(res.json().error.message, cursor).toBe(
          'This list link is out of date. Reload the page.',
        );
      }
    }
  });

  it('takes the largest cursor it can make and answers an empty last page', async () => {
    const user = await makeUser(db, { country: 'GB' });
    const cursor = Buffer.from(
      JSON.stringify({ at: Number.MAX_SAFE_INTEGER, id: 'zzzz' }),
    ).toString('base64url');
    const res = await page(await sessionCookie(db, user.id), cursor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ country: 'GB', cases: [], nextCursor: null });
  });
});
