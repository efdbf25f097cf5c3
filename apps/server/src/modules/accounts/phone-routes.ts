import { phoneSendVerificationSchema, phoneVerifyOtpSchema } from '@forewarn/domain';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/error-schema.js';
import { sendPhoneCode, verifyPhoneCode } from './phone-service.js';
import { AccountSchema } from './presenter.js';
import type { AccountApp, AccountRouteContext } from './route-context.js';
import { errors } from './route-context.js';

/** Phone verification: a code texted, then checked. */
export function phoneRoutes(app: AccountApp, { deps, accountOf }: AccountRouteContext) {
  app.post(
    '/phone/send-verification',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Text a verification code to a mobile number',
        description:
          'At most 3 codes an hour and 6 a day to one number across all accounts, and from one client address. A number verified on another account is answered as any other (a code is sent); the conflict (409) comes when the right code is entered.',
        body: phoneSendVerificationSchema,
        response: {
          200: z.object({ success: z.literal(true), expiresAt: z.string() }),
          ...errors,
          429: ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const { expiresAt } = await sendPhoneCode(
        { deps, log: request.log },
        user.id,
        request.body,
        request.ip,
      );
      return { success: true as const, expiresAt: expiresAt.toISOString() };
    },
  );

  app.post(
    '/phone/verify-otp',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Check a code; a right one saves the number as verified',
        body: phoneVerifyOtpSchema,
        response: {
          200: z.object({ success: z.literal(true), account: AccountSchema }),
          ...errors,
          429: ErrorSchema,
        },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const updated = await verifyPhoneCode({ deps, log: request.log }, user.id, request.body);
      return { success: true as const, account: await accountOf(updated) };
    },
  );
}
