import { TRANSPORT_MESSAGES } from '@forewarn/domain';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.js';
import type { SessionUser } from '../../plugins/session.js';
import { isActiveModerator } from '../cases/visibility.js';

// Moderation is invisible to everyone else: every /api/moderation route answers anyone who is
// not an active (unsuspended) moderator or admin exactly as a route that does not exist would.
// Checked on request, before the body is read or validated.

export async function requireModerator(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.currentUser();
  if (!user || !isActiveModerator(user)) throw notFound(TRANSPORT_MESSAGES.notFound);
  return user;
}

export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireModerator(request);
  if (user.role !== 'admin') throw notFound(TRANSPORT_MESSAGES.notFound);
  return user;
}
