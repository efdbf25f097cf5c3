import { open } from 'node:fs/promises';
import { MESSAGES } from '@forewarn/domain';
import sharp from 'sharp';
import { AppError } from '../app-error.js';
import { lowerDecodeThreadPriority } from './decode-priority.js';
import { imageDecodes } from './decode-queue.js';

// Every uploaded image goes through here before it is stored: the bytes must really be a
// JPEG, PNG or GIF (a renamed HTML or SVG file is refused), it is decoded under a pixel limit,
// turned upright, stripped of metadata (EXIF, GPS) and re-encoded, with a small thumbnail and,
// when asked (a case's main image), a phone-sized WebP rendition for the case page.
// Decoding waits its turn in the process's image queue (decode-queue.ts).

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

// Each image is decoded once: sharp's operation cache would only keep decoded pixels alive.
sharp.cache(false);
// One libvips thread per decode: 2 decodes at a time (decode-queue.ts) then use at most 2 of
// the machine's cores, and every thread holds buffers (and a malloc arena) of its own.
sharp.concurrency(1);

/**
 * What an image is for decides how many pixels its source may have, counted before anything is
 * decoded; for an animated GIF, every frame counts.
 * - case: case and response images, stored up to 2048 px. 40 megapixels is bigger than any
 *   phone photo. An animated GIF is a rarer thing and every frame is decoded and re-encoded,
 *   so its frames together get half that.
 * - profile: stored as one 480 px thumbnail of the first frame: 16 megapixels is plenty.
 */
export type ImageUse = 'case' | 'profile';
export const PIXEL_LIMITS: Record<ImageUse, { still: number; animated: number }> = {
  case: { still: 40_000_000, animated: 20_000_000 },
  profile: { still: 16_000_000, animated: 16_000_000 },
};
const MAX_EDGE = 2048;
const THUMB_EDGE = 480;
/**
 * The case page's main image, its largest paint (issue #15): wide enough for a phone's screen
 * at its pixel density (412 px × 2.625), and WebP. Every lodgement with a main image pays for
 * it, so the cheapest settings that still pay off: for the bench's 640×480 photo, quality 70 at
 * effort 1 is 39 KB in about 10 ms, where the stored JPEG is 60 KB and quality 75 at the
 * default effort 4 is 41 KB in 29 ms (one core, on a busy machine).
 */
const DISPLAY_EDGE = 1080;
// JPEGs are encoded by libjpeg-turbo, not mozjpeg: for the bench's photo mozjpeg took 33 ms for
// the full image and 23 ms for the thumbnail, against 4 and 5 ms, for files 6 to 10 % smaller
// (59 against 65 KB, 35 against 37 KB). The page shows the display WebP, so the full JPEG's
// size matters less than the lodgements a core can take (issue 15: 20 a second at 8 at once).
const DISPLAY_WEBP = { quality: 70, effort: 1 } as const;

export type ImageFormat = 'jpeg' | 'png' | 'gif';

export type ProcessedImage = {
  format: ImageFormat;
  contentType: `image/${ImageFormat}`;
  extension: 'jpg' | 'png' | 'gif';
  full: Buffer;
  thumb: Buffer;
  /** The phone-sized WebP, when asked for and the image is still (an animation keeps its own). */
  display: Buffer | null;
  width: number;
  height: number;
};

export type ImageMessages = {
  tooLarge: string;
  wrongType: string;
};

/** The format the bytes say they are, whatever the file name or declared type claims. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (bytes.length >= 6) {
    const head = bytes.subarray(0, 6).toString('latin1');
    if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  }
  return null;
}

const EXTENSION = { jpeg: 'jpg', png: 'png', gif: 'gif' } as const;

/**
 * The pixels decoding would produce, from the header alone: width × height, times the frames
 * when an animated GIF is decoded whole. Throws the wrong-type message for bytes that do not
 * parse.
 */
async function sourcePixels(
  input: Buffer | string,
  wholeAnimation: boolean,
  messages: ImageMessages,
): Promise<{ pixels: number; frames: number }> {
  try {
    // Only the header is read here; the decode itself keeps sharp's own pixel limit as well.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    const frames = wholeAnimation ? Math.max(1, meta.pages ?? 1) : 1;
    const frameHeight = meta.pageHeight ?? meta.height;
    return { pixels: meta.width * frameHeight * frames, frames };
  } catch {
    throw new AppError('invalid_input', messages.wrongType);
  }
}

/** The size and first bytes of an image in memory or in a (temporary) file. */
async function sizeAndHead(input: Buffer | string): Promise<{ size: number; head: Buffer }> {
  if (typeof input !== 'string') return { size: input.length, head: input.subarray(0, 16) };
  const file = await open(input, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return { size: (await file.stat()).size, head: head.subarray(0, bytesRead) };
  } finally {
    await file.close();
  }
}

/**
 * Checks and re-encodes an image: given as bytes, or as the path of a file (an upload's
 * temporary file), which libvips then reads itself, so the upload is never whole in memory.
 */
export async function processImage(
  input: Buffer | string,
  messages: ImageMessages,
  use: ImageUse = 'case',
  options: { display?: boolean } = {},
): Promise<ProcessedImage> {
  const { size, head } = await sizeAndHead(input);
  if (size > MAX_IMAGE_BYTES) throw new AppError('too_large', messages.tooLarge);
  const format = sniffImageFormat(head);
  if (!format) throw new AppError('unsupported_media_type', messages.wrongType);
  return imageDecodes.run(() =>
    atLowPriority(() => decode(input, format, messages, use, options.display === true)),
  );
}

/** Runs a decode with libvips's threads at a low priority, those it starts meanwhile too. */
async function atLowPriority<T>(work: () => Promise<T>): Promise<T> {
  await lowerDecodeThreadPriority();
  try {
    return await work();
  } finally {
    await lowerDecodeThreadPriority();
  }
}

async function decode(
  input: Buffer | string,
  format: ImageFormat,
  messages: ImageMessages,
  use: ImageUse,
  wantDisplay: boolean,
): Promise<ProcessedImage> {
  // A profile image keeps only a thumbnail of the first frame: no need to decode the others.
  const wholeAnimation = format === 'gif' && use === 'case';
  const { pixels, frames } = await sourcePixels(input, wholeAnimation, messages);
  const animated = frames > 1;
  const limit = PIXEL_LIMITS[use][animated ? 'animated' : 'still'];
  if (pixels > limit) {
    throw new AppError('invalid_input', MESSAGES.imageTooManyPixels(limit / 1_000_000));
  }
  try {
    const thumb = await sharp(input, { limitInputPixels: limit, failOn: 'error' })
      .rotate()
      .resize({ width: THUMB_EDGE, height: THUMB_EDGE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    if (use === 'profile') {
      return {
        format: 'jpeg',
        contentType: 'image/jpeg',
        extension: 'jpg',
        full: thumb.data,
        thumb: thumb.data,
        display: null,
        width: thumb.info.width,
        height: thumb.info.height,
      };
    }
    // rotate() applies the EXIF orientation; sharp writes no metadata unless asked to.
    const resized = sharp(input, { limitInputPixels: limit, failOn: 'error', animated })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      format === 'jpeg'
        ? resized.jpeg({ quality: 85 })
        : format === 'png'
          ? resized.png({ compressionLevel: 9 })
          : resized.gif();
    const { data: full, info } = await encoded.toBuffer({ resolveWithObject: true });
    const display =
      wantDisplay && !animated
        ? await sharp(input, { limitInputPixels: limit, failOn: 'error' })
            .rotate()
            .resize({
              width: DISPLAY_EDGE,
              height: DISPLAY_EDGE,
              fit: 'inside',
              withoutEnlargement: true,
            })
            .webp(DISPLAY_WEBP)
            .toBuffer()
        : null;
    return {
      format,
      contentType: `image/${format}`,
      extension: EXTENSION[format],
      full,
      thumb: thumb.data,
      display,
      width: info.width,
      height: animated ? (info.pageHeight ?? info.height) : info.height,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Bytes that start like an image but do not decode (truncated, corrupt).
    throw new AppError('invalid_input', messages.wrongType);
  }
}
