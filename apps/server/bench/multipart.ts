import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

// Request bodies built once and sent many times: a multipart form as the web app's FormData
// sends it, and the one real photo a lodgement carries.

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; bytes: Buffer };

export function multipartBody(parts: readonly Part[]): { body: Buffer; contentType: string } {
  const boundary = `----forewarnbench${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
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
