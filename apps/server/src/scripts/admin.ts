// `npm run admin -- grant someone@example.com` makes an admin; `npm run admin -- revoke
// someone@example.com` makes them an ordinary user again. Admins then make and unmake moderators
// in the app (/moderation). Uses the same configuration as the server (DATA_DIR, DATABASE_URL)
// and works with the server stopped or running, like `npm run demo`.

import { ConfigError, loadConfig } from '../config.js';
import { runMigrations } from '../db/migrate.js';
import { changeAdmin } from './admin-role.js';
import { openScriptDatabase } from './script-database.js';

const USAGE = 'Usage: npm run admin -- grant|revoke someone@example.com';

async function main(): Promise<number> {
  const [command, email, ...rest] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  // `npm run admin` runs this inside apps/server; a relative DATA_DIR must mean the same folder
  // as for `npm start`, which runs from where the user typed the command.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  const database = await openScriptDatabase(config, 'changing the role there');
  try {
    await runMigrations(database.pool);
    const result = await changeAdmin(database.db, command, email);
    switch (result.outcome) {
      case 'no-such-user':
        console.error(`No account has the email ${email}. Sign up first, then run this again.`);
        return 1;
      case 'unchanged':
        console.log(
          command === 'grant'
            ? `${email} is already an admin.`
            : `${email} is not an admin (their role is ${result.role}); nothing changed.`,
        );
        return 0;
      case 'changed':
        console.log(
          command === 'grant'
            ? `${email} is now an admin (was ${result.from}). They can make moderators at /moderation. Recorded in the audit log.`
            : `${email} is no longer an admin (now ${result.to}). Recorded in the audit log.`,
        );
        return 0;
    }
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error('The role could not be changed:', error);
    process.exit(1);
  },
);
