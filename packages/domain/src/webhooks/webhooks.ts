import { z } from 'zod';
import { messagesOf } from '../i18n/runtime.js';
import { en } from '../messages/compiled/en/integrations.gen.js';

// Webhooks for watch alerts (issue 50; docs/decisions/0084): a member, or a token with the
// watches scope, registers an HTTPS endpoint; each watch alert is POSTed to it, signed with a
// secret shown once. The payload carries only what the alert shows in the app (masked).

export const WEBHOOK_LIMITS = {
  /** Endpoints a member may hold at once. */
  perAccount: 5,
  urlMax: 500,
  /** A delivery is retried with backoff for this long, then given up. */
  retryForHours: 24,
  /** An endpoint failing every delivery this long is disabled, and its member told. */
  disableAfterHours: 24,
  timeoutSeconds: 5,
  /** Deliveries the log shows, newest first. */
  logSize: 50,
} as const;

const t = messagesOf('integrations', en);

/** The webhooks' texts, from the catalogue (catalogue/integrations.ts): getters, read in the request's language. */
export const WEBHOOK_MESSAGES = {
  get urlRequired() {
    return t('webhookUrlRequired');
  },
  get urlTooLong() {
    return t('webhookUrlTooLong', { max: WEBHOOK_LIMITS.urlMax });
  },
  get urlInvalid() {
    return t('webhookUrlInvalid');
  },
  get httpsOnly() {
    return t('webhookHttpsOnly');
  },
  get noCredentials() {
    return t('webhookNoCredentials');
  },
  get privateAddress() {
    return t('webhookPrivateAddress');
  },
  get unresolvable() {
    return t('webhookUnresolvable');
  },
  get verifiedEmailNeeded() {
    return t('webhookVerifiedEmailNeeded');
  },
  get tooMany() {
    return t('webhookTooMany', { max: WEBHOOK_LIMITS.perAccount });
  },
  get notFound() {
    return t('webhookNotFound');
  },
  get created() {
    return t('webhookCreated');
  },
  get removed() {
    return t('webhookRemoved');
  },
  get testQueued() {
    return t('webhookTestQueued');
  },
  get disabled() {
    return t('webhookDisabled');
  },
  get testEventMessage() {
    return t('webhookTestEventMessage');
  },
};

export const WebhookRequestSchema = z.object({
  url: z
    .string({ error: () => WEBHOOK_MESSAGES.urlRequired })
    .trim()
    .min(1, { error: () => WEBHOOK_MESSAGES.urlRequired })
    .max(WEBHOOK_LIMITS.urlMax, { error: () => WEBHOOK_MESSAGES.urlTooLong })
    // http:// passes the schema only for a loopback receiver where the server allows it
    // (WEBHOOK_ALLOW_LOOPBACK, tests); the server refuses it everywhere else with httpsOnly.
    .regex(/^https?:\/\//i, { error: () => WEBHOOK_MESSAGES.httpsOnly })
    .meta({
      description:
        'https:// on port 443, resolving to public addresses only (private, loopback, link-local and reserved ranges are refused).',
    }),
});
export type WebhookRequest = z.infer<typeof WebhookRequestSchema>;

export const WebhookSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    createdAt: z.string(),
    /** Set when a day of failed deliveries disabled it; nothing is sent to it after. */
    disabledAt: z.string().nullable(),
    /** The first failure of the current run of failures; null when the last delivery worked. */
    failingSince: z.string().nullable(),
    lastDeliveredAt: z.string().nullable(),
  })
  .meta({ id: 'Webhook' });
export type Webhook = z.infer<typeof WebhookSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const WEBHOOK_EVENT_TYPES = ['watch.alert', 'ping'] as const;

export const WebhookDeliverySchema = z
  .object({
    id: z.string(),
    type: z.enum(WEBHOOK_EVENT_TYPES),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int().min(0),
    /** The endpoint's last HTTP status, or null when none came (refused, timed out). */
    lastStatus: z.number().int().min(100).max(599).nullable(),
    /** Why the last attempt failed, in a few words; null when it worked. */
    lastError: z.string().nullable(),
    createdAt: z.string(),
    lastAttemptAt: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

/**
 * What the endpoint receives: the body that is signed. `data` of a watch alert is the alert as
 * the notification centre shows it (masked name and identifiers, the case's title and link).
 */
export const WebhookEventSchema = z
  .object({
    id: z.string(),
    type: z.enum(WEBHOOK_EVENT_TYPES),
    createdAt: z.string(),
    data: z.object({
      notificationId: z.string().optional(),
      caseId: z.string().nullable().optional(),
      title: z.string().optional(),
      maskedName: z.string().nullable().optional(),
      maskedIdentifiers: z.array(z.string()).optional(),
      country: z.string().nullable().optional(),
      url: z.string().optional(),
      message: z.string().optional(),
    }),
  })
  .meta({ id: 'WebhookEvent' });
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

/** The headers a delivery carries (docs/api.md, "Webhooks"). */
export const WEBHOOK_HEADERS = {
  id: 'Forewarn-Webhook-Id',
  timestamp: 'Forewarn-Webhook-Timestamp',
  signature: 'Forewarn-Webhook-Signature',
} as const;
