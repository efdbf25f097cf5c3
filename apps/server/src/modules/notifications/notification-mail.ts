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
import { inLanguage, memberLanguage } from '../../lib/language.js';
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
  // In the member's own language (issue 49), whoever's request or job sends it.
  const language = await memberLanguage(deps.database.db, userId);
  return inLanguage(language, () => composeMail(publicUrl, token, to, kind, payloads, options));
}

function composeMail(
  publicUrl: string,
  token: string,
  to: string,
  kind: NotificationKind,
  payloads: NotificationPayload[],
  options: { idempotencyKey: string; digest?: boolean; overCap?: boolean },
): MailMessage {
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
      NOTIFICATION_MESSAGES.mailGreeting,
      '',
      ...(options.digest ? [NOTIFICATION_MESSAGES.mailDigestIntro, ''] : []),
      ...(options.overCap ? [NOTIFICATION_MESSAGES.digestOverCapNote, ''] : []),
      lines.join('\n\n'),
      '',
      NOTIFICATION_MESSAGES.mailUnsubscribe(kind),
      `${publicUrl}/Unsubscribe?token=${token}`,
      NOTIFICATION_MESSAGES.mailSettings,
      `${publicUrl}/MyAccountPage#notifications`,
      '',
      NOTIFICATION_MESSAGES.mailSignature,
    ].join('\n'),
    idempotencyKey: options.idempotencyKey,
    headers: unsubscribeHeaders(publicUrl, token),
  };
}
