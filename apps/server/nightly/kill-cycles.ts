import { VALID_CASE } from '../test/case-form.js';
import {
  type Account,
  randomClientAddress,
  sleep,
  someCase,
  unique,
  verifiedAccounts,
} from './clients.js';
import {
  alertNumber,
  recordAlerts,
  startAlertListener,
  watchEachOthersNumbers,
} from './kill-alerts.js';
import { record } from './report.js';
import {
  alive,
  connectToServerDatabase,
  exited,
  postmasterPid,
  removeDataDir,
  type ServerProcess,
  startServer,
  stopServer,
  throwawayDataDir,
  waitForHealth,
} from './server-process.js';

// Issue 12: "kill -9 and restart at once works", 100 times over. Each cycle starts the server
// on the same DATA_DIR (so the same embedded cluster), writes to it from a few clients at once
// (lodgements and sign-ups), and part-way through kills the server's process group and the
// postmaster's with SIGKILL, as a crash of the machine's processes would; 0.2 s later the
// server is started again. A write counts as acknowledged once its 201 has been read; every
// one must be in the database after the restart. Budget: 0 lost, 0 failed restarts. Each
// lodgement also owes a watch alert email, sent over SMTP to a listener in this process
// (kill-alerts.ts): 0 lost, and any doubled only in the acceptance-to-record window.

const SCENARIO = 'kill -9 cycles';
const CYCLES = Number(process.env.NIGHTLY_KILL_CYCLES ?? 100);
const RESTART_DELAY_MS = 200;
const LODGERS = 4;
const SIGNERS = 2;
const RESPONDERS = 2;
/** Enough for every lodgement of every cycle to have an account of its own. */
const ACCOUNTS = 200 + CYCLES * 20;

function killGroup(pid: number | undefined): void {
  if (!pid) return;
  for (const target of [-pid, pid]) {
    try {
      process.kill(target, 'SIGKILL');
    } catch {
      // Not a group leader, or already gone.
    }
  }
}

export async function killCycles(): Promise<void> {
  const dataDir = await throwawayDataDir('kill');
  const cases = new Set<string>();
  const emails = new Set<string>();
  let lost = 0;
  let failedRestarts = 0;
  let accounts: Account[] = [];
  let lodgements = 0;
  let caseToAnswer = '';
  const responses = new Set<string>();
  let server: ServerProcess | undefined;
  const mail = await startAlertListener();
  const kills: number[] = [];
  let refusalShown = false;

  const acknowledged = () => cases.size + emails.size + responses.size;

  /** Every acknowledged write so far, looked for in the database; returns how many are missing. */
  const missing = async (): Promise<number> => {
    const database = await connectToServerDatabase(dataDir);
    try {
      const foundCases = await database.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM cases WHERE id = ANY($1)',
        [[...cases]],
      );
      const foundUsers = await database.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM users WHERE email = ANY($1)',
        [[...emails]],
      );
      return (
        cases.size - (foundCases.rows[0]?.n ?? 0) + (emails.size - (foundUsers.rows[0]?.n ?? 0))
      );
    } finally {
      await database.close();
    }
  };

  try {
    for (let cycle = 0; cycle <= CYCLES; cycle++) {
      server = await startServer(dataDir, { SMTP_URL: mail.url });
      try {
        await waitForHealth(server, 60_000);
      } catch (error) {
        failedRestarts += 1;
        console.log(`  cycle ${cycle}: restart failed: ${(error as Error).message.slice(0, 2000)}`);
        if (alive(server)) killGroup(server.pid);
        killGroup(await postmasterPid(dataDir));
        await sleep(2000);
        continue;
      }
      if (cycle === 0) {
        const database = await connectToServerDatabase(dataDir);
        accounts = await verifiedAccounts(database, ACCOUNTS);
        caseToAnswer = await someCase(database, accounts[0]?.id ?? '');
        await watchEachOthersNumbers(database, accounts);
        await database.close();
      } else {
        const gone = await missing();
        if (gone > 0) console.log(`  cycle ${cycle}: ${gone} acknowledged writes missing`);
        lost = Math.max(lost, gone);
      }
      // The last start only checks the writes of the last cycle.
      if (cycle === CYCLES) break;

      const url = server.url;
      let writing = true;
      // One lodgement per account (the spec allows one per 10 minutes), so each is accepted.
      const lodger = async () => {
        while (writing && lodgements < accounts.length) {
          const index = lodgements++;
          const cookie = accounts[index]?.cookie ?? '';
          const form = new FormData();
          // Its number is watched by one other account: one alert email owed per lodgement.
          const { alternateNumber: _, ...fields } = VALID_CASE;
          form.append(
            'case',
            JSON.stringify({
              ...fields,
              number: alertNumber(index).typed,
              title: `Crash test ${unique()}`,
            }),
          );
          try {
            const res = await fetch(`${url}/api/cases`, {
              method: 'POST',
              body: form,
              headers: { cookie, 'x-forwarded-for': randomClientAddress() },
            });
            if (res.status === 201) {
              const body = (await res.json()) as { case: { id: string } };
              cases.add(body.case.id);
            } else {
              const answer = await res.text();
              // A refusal is a setup fault, not a crash: said once, so a run that owes no
              // alerts says why.
              if (!refusalShown && res.status < 500) {
                refusalShown = true;
                console.log(`  a lodgement was refused: ${res.status} ${answer.slice(0, 300)}`);
              }
            }
          } catch {
            // Killed mid-request: not acknowledged, so not counted.
          }
        }
      };
      const signer = async () => {
        while (writing) {
          const id = unique();
          const email = `crash-${id}@example.test`;
          try {
            const res = await fetch(`${url}/api/auth/signup`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': randomClientAddress(),
              },
              body: JSON.stringify({
                username: `crash_${id}`,
                email,
                password: 'correct horse battery',
                country: 'AU',
              }),
            });
            await res.arrayBuffer();
            if (res.status === 201) emails.add(email);
          } catch {
            // Killed mid-request.
          }
        }
      };
      const responder = async (n: number) => {
        // 10 responses a minute per account: each writer spreads over accounts of its own.
        for (let i = n; writing; i += RESPONDERS) {
          const cookie = accounts[accounts.length - 1 - (i % 200)]?.cookie ?? '';
          try {
            const res = await fetch(`${url}/api/cases/${caseToAnswer}/comments`, {
              method: 'POST',
              headers: {
                cookie,
                'content-type': 'application/json',
                'x-forwarded-for': randomClientAddress(),
              },
              body: JSON.stringify({ text: `Same here, cycle ${cycle}, ${unique()}.` }),
            });
            if (res.status === 201) responses.add(((await res.json()) as { id: string }).id);
            else await res.arrayBuffer();
          } catch {
            // Killed mid-request.
          }
        }
      };
      const writers = [
        ...Array.from({ length: RESPONDERS }, (_, n) => responder(n)),
        ...Array.from({ length: LODGERS }, lodger),
        ...Array.from({ length: SIGNERS }, signer),
      ];
      await sleep(1000 + Math.random() * 1500);
      kills.push(Date.now());
      if (alive(server)) killGroup(server.pid);
      killGroup(await postmasterPid(dataDir));
      writing = false;
      await Promise.all(writers);
      await exited(server);
      await sleep(RESTART_DELAY_MS);
      if ((cycle + 1) % 10 === 0) {
        console.log(
          `  ${cycle + 1} cycles: ${acknowledged()} writes acknowledged, ${lost} lost, ${failedRestarts} failed restarts`,
        );
      }
    }
    record(SCENARIO, 'cycles', String(CYCLES), String(CYCLES), true);
    record(SCENARIO, 'acknowledged writes', String(acknowledged()), '> 0', acknowledged() > 0);
    record(SCENARIO, 'acknowledged writes lost', String(lost), '0', lost === 0);
    record(SCENARIO, 'failed restarts', String(failedRestarts), '0', failedRestarts === 0);
    const database = await connectToServerDatabase(dataDir);
    try {
      await recordAlerts(SCENARIO, database, cases, mail.accepted, kills);
    } finally {
      await database.close();
    }
  } finally {
    await mail.close();
    if (server) await stopServer(server);
    killGroup(await postmasterPid(dataDir));
    await removeDataDir(dataDir);
  }
}
