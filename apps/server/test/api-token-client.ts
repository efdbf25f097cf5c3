import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DbOrTx } from '../src/db/client.js';
import { sessionCookie, type TestUser } from './factories.js';

// Calls as an integration makes them, for the API token tests (issue 41): a token made through
// My Account's route, then requests with `Authorization: Bearer`, each from an address of its
// own behind one trusted proxy (the app needs TRUST_PROXY=true), so that only the account's
// limits, never an address's, decide.

export type Call = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };

export const searchCall = (q: string, country = 'AU'): Call => ({
  url: `/api/cases/search?country=${country}&q=${encodeURIComponent(q)}`,
});

export function apiTokenClient(app: FastifyInstance, db: DbOrTx, addressPrefix: string) {
  let address = 0;
  const freshAddress = () => {
    address += 1;
    return `${addressPrefix}.${Math.floor(address / 250)}.${address % 250}`;
  };
  const call = (headers: Record<string, string>, request: Call) =>
    app.inject({
      method: request.method ?? 'GET',
      url: request.url,
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': freshAddress(), ...headers },
      ...(request.payload ? { payload: request.payload } : {}),
    });
  return {
    /** Made by the member on My Account; its secret and id. */
    async createToken(
      user: TestUser,
      body: {
        name?: string;
        scopes: string[];
        endsWithPassword?: boolean;
        currentPassword?: string;
      },
    ) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/account/api-tokens',
        headers: { cookie: await sessionCookie(db, user.id) },
        // The password in force, as My Account's form sends it (issue 46).
        payload: { name: 'Booking system', currentPassword: user.password, ...body },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { token: { id: string }; secret: string };
    },
    withToken: (secret: string, request: Call, extra: Record<string, string> = {}) =>
      call({ authorization: `Bearer ${secret}`, ...extra }, request),
    asVisitor: (request: Call) => call({}, request),
  };
}
