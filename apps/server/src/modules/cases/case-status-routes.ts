import { LIMITS, MESSAGES } from '@forewarn/domain';
import { z } from 'zod';
import { keepListed } from './retire-service.js';
import { CaseParams, type CasesApp, type CasesDepsOf, errors } from './route-context.js';
import { deleteCase, setPaused, setResolved } from './status-service.js';

/** A case's life after lodging: paused, resolved, kept listed past its reminder, deleted. */
export function caseStatusRoutes(app: CasesApp, deps: CasesDepsOf) {
  for (const [action, paused] of [
    ['pause', true],
    ['unpause', false],
  ] as const) {
    app.post(
      `/cases/:id/${action}`,
      {
        schema: {
          tags: ['cases'],
          summary: `${paused ? 'Pause' : 'Unpause'} a case (creator only)`,
          params: CaseParams,
          response: { 200: z.object({ paused: z.boolean(), message: z.string() }), ...errors },
        },
      },
      async (request) => {
        const user = await request.requireUser(MESSAGES.logInToPauseCase);
        return setPaused(deps(request), user, request.params.id, paused);
      },
    );
  }

  for (const [action, resolved] of [
    ['resolve', true],
    ['reopen', false],
  ] as const) {
    app.post(
      `/cases/:id/${action}`,
      {
        schema: {
          tags: ['cases'],
          summary: resolved
            ? 'Mark a case Resolved (creator only): it leaves search and recent lists'
            : 'Reopen a resolved case (creator only)',
          params: CaseParams,
          response: { 200: z.object({ resolved: z.boolean(), message: z.string() }), ...errors },
        },
      },
      async (request) => {
        const user = await request.requireUser(MESSAGES.logInToPerformAction);
        return setResolved(deps(request), user, request.params.id, resolved);
      },
    );
  }

  app.post(
    '/cases/:id/keep-listed',
    {
      schema: {
        tags: ['cases'],
        summary: `Keep a case listed another ${LIMITS.archiveAfterYears} years: the link of its stale-case reminder email`,
        description:
          `The token is the one the reminder sent to the creator ${LIMITS.archiveReminderDays} days before the case would ` +
          'be archived (docs/decisions/0019). It works without signing in, and brings an ' +
          'archived case back. 404 with the link message when the token is not the case’s.',
        params: CaseParams,
        body: z.object({ token: z.string().max(200) }),
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => keepListed(deps(request), request.params.id, request.body.token),
  );

  app.delete(
    '/cases/:id',
    {
      schema: {
        tags: ['cases'],
        summary: 'Delete a case with its identifiers, images and comments (creator only)',
        params: CaseParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser(MESSAGES.logInToPerformAction);
      await deleteCase(deps(request), user, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
