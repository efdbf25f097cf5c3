// The demo data itself (`npm run demo`, and the Lighthouse bench's throwaway server): a few
// users and about 30 cases with generated pictures, written through the same code paths as the
// server (the domain's validation, the image pipeline, the storage adapter, case lodging).

import { HOUR_MS, lodgementSchema, MINUTE_MS, watchKeys, zodFieldErrors } from '@forewarn/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { makeUser } from '../../test/factories.js';
import type { Storage } from '../adapters/storage/storage.js';
import type { Database } from '../db/client.js';
import { cases, messages, threadParticipants, threads, users } from '../db/schema/index.js';
import { escapeMarkup } from '../lib/html.js';
import { newCaseId } from '../lib/ids.js';
import { processImage } from '../lib/images/process-image.js';
import { removeStoredImages, storeImages } from '../modules/cases/images.js';
import { caseValues, writeCase } from '../modules/cases/lodge-service.js';
import { findOrCreateThread } from '../modules/threads/repository.js';
import { alertCaseShown } from '../modules/watches/alerts.js';
import { follow, insertWatch } from '../modules/watches/repository.js';
import { DEMO_CASES } from './demo-cases.js';
import {
  DEMO_FOLLOWS,
  DEMO_PASSWORD,
  DEMO_THREADS,
  DEMO_USERS,
  DEMO_WATCHES,
  type DemoUser,
} from './demo-data.js';

const COLOURS = ['#1e3a8a', '#7c2d12', '#14532d', '#581c87', '#0f766e', '#9a3412', '#334155'];

/** Splits a caption into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * A simple coloured square with a caption, as a PNG: clearly a demo picture, not a photo.
 * Square and centred, so the crop of a card's thumbnail keeps the words.
 */
async function demoPicture(caption: string, colour: string): Promise<Buffer> {
  const lines = wrap(caption, 12);
  const lineHeight = 60;
  const top = 300 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="300" y="${top + i * lineHeight}" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" font-size="50" font-weight="bold" fill="#ffffff">${escapeMarkup(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
  <rect width="100%" height="100%" fill="${colour}"/>
  <rect x="20" y="20" width="560" height="560" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4" rx="18"/>
  ${text}
  <text x="300" y="540" text-anchor="middle" font-family="sans-serif" font-size="24" fill="#e2e8f0">Forewarn demo image</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function ensureUser(database: Database, spec: DemoUser) {
  const { db } = database;
  const [existing] = await db.select().from(users).where(eq(users.email, spec.email));
  if (existing) return existing;
  return makeUser(db, {
    email: spec.email,
    username: spec.username,
    country: spec.country,
    password: DEMO_PASSWORD,
    emailVerified: true,
    verifiedPlumber: spec.verifiedPlumber ?? false,
    role: spec.role ?? 'user',
    ...(spec.phone
      ? { phoneNumber: spec.phone, verifiedPhoneNumber: spec.phone, phoneVerified: true }
      : {}),
  });
}

/**
 * Adds the demo users, cases (with their images, put in `storage`) and chats to a migrated
 * database. Meant for an empty one: the caller checks that.
 */
export async function seedDemoData(database: Database, storage: Storage): Promise<void> {
  const { db } = database;
  const people = new Map<string, Awaited<ReturnType<typeof ensureUser>>>();
  for (const spec of DEMO_USERS) people.set(spec.key, await ensureUser(database, spec));
  // Watches before the cases, so the cases that match them alert as a lodgement would.
  for (const demo of DEMO_WATCHES) {
    const watcher = people.get(demo.by);
    const keys = watchKeys(demo.value, demo.country);
    if (!watcher || !keys) throw new Error(`Demo watch ${demo.value} has no user or key`);
    await insertWatch(db, {
      userId: watcher.id,
      country: demo.country,
      typed: demo.value,
      ...keys,
    });
  }

  const hour = HOUR_MS;
  const start = Date.now();
  for (const [i, demo] of DEMO_CASES.entries()) {
    const creator = people.get(demo.by);
    if (!creator) throw new Error(`No demo user ${demo.by}`);
    const parsed = lodgementSchema.safeParse({ ...demo.fields, country: demo.country });
    if (!parsed.success) {
      throw new Error(
        `Demo case "${demo.fields.title}" is invalid: ${JSON.stringify(zodFieldErrors(parsed.error))}`,
      );
    }
    const colour = COLOURS[i % COLOURS.length] ?? '#334155';
    const pictures = [
      { kind: 'main' as const, caption: demo.picture },
      ...(demo.extras ?? []).map((caption) => ({ kind: 'extra' as const, caption })),
    ];
    const processed = [];
    for (const picture of pictures) {
      const image = await processImage(
        await demoPicture(picture.caption, colour),
        { tooLarge: 'demo image too large', wrongType: 'demo image not an image' },
        'case',
        { display: picture.kind === 'main' },
      );
      processed.push({ kind: picture.kind, image });
    }
    const id = newCaseId();
    const rows = await storeImages(storage, { country: demo.country, caseId: id }, processed);
    // Spread over the last weeks, newest first in the order above.
    const createdAt = new Date(start - i * 17 * hour - 5 * MINUTE_MS);
    try {
      await db.transaction(async (tx) => {
        await writeCase(
          tx,
          {
            ...caseValues(parsed.data, {
              id,
              country: demo.country,
              creatorId: creator.id,
              createdAt,
            }),
            paused: demo.paused ?? false,
            resolvedAt: demo.resolved ? new Date(createdAt.getTime() + 48 * hour) : null,
          },
          rows,
        );
        await alertCaseShown(tx, id);
      });
    } catch (error) {
      await removeStoredImages(storage, rows);
      throw error;
    }
  }

  for (const demo of DEMO_FOLLOWS) {
    const follower = people.get(demo.by);
    const [kase] = await db.select().from(cases).where(eq(cases.title, demo.caseTitle));
    if (!follower || !kase) throw new Error(`Demo follow "${demo.caseTitle}" has no case or user`);
    await follow(db, follower.id, kase.id);
  }

  // A few chats, through the same find-or-create as Message Author.
  for (const demo of DEMO_THREADS) {
    const responder = people.get(demo.responder);
    const [kase] = await db.select().from(cases).where(eq(cases.title, demo.caseTitle));
    if (!responder || !kase?.creatorId)
      throw new Error(`Demo thread "${demo.caseTitle}" has no case or user`);
    const ownerId = kase.creatorId;
    const threadId = await findOrCreateThread(db, {
      caseId: kase.id,
      ownerId,
      responderId: responder.id,
      isAnonymous: kase.postAnonymously,
    });
    const at = (minutes: number) => new Date(Date.now() - minutes * 60 * 1000);
    await db.insert(messages).values(
      demo.messages.map((m) => ({
        threadId,
        senderId: m.from === 'owner' ? ownerId : responder.id,
        text: m.text,
        createdAt: at(m.minutesAgo),
      })),
    );
    const last = demo.messages.at(-1);
    if (last) {
      await db
        .update(threads)
        .set({ lastMessageAt: at(last.minutesAgo) })
        .where(eq(threads.id, threadId));
      // Whoever wrote last has read the thread; the other side has it unread.
      await db
        .update(threadParticipants)
        .set({ lastReadAt: at(last.minutesAgo) })
        .where(
          and(
            eq(threadParticipants.threadId, threadId),
            eq(threadParticipants.userId, last.from === 'owner' ? ownerId : responder.id),
          ),
        );
    }
  }
}
