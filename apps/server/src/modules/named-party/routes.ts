import { LIMITS, MESSAGES } from '@forewarn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  claimNamedParty,
  namedPartyStatus,
  sendNamedPartyCode,
  verifyNamedPartyCode,
} from './service.js';

// 'Is this about you?' (issue 14 §3; docs/decisions/0020).

const CaseParams = z.object({ id: z.string().min(1).max(64) });
const Message = z.object({ message: z.string() });

export const namedPartyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cases/:id/named-party/code',
    {
      schema: {
        tags: ['cases'],
        summary: "Send a one-time code to the case's stored email or phone number",
        description:
          'The caller types the value; a code is sent only when it equals the stored one after ' +
          `normalization, but the answer is the same either way. At most ${LIMITS.namedPartyCodesPerCasePerDay} requests a case a day.`,
        params: CaseParams,
        body: z.object({
          channel: z.enum(['email', 'phone']),
          value: z.string().trim().min(1).max(254),
        }),
        response: { 202: Message },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser(MESSAGES.logInToPerformAction);
      const answer = await sendNamedPartyCode(
        app.deps,
        request.log,
        user,
        request.params.id,
        request.body,
      );
      return reply.status(202).send(answer);
    },
  );

  app.post(
    '/cases/:id/named-party/verify',
    {
      schema: {
        tags: ['cases'],
        summary: 'Prove control of the case’s email or phone number with the code sent to it',
        description: 'Codes have 6 digits, last 10 minutes and allow 5 tries.',
        params: CaseParams,
        body: z.object({ code: z.string().trim().max(12) }),
        response: { 200: Message },
      },
    },
    async (request) => {
      const user = await request.requireUser(MESSAGES.logInToPerformAction);
      return verifyNamedPartyCode(app.deps, user, request.params.id, request.body);
    },
  );

  app.get(
    '/cases/:id/named-party',
    {
      schema: {
        tags: ['cases'],
        summary: 'Whether the caller is, or may at once become, the person this case names',
        description:
          "`verified`: already the case's proven named party. `account`: the caller's own " +
          'verified phone number or email is on the case, so they may reply as the person ' +
          'named without a code. `none`: neither (the creator too).',
        params: CaseParams,
        response: { 200: z.object({ status: z.enum(['verified', 'account', 'none']) }) },
      },
    },
    async (request) => {
      const user = await request.requireUser(MESSAGES.logInToPerformAction);
      return namedPartyStatus(app.deps, user, request.params.id);
    },
  );

  app.post(
    '/cases/:id/named-party/claim',
    {
      schema: {
        tags: ['cases'],
        summary: 'Become the named party through the account’s own verified phone or email',
        description:
          'Allowed only when the caller’s verified phone number or verified email is on the ' +
          'case; anyone else proves it with a code (/code, /verify).',
        params: CaseParams,
        response: { 200: Message },
      },
    },
    async (request) => {
      const user = await request.requireUser(MESSAGES.logInToPerformAction);
      return claimNamedParty(app.deps, user, request.params.id);
    },
  );
};
