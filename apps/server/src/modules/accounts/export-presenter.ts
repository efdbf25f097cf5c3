import {
  ApiTokenSchema,
  identifierValues,
  NotificationSchema,
  NotificationSettingsSchema,
  perIdentifier,
} from '@forewarn/domain';
import { z } from 'zod';
import type { SessionUser } from '../../plugins/session.js';
import { imageRef } from '../cases/summary.js';
import { commentImageRef } from '../comments/presenter.js';
import type * as data from './data-repository.js';
import { presentSelf } from './presenter.js';

// "Download my data" (docs/decisions/0015): the one door from the user's rows to their export.
// Unmasked, because every value in it is the user's own; never a password hash, a token, a
// storage key or another person's account.

const Time = z.string().describe('ISO 8601');
const Link = z.string().describe('An absolute address; opening it needs this account signed in');

export const AccountExportSchema = z.object({
  exportedAt: Time,
  account: z.object({
    id: z.string(),
    email: z.string(),
    pendingEmail: z.string().nullable(),
    emailVerified: z.boolean(),
    username: z.string().nullable(),
    usernameLastChanged: Time.nullable(),
    country: z.string(),
    phoneNumber: z.string().nullable(),
    phoneVerified: z.boolean(),
    profileImageUrl: Link.nullable(),
    verifiedPlumber: z.boolean(),
    verifiedElectrician: z.boolean(),
    role: z.string(),
    createdAt: Time,
  }),
  cases: z.array(
    z.object({
      id: z.string(),
      url: Link,
      country: z.string(),
      title: z.string(),
      name: z.string(),
      address: z.string(),
      ...perIdentifier(() => z.string()),
      details: z.string(),
      instagram: z.string(),
      tiktok: z.string(),
      postAnonymously: z.boolean(),
      visibleToPlumbers: z.boolean(),
      visibleToElectricians: z.boolean(),
      paused: z.boolean(),
      resolvedAt: Time.nullable(),
      hiddenByModerator: z.boolean(),
      createdAt: Time,
      updatedAt: Time,
      images: z.array(z.object({ kind: z.string(), url: Link, thumbUrl: Link, createdAt: Time })),
    }),
  ),
  responses: z.array(
    z.object({
      id: z.string(),
      caseId: z.string(),
      text: z.string(),
      imageUrl: Link.nullable(),
      createdAt: Time,
    }),
  ),
  caseReports: z.array(
    z.object({
      id: z.string(),
      caseId: z.string(),
      details: z.string(),
      status: z.string(),
      createdAt: Time,
    }),
  ),
  disputes: z.array(
    z.object({
      id: z.string(),
      caseId: z.string(),
      reason: z.string(),
      status: z.string(),
      createdAt: Time,
    }),
  ),
  tradeApplications: z.array(
    z.object({
      id: z.string(),
      trade: z.string(),
      licenceNumber: z.string(),
      licenceRegion: z.string(),
      licencePhoto: z.boolean().describe('Whether a licence photo was sent (moderators see it)'),
      status: z.string(),
      createdAt: Time,
      decidedAt: Time.nullable(),
    }),
  ),
  feedback: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      email: z.string(),
      details: z.string(),
      createdAt: Time,
    }),
  ),
  messages: z.array(
    z.object({ id: z.string(), threadId: z.string(), text: z.string(), createdAt: Time }),
  ),
  /** Issue 23: what the member watches and follows, and whether the person-named notice is on. */
  watches: z.array(
    z.object({
      id: z.string(),
      country: z.string(),
      typed: z.string(),
      normalized: z.string(),
      createdAt: Time,
      lastAlertAt: Time.nullable(),
    }),
  ),
  followedCases: z.array(z.object({ caseId: z.string(), url: Link, followedAt: Time })),
  namedPartyNotices: z.boolean(),
  /** Devices with push notifications on: which push service and since when, never the keys. */
  pushDevices: z.array(z.object({ pushService: z.string(), createdAt: Time })),
  /** The notification centre (issue 23): what the member was told, and how they are emailed. */
  notifications: z.array(NotificationSchema),
  notificationSettings: NotificationSettingsSchema,
  /** Issue 41: the member's API tokens, by name, scopes and dates; never their secrets. */
  apiTokens: z.array(ApiTokenSchema),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

type Rows = {
  user: SessionUser;
  pendingEmail: string | null;
  cases: data.CaseRow[];
  images: data.CaseImageRow[];
  responses: Awaited<ReturnType<typeof data.responsesBy>>;
  caseReports: Awaited<ReturnType<typeof data.caseReportsBy>>;
  disputes: Awaited<ReturnType<typeof data.disputesBy>>;
  tradeApplications: Awaited<ReturnType<typeof data.tradeApplicationsBy>>;
  feedback: Awaited<ReturnType<typeof data.feedbackBy>>;
  messages: Awaited<ReturnType<typeof data.messagesSentBy>>;
  watches: Awaited<ReturnType<typeof data.watchesOf>>;
  followedCases: Awaited<ReturnType<typeof data.followsOf>>;
  namedPartyNotices: boolean;
  pushDevices: { endpoint: string; createdAt: Date }[];
};

const iso = (date: Date) => date.toISOString();

export function presentExport(
  publicUrl: string,
  rows: Rows,
): Omit<AccountExport, 'notifications' | 'notificationSettings' | 'apiTokens'> {
  const absolute = (path: string) => `${publicUrl}${path}`;
  const { user } = rows;
  const self = presentSelf(user);
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      pendingEmail: rows.pendingEmail,
      emailVerified: user.emailVerified,
      username: user.username,
      usernameLastChanged: user.usernameLastChanged ? iso(user.usernameLastChanged) : null,
      country: user.country,
      phoneNumber: user.phoneNumber,
      phoneVerified: user.phoneVerified,
      profileImageUrl: self.profileImageUrl ? absolute(self.profileImageUrl) : null,
      verifiedPlumber: user.verifiedPlumber,
      verifiedElectrician: user.verifiedElectrician,
      role: user.role,
      createdAt: iso(user.createdAt),
    },
    cases: rows.cases.map((kase) => ({
      id: kase.id,
      url: absolute(`/case/${encodeURIComponent(kase.id)}`),
      country: kase.country,
      title: kase.title,
      name: kase.name,
      address: kase.address,
      ...identifierValues(kase),
      details: kase.details,
      instagram: kase.instagram,
      tiktok: kase.tiktok,
      postAnonymously: kase.postAnonymously,
      visibleToPlumbers: kase.visibleToPlumbers,
      visibleToElectricians: kase.visibleToElectricians,
      paused: kase.paused,
      resolvedAt: kase.resolvedAt ? iso(kase.resolvedAt) : null,
      hiddenByModerator: kase.hiddenAt !== null,
      createdAt: iso(kase.createdAt),
      updatedAt: iso(kase.updatedAt),
      images: rows.images
        .filter((image) => image.caseId === kase.id)
        .map((image) => {
          const ref = imageRef(kase.id, image.id);
          return {
            kind: image.kind,
            url: absolute(ref.url),
            thumbUrl: absolute(ref.thumbUrl),
            createdAt: iso(image.createdAt),
          };
        }),
    })),
    responses: rows.responses.map((response) => ({
      id: response.id,
      caseId: response.caseId,
      text: response.text,
      imageUrl: response.imageKey
        ? absolute(commentImageRef(response.caseId, response.id).url)
        : null,
      createdAt: iso(response.createdAt),
    })),
    caseReports: rows.caseReports.map((report) => ({
      ...report,
      createdAt: iso(report.createdAt),
    })),
    disputes: rows.disputes.map((dispute) => ({ ...dispute, createdAt: iso(dispute.createdAt) })),
    tradeApplications: rows.tradeApplications.map((application) => ({
      ...application,
      createdAt: iso(application.createdAt),
      decidedAt: application.decidedAt ? iso(application.decidedAt) : null,
    })),
    feedback: rows.feedback.map((entry) => ({ ...entry, createdAt: iso(entry.createdAt) })),
    messages: rows.messages.map((message) => ({ ...message, createdAt: iso(message.createdAt) })),
    watches: rows.watches.map((watch) => ({
      id: watch.id,
      country: watch.country,
      typed: watch.typed,
      normalized: watch.normalized,
      createdAt: iso(watch.createdAt),
      lastAlertAt: watch.lastAlertAt ? iso(watch.lastAlertAt) : null,
    })),
    followedCases: rows.followedCases.map((follow) => ({
      caseId: follow.caseId,
      url: absolute(`/case/${encodeURIComponent(follow.caseId)}`),
      followedAt: iso(follow.createdAt),
    })),
    namedPartyNotices: rows.namedPartyNotices,
    pushDevices: rows.pushDevices.map((device) => ({
      pushService: new URL(device.endpoint).hostname,
      createdAt: iso(device.createdAt),
    })),
  };
}
