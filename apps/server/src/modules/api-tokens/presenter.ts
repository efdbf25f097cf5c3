import type { ApiToken, ApiTokenScope } from '@forewarn/domain';
import type { ApiTokenRow } from './repository.js';

/** A token as its member sees it: never the secret, which only its creation answer carries. */
export function presentApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as ApiTokenScope[],
    endsWithPassword: row.endsWithPassword,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
