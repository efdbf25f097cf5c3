import { TRANSPORT_MESSAGES } from '@forewarn/domain';
import type { FastifyInstance } from 'fastify';
import { invalidInput } from '../lib/app-error.js';

// PostgreSQL text cannot hold a NUL character, and no real name, number or sentence has one.
// Refusing it at the door keeps such input a plain 400 instead of a database error; uploads read
// by hand (multipart) are covered by the error handler's SQLSTATE mapping.

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasNul(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || hasNul(item, depth + 1)) return true;
  }
  return false;
}

export function registerNoNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (
      request.url.toLowerCase().includes('%00') ||
      hasNul(request.params) ||
      hasNul(request.query) ||
      hasNul(request.body)
    ) {
      throw invalidInput(TRANSPORT_MESSAGES.controlCharacters);
    }
  });
}
