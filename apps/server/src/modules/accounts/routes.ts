import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decoyPasswordHash } from '../../lib/passwords.js';
import { myAccountRoutes } from './account-routes.js';
import { authRoutes } from './auth-routes.js';
import { enableMultipart } from './multipart.js';
import { phoneRoutes } from './phone-routes.js';
import { accountRouteContext } from './route-context.js';
import { signupRoutes } from './signup-routes.js';

/** Sign-up, log-in and out, email links, My Account and phone verification, one file each. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await enableMultipart(app);
  // Made now, so the first log-in with an unknown email is not slower than the rest.
  await decoyPasswordHash();
  const context = accountRouteContext(app);
  // In this order, which the OpenAPI document's paths keep.
  await signupRoutes(app, context);
  authRoutes(app, context);
  myAccountRoutes(app, context);
  phoneRoutes(app, context);
};
