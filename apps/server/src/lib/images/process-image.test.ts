import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error.js';
import { MAX_IMAGE_BYTES, processImage, sniffImageFormat } from './process-image.js';

const messages = {
  tooLarge: 'Each image must be less than 5MB.',
  wrongType: 'Only JPEG, PNG, or GIF images are allowed.',
};

const pixel = (format: 'png' | 'jpeg' | 'gif', withGps = false) => {
  let image = sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 30 } },
  });
  if (withGps) {
    image = image.withExif({
      IFD0: { Make: 'TestCam', Model: 'GPS' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '31/1 57/1 0/1' },
    });
  }
  return image.toFormat(format).toBuffer();
};

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('sniffImageFormat', () => {
  it('knows the three formats by their bytes', async () => {
    expect(sniffImageFormat(await pixel('png'))).toBe('png');
    expect(sniffImageFormat(await pixel('jpeg'))).toBe('jpeg');
    expect(sniffImageFormat(await pixel('gif'))).toBe('gif');
  });

  it('refuses HTML and SVG whatever they are called', () => {
    expect(sniffImageFormat(Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

describe('processImage', () => {
  it('re-encodes and makes a thumbnail', async () => {
    const out = await processImage(await pixel('png'), messages);
    expect(out.contentType).toBe('image/png');
    expect(out.width).toBe(64);
    expect(sniffImageFormat(out.thumb)).toBe('jpeg');
  });

  it('strips EXIF, GPS included', async () => {
    const input = await pixel('jpeg', true);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const out = await processImage(input, messages);
    const meta = await sharp(out.full).metadata();
    expect(meta.exif).toBeUndefined();
    expect(out.full.includes(Buffer.from('TestCam'))).toBe(false);
  });

  it('refuses more than 5 MB with the spec message (413)', async () => {
    const error = await rejection(processImage(Buffer.alloc(MAX_IMAGE_BYTES + 1, 0xff), messages));
    expect(error.status).toBe(413);
    expect(error.message).toBe('Each image must be less than 5MB.');
  });

  it('refuses an SVG with the spec message', async () => {
    const error = await rejection(processImage(Buffer.from('<svg/>'), messages));
    expect(error.status).toBe(415);
    expect(error.message).toBe('Only JPEG, PNG, or GIF images are allowed.');
  });

  it('refuses a corrupt image that only starts like one', async () => {
    const png = await pixel('png');
    const error = await rejection(processImage(png.subarray(0, 40), messages));
    expect(error.status).toBe(400);
  });
});
