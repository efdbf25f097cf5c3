import { z } from 'zod';
import { EMAIL_DELIVERIES, NOTIFICATION_KINDS, NotificationSchema } from './notifications.js';

// The notification centre's API shapes (issue 23), beside the contract in notifications.ts.

export const NOTIFICATION_PAGE_SIZE = 20;

export const NotificationPageSchema = z
  .object({
    items: z.array(NotificationSchema),
    /** Pass as `cursor` for the next (older) page; null at the end. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const UnreadNotificationsSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadNotifications = z.infer<typeof UnreadNotificationsSchema>;

const deliveries = z.enum(EMAIL_DELIVERIES);

export const NotificationEmailSettingsSchema = z.object({
  message: deliveries,
  watch_alert: deliveries,
  case_update: deliveries,
  named_party: deliveries,
});
export type NotificationEmailSettings = z.infer<typeof NotificationEmailSettingsSchema>;

export const NotificationSettingsSchema = z
  .object({
    email: NotificationEmailSettingsSchema,
    /** The zone the daily digest follows (08:00 there): the reported one, else the country's. */
    timeZone: z.string(),
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** A change: any kinds' deliveries, and the zone the browser reports. */
export const notificationSettingsUpdateSchema = z.strictObject({
  email: NotificationEmailSettingsSchema.partial().optional(),
  timeZone: z.string().min(1).max(64).optional(),
});

export const UnsubscribeInfoSchema = z.object({ kind: z.enum(NOTIFICATION_KINDS) });
