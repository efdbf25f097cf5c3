import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { arch, platform, userInfo } from 'node:os';
import path from 'node:path';

// PostgreSQL's programs for the embedded cluster (embedded-postgres.ts): where they are, the
// user they run as, running one, and a free port for the postmaster.

export type Binaries = { postgres: string; initdb: string; pg_ctl: string };

export const SUPERUSER = 'postgres';

export async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${platform()}-${arch()} (package ${pkg}). Set DATABASE_URL to use an external PostgreSQL.`,
    );
  }
}

/** PostgreSQL refuses to run as root, so as root the cluster belongs to an unprivileged user. */
export async function clusterOwner(): Promise<{ uid: number; gid: number } | undefined> {
  if (userInfo().uid !== 0) return undefined;
  const lookup = async () => {
    const uid = Number((await run('id', ['-u', SUPERUSER])).trim());
    const gid = Number((await run('id', ['-g', SUPERUSER])).trim());
    return { uid, gid };
  };
  try {
    return await lookup();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', SUPERUSER]);
    return lookup();
  }
}

export function run(
  command: string,
  args: string[],
  options: { uid?: number; gid?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...options,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${path.basename(command)} exited with ${code}: ${output.trim()}`));
    });
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
