import { signupSchema } from '@forewarn/domain';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/error-schema.js';
import { readImageForm, uploadedImage } from './multipart.js';
import { ChallengeSchema, challengeKey, newChallenge } from './proof-of-work.js';
import type { AccountApp, AccountRouteContext } from './route-context.js';
import { errors } from './route-context.js';
import { limitSignupAttempts, signup } from './signup.js';

/** Sign-up and its proof-of-work challenge (docs/decisions/0027). */
export async function signupRoutes(app: AccountApp, { deps, db }: AccountRouteContext) {
  const signupChallengeKey = await challengeKey(deps.config);

  app.post(
    '/auth/signup',
    {
      // The attempt is counted before the form (and its image) is read (issue 37).
      preValidation: [
        async (request) => limitSignupAttempts(db, request.ip),
        readImageForm('profileImage'),
      ],
      schema: {
        tags: ['accounts'],
        summary: 'Create an account (JSON, or multipart with an optional profileImage)',
        description:
          'Every attempt, failed ones included, counts per client address: past 20 in 10 minutes ' +
          '(40 for an IPv6 /56, 80 for a /48 or IPv4 /24), 429 with Retry-After. ' +
          'Accounts made are counted per client address (IPv4 address and /24; IPv6 /64, /56 ' +
          'and /48; a refused sign-up does not count). Past 5 an hour or 20 a day from an ' +
          'address (more for wider networks), the answer is 429 with code challenge_required: ' +
          'solve a challenge from GET /api/auth/signup-challenge and send the ALTCHA payload ' +
          'as `altcha`; each solution makes one account. Past 50 a day from an address, 429 ' +
          'with Retry-After whatever is sent (docs/decisions/0027).',
        consumes: ['application/json', 'multipart/form-data'],
        body: signupSchema,
        response: {
          201: z.object({ status: z.literal('verification_sent') }),
          ...errors,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await signup(
        { deps, log: request.log },
        request.body,
        { ip: request.ip, challengeKey: signupChallengeKey },
        uploadedImage(request),
      );
      return reply.status(201).send({ status: 'verification_sent' as const });
    },
  );

  app.get(
    '/auth/signup-challenge',
    {
      schema: {
        tags: ['accounts'],
        summary: 'A proof-of-work challenge (ALTCHA, SHA-256) for a sign-up past its cap',
        description:
          'Find the number n (0 to maxnumber) for which SHA-256(salt + n) in hex equals ' +
          '`challenge`, then send base64(JSON { algorithm, challenge, number, salt, signature }) ' +
          "as the sign-up's `altcha`. Good for 10 minutes and one account (docs/decisions/0027).",
        response: {
          200: ChallengeSchema,
        },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      // Harder while sign-ups run above normal across the site (modules/crowd, issue 37).
      return newChallenge(signupChallengeKey, new Date(), { hard: await deps.crowd.elevated() });
    },
  );
}
