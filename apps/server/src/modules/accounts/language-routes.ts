import { LOCALES } from '@forewarn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/error-schema.js';
import { noteMemberLanguage } from '../../lib/language.js';
import { presentSelf, SelfSchema } from './presenter.js';
import { saveLanguage } from './repository.js';

/** The member's language (issue 49): saved on the account, so their mail and push follow it. */
export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const UserResponse = z.object({ user: SelfSchema });

  app.put(
    '/account/language',
    {
      // Which language to read in: a suspended member may choose it too.
      config: { allowWhileSuspended: true },
      schema: {
        tags: ['accounts'],
        summary: 'Save the language Forewarn writes to me in (pages, emails, push, digests)',
        body: z.object({ language: z.enum(LOCALES) }),
        response: { 200: UserResponse, 401: ErrorSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const updated = await saveLanguage(deps, user, request.body.language);
      noteMemberLanguage(request.languageStore, updated.language);
      return { user: presentSelf(updated) };
    },
  );
};
