// `npm run demo`: fills an EMPTY Forewarn database with clearly fictional demo data: a few users
// (passwords in docs/development.md) and about 30 cases across the six countries, with images. It uses
// the same configuration as the server (DATA_DIR, DATABASE_URL) and the same code paths: the
// domain's validation, the image pipeline, the storage adapter and the case lodging service.
//
// It works with the server stopped (it starts the embedded PostgreSQL itself) and while the
// server runs (it then connects to the server's embedded PostgreSQL instead of starting one).

import { COUNTRIES } from '@forewarn/domain';
import { count } from 'drizzle-orm';
import { createStorage } from '../adapters/storage/create-storage.js';
import { ConfigError, loadConfig } from '../config.js';
import { runMigrations } from '../db/migrate.js';
import { cases } from '../db/schema/index.js';
import { DEMO_CASES } from './demo-cases.js';
import { DEMO_PASSWORD, DEMO_THREADS, DEMO_USERS } from './demo-data.js';
import { seedDemoData } from './demo-seed.js';
import { openScriptDatabase } from './script-database.js';

async function main(): Promise<void> {
  // `npm run demo` runs this inside apps/server; a relative DATA_DIR (./data by default) must
  // mean the same folder as for `npm start`, which runs from where the user typed the command.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  const database = await openScriptDatabase(config, 'adding the demo data to it');
  const storage = createStorage(config);
  try {
    await runMigrations(database.pool);
    const { db } = database;
    const [existing] = await db.select({ n: count() }).from(cases);
    if ((existing?.n ?? 0) > 0) {
      console.log(
        `This database already holds ${existing?.n} case(s), so no demo data was added: the demo only fills an empty database.\nTo try it on a fresh one, point DATA_DIR at an empty folder (for example DATA_DIR=./demo-data npm run demo, then DATA_DIR=./demo-data npm start).`,
      );
      // Nothing to do is not a failure: the database already has data, and keeps it.
      return;
    }

    await seedDemoData(database, storage);

    const perCountry = DEMO_CASES.reduce<Record<string, number>>((acc, c) => {
      const name = COUNTRIES[c.country].name;
      acc[name] = (acc[name] ?? 0) + 1;
      return acc;
    }, {});
    console.log(
      [
        `Added ${DEMO_CASES.length} demo cases (${Object.entries(perCountry)
          .map(([name, n]) => `${name} ${n}`)
          .join(', ')}) and ${DEMO_USERS.length} demo users.`,
        `Sign in with any of ${DEMO_USERS.map((u) => u.email).join(', ')}; the password is "${DEMO_PASSWORD}".`,
        'Try searching Australia for 0412 345 678, the USA for 201-555-0123 or the UK for 020 7946 0123.',
        `${DEMO_THREADS.length} chats are waiting in My Messages: sam@example.com wrote to the anonymous author of "${DEMO_THREADS[0]?.caseTitle}" (alice@example.com).`,
      ].join('\n'),
    );
  } finally {
    storage.close?.();
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('The demo data could not be added:', error);
  process.exit(1);
});
