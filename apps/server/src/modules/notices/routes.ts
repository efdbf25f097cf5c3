import {
  appealSchema,
  NOTICE_MESSAGES,
  noticeSchema,
  posterAnswerSchema,
  uuidSchema,
} from '@forewarn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { ErrorSchema } from '../../lib/error-schema.js';
import { ChallengeSchema, challengeKey, newChallenge } from '../accounts/proof-of-work.js';
import { lodgeAppeal, myStatements } from './appeals.js';
import { answerNotice, noticesForPoster } from './poster-service.js';
import {
  NoticeStatusSchema,
  PosterNoticeSchema,
  QuarterSchema,
  StatementSchema,
} from './schemas.js';
import { submitNotice } from './submit-service.js';
import { noticeByStatusToken, STATUS_TOKEN } from './tokens.js';
import { transparencyCsv, transparencyFigures } from './transparency.js';

// The public side of notice and action (issue 48): the notice form's API (no account), the
// notifier's status by link, the poster's notices and answer, statements and appeals, and the
// transparency figures.

const errors = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
};
const Message = z.object({ message: z.string() });
const Year = z.object({ year: z.coerce.number().int().min(2020).max(2100).optional() });

export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const key = await challengeKey(deps.config);

  app.get(
    '/notices/challenge',
    {
      schema: {
        tags: ['notices'],
        summary: 'A proof-of-work challenge (ALTCHA, SHA-256) for one notice of complaint',
        response: {
          200: ChallengeSchema,
          404: ErrorSchema,
        },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return newChallenge(key, new Date(), { hard: await deps.crowd.elevated() });
    },
  );

  app.post(
    '/notices',
    {
      // A notice of complaint is a legal right: a suspended member may still send one.
      config: { allowWhileSuspended: true },
      schema: {
        tags: ['notices'],
        summary: 'Send a notice of complaint about a case (no account needed)',
        description:
          'Needs a solved challenge from GET /api/notices/challenge as `altcha` (one a notice). ' +
          'Counted per client address at every level: past 10 an hour or 30 a day from one ' +
          'address (more for wider networks), 429 with Retry-After. The regime is inferred ' +
          "from the case's country when not chosen. The notifier is emailed a reference and " +
          'a link to the status page.',
        body: noticeSchema,
        response: {
          201: z.object({ reference: z.string(), message: z.string() }),
          ...errors,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { reference } = await submitNotice(deps, request.body, {
        ip: request.ip,
        challengeKey: key,
        viewer: await request.currentUser(),
      });
      return reply.status(201).send({ reference, message: NOTICE_MESSAGES.received(reference) });
    },
  );

  app.get(
    '/notices/status/:token',
    {
      schema: {
        tags: ['notices'],
        summary: "The notifier's status page, by the link in their acknowledgement",
        params: z.object({ token: z.string().max(100) }),
        response: { 200: NoticeStatusSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      reply.header('Referrer-Policy', 'no-referrer');
      const { token } = request.params;
      if (!STATUS_TOKEN.test(token)) throw notFound(NOTICE_MESSAGES.statusNotFound);
      const n = await noticeByStatusToken(deps.database.db, token);
      if (!n) throw notFound(NOTICE_MESSAGES.statusNotFound);
      const iso = (d: Date | null) => d?.toISOString() ?? null;
      return {
        reference: n.reference,
        status: n.status,
        regime: n.regime as never,
        reason: n.reason as never,
        fromNamedParty: n.fromNamedParty,
        receivedAt: n.receivedAt.toISOString(),
        posterToldAt: iso(n.posterToldAt),
        dueAt: iso(n.dueAt),
        decision: n.decision as never,
        decisionReason: n.decisionReason,
        decidedAt: iso(n.decidedAt),
      };
    },
  );

  app.get(
    '/cases/:id/notices',
    {
      schema: {
        tags: ['notices'],
        summary: "The notices of complaint about one of the caller's cases (never who sent them)",
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: z.object({ notices: z.array(PosterNoticeSchema) }), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = await request.requireUser();
      return { notices: (await noticesForPoster(deps, user, request.params.id)) as never };
    },
  );

  app.post(
    '/notices/:id/answer',
    {
      config: { allowWhileSuspended: true },
      schema: {
        tags: ['notices'],
        summary: "The poster's answer: consent to removal, refuse with name and address, or answer",
        params: z.object({ id: uuidSchema }),
        body: posterAnswerSchema,
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      await answerNotice(deps, user, request.params.id, request.body);
      return { message: NOTICE_MESSAGES.answerSent };
    },
  );

  app.get(
    '/my/statements',
    {
      schema: {
        tags: ['notices'],
        summary: "The statements of reasons about the caller's cases and account, with appeals",
        response: { 200: z.object({ statements: z.array(StatementSchema) }), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = await request.requireUser();
      return { statements: await myStatements(deps, user) };
    },
  );

  app.post(
    '/statements/:id/appeal',
    {
      // A suspended member appeals their suspension: the guard must let them.
      config: { allowWhileSuspended: true },
      schema: {
        tags: ['notices'],
        summary: 'Appeal a statement of reasons (within six months; once)',
        params: z.object({ id: uuidSchema }),
        body: appealSchema,
        response: { 201: Message, ...errors },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      await lodgeAppeal(deps, user, request.params.id, request.body);
      return reply.status(201).send({ message: NOTICE_MESSAGES.appealSent });
    },
  );

  app.get(
    '/transparency',
    {
      schema: {
        tags: ['notices'],
        summary: 'Notices, decisions and appeals per quarter of a year (this year by default)',
        querystring: Year,
        response: {
          200: z.object({ year: z.number(), quarters: z.array(QuarterSchema) }),
          400: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      const year = request.query.year ?? new Date().getUTCFullYear();
      return { year, quarters: await transparencyFigures(deps.database.db, year) };
    },
  );

  app.get(
    '/transparency.csv',
    {
      schema: {
        tags: ['notices'],
        summary: "A year's transparency report as CSV",
        querystring: Year,
        response: { 200: z.string(), 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const year = request.query.year ?? new Date().getUTCFullYear();
      const csv = transparencyCsv(await transparencyFigures(deps.database.db, year));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="forewarn-transparency-${year}.csv"`)
        .send(csv);
    },
  );
};
