import { type CpuSample, cpuMeter } from './cpu.js';
import { type BenchServer, startBenchServer } from './server.js';

// A bench server's place in a run (the measured database's first or second process, a twin's
// server), which a fresh process can take when the lean check finds it dear (lean-check.ts,
// decision 0148): whoever reads its address, its process or its CPU reads the current one.

export type ServerSlot = {
  readonly server: BenchServer;
  readonly base: string;
  /** The CPU of the current process and of its PostgreSQL so far (cpu.ts). */
  cpu(): Promise<CpuSample>;
  /** Stops the process and starts a fresh one with the same options in its place. */
  replace(): Promise<void>;
};

export async function startServerSlot(
  options: Parameters<typeof startBenchServer>[0],
  pgDataDir: string,
): Promise<ServerSlot> {
  let server = await startBenchServer(options);
  return {
    get server() {
      return server;
    },
    get base() {
      return server.base;
    },
    cpu: () => cpuMeter({ serverPid: server.pid, pgDataDir })(),
    async replace() {
      await server.stop();
      server = await startBenchServer(options);
    },
  };
}
