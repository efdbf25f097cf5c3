import { readlinkSync } from 'node:fs';
import os from 'node:os';

// The bench's paced sender stands for the clients, and clients are not on the server's machine:
// the bench's own collections run on the thread that needs them (the flags below), so they no
// longer wake five of its threads at once on two cores, and the sender's thread runs at a higher
// priority, so an answer is timed when it arrives, not when the sender next gets a core
// (docs/decisions/0114-the-paced-sender-a-quiet-client.md).

/** Node's flags `npm run bench` starts the bench with (package.json; a test ties them). */
export const QUIET_CLIENT_FLAGS = ['--v8-pool-size=1', '--single-threaded-gc'] as const;

/** What the results say when the bench was started some other way. */
export function quietClientNote(execArgv: readonly string[] = process.execArgv): string | null {
  const missing = QUIET_CLIENT_FLAGS.filter((flag) => !execArgv.includes(flag));
  return missing.length === 0
    ? null
    : `the bench ran without ${missing.join(' ')} (start it with npm run bench): its own collections may have held the server off`;
}

/** The sender's nice value: about nine times a normal thread's share when both want a core. */
export const SENDER_NICE = -10;

/** Raises the calling thread's priority; answers the nice it runs at, and why not when it failed. */
export function raiseSenderPriority(): { nice: number; note?: string } {
  try {
    // Linux sets a nice value per thread; this thread's id ends /proc/thread-self's target.
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    os.setPriority(tid, SENDER_NICE);
    return { nice: os.getPriority(tid) };
  } catch (error) {
    // Not Linux, or not allowed (a nice below 0 needs root or CAP_SYS_NICE): the run goes on at
    // the normal priority and its results say so.
    return { nice: os.getPriority(), note: (error as Error).message };
  }
}
