import { COUNTRY_CODES } from '@forewarn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countryFromProxyHeaders } from './service.js';

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { trustProxy } = app.deps.config;
  app.get(
    '/geo',
    {
      schema: {
        tags: ['geo'],
        summary: "The visitor's country, when a trusted proxy tells it",
        description:
          'From CF-IPCountry, CloudFront-Viewer-Country or X-Country-Code, read only when ' +
          'TRUST_PROXY is on. null when unknown: the browser then uses its time zone. No ' +
          'address is sent to any third party.',
        response: { 200: z.object({ country: z.enum(COUNTRY_CODES).nullable() }) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { country: trustProxy ? countryFromProxyHeaders(request.headers) : null };
    },
  );
};
