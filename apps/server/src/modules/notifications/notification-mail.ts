import {
  NOTIFICATION_MESSAGES,
  type NotificationKind,
  type NotificationPayload,
  notificationDetail,
  notificationHref,
  notificationText,
} from '@forewarn/domain';
import type { MailMessage } from '../../adapters/mail/mail.js';
import type { AppDeps } from '../../deps.js';
import { unsubscribeToken } from './unsubscribe.js';

/** The one-click unsubscribe headers (RFC 8058) every notification email carries. */
export function unsubscribeHeaders(publicUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${publicUrl}/api/unsubscribe/${token}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** One notification, or one kind's digest, as an email with its one-click unsubscribe. */
export async function notificationMail(
  deps: Pick<AppDeps, 'database' | 'config'>,
  userId: string,
  to: string,
  kind: NotificationKind,
  payloads: NotificationPayload[],
  options: { idempotencyKey: string; digest?: boolean; overCap?: boolean },
): Promise<MailMessage> {
  const { publicUrl } = deps.config;
  const token = await unsubscribeToken(deps.database.db, deps.database, userId, kind);
  const lines = payloads.map((payload) => {
    const href = notificationHref(payload);
    // The matched identifier, and to the person named what they can do (issue 38).
    return [
      notificationText(payload),
      ...notificationDetail(payload),
      `${publicUrl}${href ?? '/'}`,
    ].join('\n');
  });
  const first = payloads[0];
  return {
    to,
    subject:
      options.digest || !first
        ? NOTIFICATION_MESSAGES.digestSubject
        : NOTIFICATION_MESSAGES.instantSubject(first),
    text: [
      'Hello,',
      '',
      ...(options.digest ? ['Your notifications on Forewarn today:', ''] : []),
      ...(options.overCap ? [NOTIFICATION_MESSAGES.digestOverCapNote, ''] : []),
      lines.join('\n\n'),
      '',
      `To stop emails about “${NOTIFICATION_MESSAGES.kindLabels[kind]}”, unsubscribe here:`,
      `${publicUrl}/Unsubscribe?token=${token}`,
      'Or choose what you are emailed about in My Account:',
      `${publicUrl}/MyAccountPage#notifications`,
      '',
      'Forewarn',
    ].join('\n'),
    idempotencyKey: options.idempotencyKey,
    headers: unsubscribeHeaders(publicUrl, token),
  };
}
