import {
  APPEAL_OUTCOMES,
  NOTICE_DECISIONS,
  NOTICE_REASONS,
  POSTER_ANSWER_KINDS,
  REGIMES,
  RESTRICTIONS,
} from '@forewarn/domain';
import { z } from 'zod';

// The response shapes of notice and action (issue 48), for the OpenAPI document and the
// serializer (which drops whatever a schema does not list).

const at = z.string().nullable();

export const NoticeStatusSchema = z.object({
  reference: z.string(),
  status: z.string(),
  regime: z.enum(REGIMES),
  reason: z.enum(NOTICE_REASONS),
  fromNamedParty: z.boolean(),
  receivedAt: z.string(),
  posterToldAt: at,
  dueAt: at,
  decision: z.enum(NOTICE_DECISIONS).nullable(),
  decisionReason: z.string().nullable(),
  decidedAt: at,
});

export const PosterNoticeSchema = z.object({
  id: z.string(),
  reference: z.string(),
  regime: z.enum(REGIMES),
  reason: z.string(),
  explanation: z.string(),
  location: z.string(),
  meaning: z.string(),
  inaccurate: z.string(),
  receivedAt: z.string(),
  answerBy: at,
  answer: z.enum(POSTER_ANSWER_KINDS).nullable(),
  answeredAt: at,
  decision: z.string().nullable(),
  decidedAt: at,
});

export const DeskItemSchema = z.object({
  id: z.string(),
  reference: z.string(),
  regime: z.enum(REGIMES),
  reason: z.enum(NOTICE_REASONS),
  status: z.string(),
  explanation: z.string(),
  location: z.string(),
  meaning: z.string(),
  inaccurate: z.string(),
  cannotIdentifyPoster: z.boolean(),
  consentToShare: z.boolean(),
  notifierName: z.string(),
  notifierEmail: z.string(),
  fromNamedParty: z.boolean(),
  receivedAt: z.string(),
  tellPosterBy: z.string(),
  posterToldAt: at,
  answerBy: at,
  dueAt: at,
  escalated: z.boolean(),
  posterAnswer: z.string().nullable(),
  posterAnswerText: z.string().nullable(),
  posterName: z.string().nullable(),
  posterAddress: z.string().nullable(),
  answeredAt: at,
  decision: z.string().nullable(),
  decidedAt: at,
  claimedBy: z.string().nullable(),
  claimUntil: at,
  case: z
    .object({
      id: z.string(),
      title: z.string(),
      country: z.string(),
      hidden: z.boolean(),
      creatorId: z.string().nullable(),
    })
    .nullable(),
  /** Everything else needed to decide, for the one item on the desk (null in a list). */
  context: z
    .object({
      details: z.string(),
      images: z.array(z.object({ id: z.string(), url: z.string(), thumbUrl: z.string() })),
      responses: z.array(
        z.object({
          id: z.string(),
          author: z.string(),
          byLodger: z.boolean(),
          text: z.string(),
          createdAt: z.string(),
          image: z.object({ url: z.string(), thumbUrl: z.string() }).nullable(),
        }),
      ),
      lodger: z
        .object({
          name: z.string(),
          memberSince: z.string(),
          suspended: z.boolean(),
          cases: z.number(),
          hidden: z.number(),
          statements: z.number(),
        })
        .nullable(),
      notifier: z.object({ notices: z.number(), removed: z.number(), kept: z.number() }),
      earlier: z.array(
        z.object({
          createdAt: z.string(),
          actorName: z.string(),
          action: z.string(),
          reason: z.string(),
        }),
      ),
    })
    .nullable(),
});

export const StatementSchema = z.object({
  id: z.string(),
  reference: z.string(),
  restriction: z.enum(RESTRICTIONS),
  caseId: z.string().nullable(),
  facts: z.string(),
  rule: z.string(),
  automated: z.boolean(),
  createdAt: z.string(),
  appealUntil: z.string(),
  reversed: z.boolean(),
  appeal: z
    .object({
      id: z.string(),
      text: z.string(),
      createdAt: z.string(),
      outcome: z.enum(APPEAL_OUTCOMES).nullable(),
      reason: z.string().nullable(),
      decidedAt: at,
    })
    .nullable(),
});

export const OpenAppealSchema = StatementSchema.extend({ firstDecidedBy: z.string().nullable() });

export const QuarterSchema = z.object({
  quarter: z.string(),
  received: z.array(z.object({ regime: z.string(), reason: z.string(), count: z.number() })),
  decided: z.number(),
  actedOn: z.number(),
  shareActedOn: z.number(),
  medianHoursToDecision: z.number().nullable(),
  p90HoursToDecision: z.number().nullable(),
  statements: z.array(z.object({ restriction: z.string(), count: z.number() })),
  appeals: z.number(),
  reversals: z.number(),
});
