import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { encodeMultipart, type MultipartPart } from '../test/multipart.js';

// Request bodies built once and sent many times: a multipart form as the web app's FormData
// sends it, and the one real photo a lodgement carries.

export function multipartBody(parts: readonly MultipartPart[]): {
  body: Buffer;
  contentType: string;
} {
  const boundary = `----forewarnbench${randomBytes(8).toString('hex')}`;
  return {
    body: encodeMultipart(parts, boundary),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * A 640 × 480 JPEG of softened noise (about the detail of a photo, so decoding and re-encoding
 * cost what a real picture of that size would), made once per run.
 */
export async function benchPhoto(): Promise<Buffer> {
  const width = 640;
  const height = 480;
  const pixels = randomBytes(width * height * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(1.5)
    .jpeg({ quality: 80 })
    .toBuffer();
}
