import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.js';
import { METRICS_LEFT_OUT } from './metrics-exposition.js';

// The Prometheus metrics of one app instance. Its own registry (not prom-client's global one),
// so tests that build several apps in one process never share or clash over counters.

export type Metrics = {
  registry: Registry;
  httpRequests: Histogram<'method' | 'route' | 'status_code'>;
  mails: Counter<'outcome'>;
  sms: Counter<'outcome'>;
  /** Live event streams (Server-Sent Events) open on this process. */
  eventStreams: Gauge;
  /** A member's state (red dot, bell) computed for their streams: once per member per notice. */
  memberStateChecks: Counter;
  /** Metrics the last scrape left out because reading them failed (lib/metrics-exposition.ts). */
  metricsLeftOut: Gauge;
};

export function createMetrics(
  database: Pick<Database, 'pool' | 'stats' | 'supervisor' | 'replica'>,
): Metrics {
  const { pool } = database;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'forewarn_' });
  const httpRequests = new Histogram({
    name: 'forewarn_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, with their duration',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const mails = new Counter({
    name: 'forewarn_mails_total',
    help: 'Emails handed to the mail adapter, by outcome (sent or failed)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const sms = new Counter({
    name: 'forewarn_sms_total',
    help: 'Text messages handed to the SMS adapter, by outcome (sent or failed)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const eventStreams = new Gauge({
    name: 'forewarn_event_streams_open',
    help: 'Server-Sent Event streams open on this process',
    registers: [registry],
  });
  new Gauge({
    name: 'forewarn_db_pool_connections',
    help: 'Database pool connections by state',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'forewarn_db_reads_retried',
    help: 'Reads that failed on a dead database connection and were sent again on another',
    registers: [registry],
    collect() {
      this.set(database.stats.readsRetried);
    },
  });
  new Gauge({
    name: 'forewarn_embedded_postgres_restarts',
    help: 'Times this process started its embedded PostgreSQL again after it died',
    registers: [registry],
    collect() {
      this.set(database.supervisor?.restarts ?? 0);
    },
  });
  if (database.replica) {
    const { stats } = database.replica;
    new Gauge({
      name: 'forewarn_db_replica_lag_bytes',
      help: 'WAL the replica last checked had yet to replay (DATABASE_READ_URL)',
      registers: [registry],
      collect() {
        if (stats.lagBytes !== undefined) this.set(stats.lagBytes);
      },
    });
    new Gauge({
      name: 'forewarn_db_lookups',
      help: 'Public lookups by where they were read: a fresh replica, or the primary',
      labelNames: ['served_by'] as const,
      registers: [registry],
      collect() {
        this.set({ served_by: 'replica' }, stats.onReplica);
        this.set({ served_by: 'primary' }, stats.onPrimary);
      },
    });
  }
  const memberStateChecks = new Counter({
    name: 'forewarn_member_state_checks_total',
    help: "A member's unread state computed for their event streams (once per member per notice)",
    registers: [registry],
  });
  const metricsLeftOut = new Gauge({
    name: METRICS_LEFT_OUT,
    help: 'Metrics left out of this scrape because reading them failed (0 when all were read)',
    registers: [registry],
  });
  return { registry, httpRequests, mails, sms, eventStreams, memberStateChecks, metricsLeftOut };
}

/** Counts a send as sent or failed once it settles; the outcome itself passes through. */
export async function countOutcome(counter: Counter<'outcome'>, sending: Promise<void>) {
  try {
    await sending;
    counter.inc({ outcome: 'sent' });
  } catch (error) {
    counter.inc({ outcome: 'failed' });
    throw error;
  }
}
