import type { FastifyBaseLogger } from 'fastify';
import { databaseUnavailable } from '../db/unavailable.js';
import type { Metrics } from './metrics.js';

// What GET /metrics answers: every metric that could be read, in Prometheus' text format. A
// metric whose reading fails (the gauges that read the database, in a database incident) is
// left out of that scrape and counted in forewarn_metrics_left_out, instead of failing the
// whole scrape: the pool's, the requests' and the process's figures are the ones an incident
// needs (decision 0104).

export async function exposition(metrics: Metrics, log: FastifyBaseLogger): Promise<string> {
  const { registry, metricsLeftOut } = metrics;
  const leftOut: string[] = [];
  const read = async (name: string): Promise<string | undefined> => {
    try {
      return await registry.getSingleMetricAsString(name);
    } catch (error) {
      leftOut.push(name);
      if (databaseUnavailable(error))
        log.warn({ err: error, metric: name }, 'metric left out: the database did not answer');
      else log.error({ err: error, metric: name }, 'metric left out: its reading failed');
      return undefined;
    }
  };
  const names = registry
    .getMetricsAsArray()
    .map((metric) => metric.name)
    .filter((name) => name !== METRICS_LEFT_OUT);
  const parts = await Promise.all(names.map(read));
  metricsLeftOut.set(leftOut.length);
  parts.push(await registry.getSingleMetricAsString(METRICS_LEFT_OUT));
  return `${parts.filter((part) => part !== undefined).join('\n\n')}\n`;
}

export const METRICS_LEFT_OUT = 'forewarn_metrics_left_out';
