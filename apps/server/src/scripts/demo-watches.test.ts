import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { notifications, users, watches } from '../db/schema/index.js';
import { seedDemoData } from './demo-seed.js';

// Issue 23: `npm run demo` adds watches and a member whose verified number a demo case names.

const { app, database } = await buildTestApp();
const { db } = database;

describe('demo data: watches and the person named', () => {
  it('alerts the demo watcher and tells Nina that a case names her', async () => {
    await seedDemoData(database, app.deps.storage);
    const kindsOf = async (email: string) => {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      if (!user) throw new Error(`no ${email}`);
      const rows = await db.select().from(notifications).where(eq(notifications.userId, user.id));
      return rows.map((row) => row.kind);
    };
    expect(await kindsOf('nina@example.com')).toEqual(['named_party']);
    expect(await kindsOf('sam@example.com')).toEqual(['watch_alert']);
    // Alice's watch waits for a case with 0400 555 010.
    expect(await kindsOf('alice@example.com')).toEqual([]);
    expect((await db.select().from(watches)).length).toBe(3);
  }, 240_000);
});
