import sharp from 'sharp';
import { AppError } from '../app-error.js';

// Every uploaded image goes through here before it is stored: the bytes must really be a
// JPEG, PNG or GIF (a renamed HTML or SVG file is refused), it is decoded under a pixel limit,
// turned upright, stripped of metadata (EXIF, GPS) and re-encoded, with a small thumbnail.

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** About 40 megapixels: bigger than any phone photo, small enough that decoding stays cheap. */
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_EDGE = 2048;
const THUMB_EDGE = 480;

export type ImageFormat = 'jpeg' | 'png' | 'gif';

export type ProcessedImage = {
  format: ImageFormat;
  contentType: `image/${ImageFormat}`;
  extension: 'jpg' | 'png' | 'gif';
  full: Buffer;
  thumb: Buffer;
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

export async function processImage(
  input: Buffer,
  messages: ImageMessages,
): Promise<ProcessedImage> {
  if (input.length > MAX_IMAGE_BYTES) throw new AppError('too_large', messages.tooLarge);
  const format = sniffImageFormat(input);
  if (!format) throw new AppError('unsupported_media_type', messages.wrongType);

  const animated = format === 'gif';
  try {
    const source = () =>
      sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated });
    // rotate() applies the EXIF orientation; sharp writes no metadata unless asked to.
    const resized = source()
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      format === 'jpeg'
        ? resized.jpeg({ quality: 85, mozjpeg: true })
        : format === 'png'
          ? resized.png({ compressionLevel: 9 })
          : resized.gif();
    const { data: full, info } = await encoded.toBuffer({ resolveWithObject: true });
    const thumb = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: THUMB_EDGE, height: THUMB_EDGE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    return {
      format,
      contentType: `image/${format}`,
      extension: EXTENSION[format],
      full,
      thumb,
      width: info.width,
      height: animated ? (info.pageHeight ?? info.height) : info.height,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Bytes that start like an image but do not decode (truncated, corrupt, too many pixels).
    throw new AppError('invalid_input', messages.wrongType);
  }
}
