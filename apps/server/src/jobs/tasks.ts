import { NOTIFICATION_KINDS, type NotificationKind } from '@forewarn/domain';
import type { FastifyBaseLogger } from 'fastify';
import { makeWorkerUtils, type TaskList } from 'graphile-worker';
import type { AppDeps } from '../deps.js';
import {
  API_TOKEN_CREATED_TASK,
  sendApiTokenCreatedMail,
} from '../modules/api-tokens/created-mail.js';
import { retireStaleCases } from '../modules/cases/retire-service.js';
import { deleteOrphanFiles } from '../modules/housekeeping/orphan-files.js';
import { deleteSpentRecords } from '../modules/housekeeping/repository.js';
import {
  NOTICE_MAIL_KINDS,
  type NoticeMailKind,
  sendNoticeMail,
} from '../modules/notices/notice-mail.js';
import { tellPoster } from '../modules/notices/poster-service.js';
import { escalateOverdue } from '../modules/notices/sweep.js';
import { deliverNotification, pushNotification } from '../modules/notifications/delivery.js';
import { enqueueDigests, sendDigest } from '../modules/notifications/digest.js';
import { deliverMail, SEND_MAIL_TASK } from '../modules/outbox/outbox.js';
import { MESSAGE_PUSH_TASK, retryMessagePush } from '../modules/push/message-push.js';
import { deleteSpentCounters } from '../modules/rate-limits/limits.js';
import { enqueueDueMessageNotices, sendMessageNotice } from '../modules/threads/notices.js';
import {
  deliverWebhook,
  sendWebhookDisabledMail,
  WEBHOOK_DISABLED_TASK,
} from '../modules/webhooks/delivery.js';
import { WEBHOOK_TASK } from '../modules/webhooks/service.js';
import { graphileLogger } from './graphile-logger.js';

// Every job the queue runs (docs/decisions/0036). A job's payload holds ids only, never a
// name, an address or a text: the jobs table is not private, and graphile-worker logs it.

/**
 * Recurring jobs, in graphile-worker's crontab format (UTC): each runs once per tick across
 * every server process on the database.
 */
export const CRONTAB = [
  '* * * * * message_notices',
  '*/15 * * * * notification_digests',
  '7 * * * * housekeeping',
  '37 * * * * retire_stale_cases',
  '* * * * * notice_deadlines',
].join('\n');

export type TaskDeps = Pick<AppDeps, 'database' | 'mail' | 'config' | 'storage'> & {
  log: FastifyBaseLogger;
  push?: AppDeps['push'];
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function field(payload: unknown, name: string): string {
  const value = isObject(payload) ? payload[name] : undefined;
  if (typeof value !== 'string') throw new Error(`job payload lacks ${name}`);
  return value;
}

export function taskList(deps: TaskDeps): TaskList {
  return {
    [SEND_MAIL_TASK]: async (payload) => {
      await deliverMail(deps, field(payload, 'id'), { fromJob: true });
    },
    deliver_notification: async (payload) => {
      await deliverNotification(deps, field(payload, 'id'));
    },
    push_notification: async (payload) => {
      const { push } = deps;
      if (push) await pushNotification({ ...deps, push }, field(payload, 'id'));
    },
    [MESSAGE_PUSH_TASK]: async (payload) => {
      const { push } = deps;
      if (!push) return;
      await retryMessagePush(
        { push, database: deps.database },
        { recipientId: field(payload, 'recipientId'), threadId: field(payload, 'threadId') },
      );
    },
    send_digest: async (payload) => {
      const kind = field(payload, 'kind');
      if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return;
      await sendDigest(deps, {
        userId: field(payload, 'userId'),
        kind: kind as NotificationKind,
        day: field(payload, 'day'),
      });
    },
    [API_TOKEN_CREATED_TASK]: async (payload) => {
      await sendApiTokenCreatedMail(deps, {
        userId: field(payload, 'userId'),
        tokenId: field(payload, 'tokenId'),
      });
    },
    // Webhooks (issue 50): one attempt at a delivery; the mail when an endpoint is disabled.
    [WEBHOOK_TASK]: async (payload) => {
      await deliverWebhook(deps, field(payload, 'id'));
    },
    [WEBHOOK_DISABLED_TASK]: async (payload) => {
      await sendWebhookDisabledMail(deps, {
        endpointId: field(payload, 'endpointId'),
        userId: field(payload, 'userId'),
      });
    },
    notification_digests: async () => {
      await enqueueDigests(deps);
    },
    message_notices: async () => {
      await enqueueDueMessageNotices(deps);
    },
    send_message_notice: async (payload) => {
      await sendMessageNotice(deps, {
        threadId: field(payload, 'threadId'),
        userId: field(payload, 'userId'),
        key: field(payload, 'key'),
      });
    },
    housekeeping: async () => {
      const counts = await deleteSpentRecords(deps.database.db);
      const counters = await deleteSpentCounters(deps.database.db);
      deps.log.info({ removed: { ...counts, counters } }, 'housekeeping: spent records deleted');
      const files = await deleteOrphanFiles(deps);
      if (files > 0) deps.log.info({ files }, 'housekeeping: orphan files deleted');
      // Each member's pushes have a named queue (migration 0025): the library keeps a row per
      // queue name until asked to drop the empty ones.
      const utils = await makeWorkerUtils({
        pgPool: deps.database.pool,
        logger: graphileLogger(null),
      });
      try {
        await utils.cleanup({ tasks: ['GC_JOB_QUEUES'] });
      } finally {
        await utils.release();
      }
    },
    // Notice and action (issue 48): the poster's notice, every mail, and the minute's sweep.
    notice_tell_poster: async (payload) => {
      await tellPoster(deps, field(payload, 'id'));
    },
    notice_mail: async (payload) => {
      const kind = field(payload, 'kind');
      if (!(NOTICE_MAIL_KINDS as readonly string[]).includes(kind)) return;
      await sendNoticeMail(deps, kind as NoticeMailKind, field(payload, 'id'));
    },
    notice_deadlines: async () => {
      const escalated = await escalateOverdue(deps);
      if (escalated > 0) deps.log.warn({ escalated }, 'notices past their deadline escalated');
    },
    retire_stale_cases: async () => {
      // Cases untouched for 3 years retire (docs/decisions/0019).
      const retired = await retireStaleCases(deps, new Date());
      deps.log.info(retired, 'housekeeping: stale cases reminded and archived');
    },
  };
}
