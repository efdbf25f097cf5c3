import { LIMITS } from '@forewarn/domain';
import type { FastifyInstance } from 'fastify';
import { retireStaleCases } from '../cases/retire-service.js';
import { deleteSpentCounters } from '../rate-limits/limits.js';
import { deleteOrphanFiles } from './orphan-files.js';
import { deleteSpentRecords } from './repository.js';

/** The first sweep waits a little, so start-up and migrations have the database to themselves. */
const FIRST_SWEEP_MS = LIMITS.minuteMs;

/**
 * Sweeps spent records and orphan files, and retires stale cases, once an hour while the server
 * runs. Several servers on one database may all sweep: the deletes are idempotent. A failed sweep is logged and tried again next hour.
 */
export function scheduleHousekeeping(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const sweep = async () => {
    try {
      const counts = await deleteSpentRecords(app.deps.database.db);
      const counters = await deleteSpentCounters(app.deps.database.db);
      app.log.info({ removed: { ...counts, counters } }, 'housekeeping: spent records deleted');
      // Cases untouched for 3 years retire (docs/decisions/0019).
      const retired = await retireStaleCases({ ...app.deps, log: app.log }, new Date());
      app.log.info(retired, 'housekeeping: stale cases reminded and archived');
    } catch (error) {
      app.log.error({ err: error }, 'housekeeping failed');
    }
    try {
      const files = await deleteOrphanFiles(app.deps);
      if (files > 0) app.log.info({ files }, 'housekeeping: orphan files deleted');
    } catch (error) {
      app.log.error({ err: error }, 'housekeeping: orphan files not swept');
    }
    if (!closed) timer = setTimeout(sweep, LIMITS.hourMs).unref();
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(sweep, FIRST_SWEEP_MS).unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
}
