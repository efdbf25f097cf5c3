import { TRANSPORT_MESSAGES } from '@forewarn/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentTypeOfKey, type Storage } from '../adapters/storage/storage.js';
import { notFound } from './app-error.js';

/**
 * Answers with a stored profile image, or 304 when the browser's copy (`etag`) is current, or
 * 404 when there is none. Both avatar routes (the public one and a thread's) share it; each
 * decides who may see which image and what its ETag reveals.
 */
export async function replyWithAvatar(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  image: { key: string | null | undefined; etag: (key: string) => string; cacheControl: string },
) {
  const { key } = image;
  const object = key ? await storage.get(key) : null;
  if (!key || !object) throw notFound(TRANSPORT_MESSAGES.noProfileImage);
  const etag = `"${image.etag(key)}"`;
  reply.header('ETag', etag).header('Cache-Control', image.cacheControl);
  if (request.headers['if-none-match'] === etag) {
    object.stream.destroy();
    return reply.status(304).send(null);
  }
  return reply
    .type(contentTypeOfKey(key))
    .header('Content-Length', object.size)
    .send(object.stream);
}
