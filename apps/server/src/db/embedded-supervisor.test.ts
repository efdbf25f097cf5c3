import { describe, expect, it } from 'vitest';
import { superviseEmbeddedPostgres } from './embedded-supervisor.js';

// The supervisor's decisions (issue 39), with a postmaster whose life the test decides; a real
// kill -9 of a real postmaster is in outage-survival.test.ts and the nightly embedded-kill.

const quiet = () => undefined;

describe('superviseEmbeddedPostgres', () => {
  it('starts a dead postmaster again, once, and keeps watching', async () => {
    let alive = true;
    let restarts = 0;
    const supervisor = superviseEmbeddedPostgres(
      {
        alive: async () => alive,
        restart: async () => {
          restarts += 1;
          alive = true;
        },
      },
      { pollMs: 10, backoffMs: [0], log: quiet, onGiveUp: () => expect.fail('gave up') },
    );
    alive = false;
    await expect.poll(() => supervisor.restarts).toBe(1);
    alive = false;
    await expect.poll(() => supervisor.restarts).toBe(2);
    supervisor.stop();
    expect(restarts).toBe(2);
    expect(supervisor.restarting).toBe(false);
  });

  it('gives up (for the process to exit non-zero) when it cannot be started again', async () => {
    let attempts = 0;
    let gaveUp: unknown;
    const supervisor = superviseEmbeddedPostgres(
      {
        alive: async () => false,
        restart: async () => {
          attempts += 1;
          throw new Error('PostgreSQL did not start: port in use');
        },
      },
      {
        pollMs: 10,
        backoffMs: [0, 10],
        giveUpAfterMs: 100,
        log: quiet,
        onGiveUp: (error) => {
          gaveUp = error;
        },
      },
    );
    await expect.poll(() => gaveUp).toBeInstanceOf(Error);
    expect((gaveUp as Error).message).toContain('port in use');
    expect(attempts).toBeGreaterThan(1);
    const after = attempts;
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Given up: no more attempts behind the exiting process's back.
    expect(attempts).toBe(after);
    supervisor.stop();
  });
});
