// What a bench run has started, undone however it ends. On SIGINT or SIGTERM no `finally` runs:
// the servers, the PostgreSQL clusters (10 GB copies at 10 M), the huge pages and the host's
// memory settings a run took would stay behind for the next run to trip over (decision 0147).
// Each start registers its undoing here; a signal runs them newest first, then exits.

type Undo = () => Promise<unknown> | unknown;

const undos: { name: string; undo: Undo }[] = [];

/** The exit code of a process ended by `signal`, as a shell reports it. */
export const exitCodeOf = (signal: 'SIGINT' | 'SIGTERM') => (signal === 'SIGINT' ? 130 : 143);

/**
 * Runs every registered undoing, newest first, each whatever the one before did; a failure is
 * printed, not thrown, so a server that would not stop leaves no cluster behind.
 */
export async function undoAll(log: (line: string) => void = console.error): Promise<void> {
  while (undos.length > 0) {
    const { name, undo } = undos.pop() as (typeof undos)[number];
    try {
      await undo();
    } catch (error) {
      log(`interrupted: ${name} was not undone: ${String(error)}`);
    }
  }
}

function listen() {
  if (listen.done) return;
  listen.done = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`${signal}: stopping what the run started (${undos.length} to undo)…`);
      // The run's own code fails under it as its servers stop; its error (a rejected top-level
      // await too) must not end the process before the clusters are stopped and removed.
      process.on('uncaughtException', (error) => console.error(`while undoing: ${error.message}`));
      void undoAll().finally(() => process.exit(exitCodeOf(signal)));
    });
  }
}
listen.done = false;

/**
 * Registers `undo` (what `name` started) to run on SIGINT or SIGTERM; the returned function takes
 * it back once the caller has undone it in its own time.
 */
export function undoOnSignal(name: string, undo: Undo): () => void {
  listen();
  const entry = { name, undo };
  undos.push(entry);
  return () => {
    const at = undos.indexOf(entry);
    if (at >= 0) undos.splice(at, 1);
  };
}
