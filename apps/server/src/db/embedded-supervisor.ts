import type { EmbeddedPostgres } from './embedded-postgres.js';

// The embedded PostgreSQL is this process's to keep alive (issue 39). pg_ctl starts the
// postmaster in a session of its own, so its death (the OOM killer's usual choice, a kill -9)
// reaches the server only as failed queries: a server that did nothing answered every API read
// with 500 for as long as it ran. Now a watch notices the postmaster gone within a poll, starts
// it again on the same port (the pool's connection strings name it) with growing pauses, and
// requests meanwhile get 503 with Retry-After (plugins/errors.ts). A postmaster that cannot be
// started again within the budget ends the process with a non-zero code, for systemd (or any
// supervisor) to restart the whole server, which then starts its cluster afresh.

export type SupervisorOptions = {
  /** How often the postmaster's pid is checked. */
  pollMs?: number;
  /** Pauses between restart attempts; the last is repeated until the budget is spent. */
  backoffMs?: readonly number[];
  /** How long restarting may go on before giving up. */
  giveUpAfterMs?: number;
  log: (level: 'warn' | 'error' | 'info', message: string) => void;
  /** Called once when the postmaster could not be brought back: the process should exit. */
  onGiveUp: (error: unknown) => void;
};

export type Supervisor = {
  /** Whether the postmaster is being restarted now. */
  readonly restarting: boolean;
  /** Restarts so far (for /metrics and tests). */
  readonly restarts: number;
  stop(): void;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function superviseEmbeddedPostgres(
  embedded: Pick<EmbeddedPostgres, 'alive' | 'restart'>,
  options: SupervisorOptions,
): Supervisor {
  const pollMs = options.pollMs ?? 500;
  const backoffMs = options.backoffMs ?? [0, 500, 1000, 2000, 4000, 8000];
  const giveUpAfterMs = options.giveUpAfterMs ?? 60_000;
  let stopped = false;
  let restarting = false;
  let restarts = 0;
  let timer: NodeJS.Timeout | undefined;

  const bringBack = async () => {
    restarting = true;
    const since = Date.now();
    let lastError: unknown;
    for (let attempt = 0; !stopped; attempt++) {
      if (Date.now() - since > giveUpAfterMs) {
        options.log('error', 'embedded PostgreSQL could not be started again; giving up');
        stopped = true;
        options.onGiveUp(lastError);
        return;
      }
      await sleep(backoffMs[Math.min(attempt, backoffMs.length - 1)] ?? 1000);
      if (stopped) return;
      try {
        // Another attempt may have raced a start already (or the postmaster came back).
        if (!(await embedded.alive())) await embedded.restart();
        restarts += 1;
        restarting = false;
        options.log('info', `embedded PostgreSQL is running again (restart ${restarts})`);
        return;
      } catch (error) {
        lastError = error;
        options.log('warn', `embedded PostgreSQL did not start again: ${(error as Error).message}`);
      }
    }
  };

  const watch = () => {
    timer = setTimeout(async () => {
      if (stopped) return;
      if (!(await embedded.alive().catch(() => true))) {
        options.log('warn', 'embedded PostgreSQL died; starting it again');
        await bringBack();
      }
      if (!stopped) watch();
    }, pollMs);
    timer.unref();
  };
  watch();

  return {
    get restarting() {
      return restarting;
    },
    get restarts() {
      return restarts;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
