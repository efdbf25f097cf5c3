import { Logger } from 'graphile-worker';

type LogSink = {
  error(obj: object, message: string): void;
  warn(obj: object, message: string): void;
  info(obj: object, message: string): void;
  debug(obj: object, message: string): void;
};

/**
 * graphile-worker's log lines into pino. Its scope holds ids only (worker, task, job); job
 * payloads carry ids only too (docs/decisions/0036), so nothing personal reaches the log.
 */
export function graphileLogger(log: LogSink | null): Logger {
  return new Logger((scope) => (level, message) => {
    if (!log) return;
    const fields = { queue: scope };
    if (level === 'error') log.error(fields, `job queue: ${message}`);
    else if (level === 'warning') log.warn(fields, `job queue: ${message}`);
    else if (level === 'info') log.debug(fields, `job queue: ${message}`);
    else log.debug(fields, `job queue: ${message}`);
  });
}
