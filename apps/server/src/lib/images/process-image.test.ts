import { crc32, deflateSync } from 'node:zlib';
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

/**
 * A valid black-and-white PNG of any size, a few kilobytes whatever its pixels: one bit a
 * pixel, every row the same, deflated.
 */
function bigPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8)); // filter byte 0, then black pixels
  const raw = Buffer.alloc(row.length * height);
  for (let y = 0; y < height; y++) row.copy(raw, y * row.length);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An animated GIF of `frames` different frames, each `edge` pixels square. */
function animatedGif(edge: number, frames: number): Promise<Buffer> {
  const raw = Buffer.alloc(edge * edge * frames * 3);
  for (let f = 0; f < frames; f++) raw.fill(f * 10, f * edge * edge * 3, (f + 1) * edge * edge * 3);
  return sharp(raw, { raw: { width: edge, height: edge * frames, channels: 3, pageHeight: edge } })
    .gif({ loop: 0 })
    .toBuffer();
}

/**
 * The review's decode bomb: a GIF of `frames` frames of one pixel each on an `edge`-pixel
 * screen. A few bytes a frame to send; every frame decodes to the whole screen.
 */
function gifBomb(edge: number, frames: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(edge, 0);
  screen.writeUInt16LE(edge, 2);
  screen[4] = 0x80; // a global colour table of 2 entries
  const frame = Buffer.from([
    ...[0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00], // graphic control: 0.1 s
    ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0x00], // a 1 × 1 image at the top left
    ...[0x02, 0x02, 0x44, 0x01, 0x00], // LZW: clear, colour 0, end
  ]);
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    screen,
    Buffer.from([0, 0, 0, 0xff, 0xff, 0xff]),
    Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 0x03, 0x01, 0, 0, 0x00]),
    ...Array.from({ length: frames }, () => frame),
    Buffer.from([0x3b]),
  ]);
}

describe('processImage: pixel limits by use', () => {
  it('tells a valid PNG over the pixel limit so, instead of calling it the wrong type', async () => {
    const png = bigPng(6400, 6400);
    expect((await sharp(png).metadata()).width).toBe(6400);
    const error = await rejection(processImage(png, messages));
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      'This image has too many pixels: at most 40 megapixels (for an animated GIF, all its frames together). Please upload a smaller image.',
    );
    // Just under the limit, the same kind of image is accepted.
    expect((await processImage(bigPng(6000, 6000), messages)).width).toBe(2048);
  });

  it('counts every frame of an animated GIF', async () => {
    // 24 frames of a 1000 × 1000 screen: 1 megapixel as a still, 24 to decode whole.
    const bomb = gifBomb(1000, 24);
    expect(bomb.length).toBeLessThan(1000);
    expect((await sharp(bomb).metadata()).pages).toBe(24);
    const error = await rejection(processImage(bomb, messages));
    expect(error.message).toContain('at most 20 megapixels');
    expect((await processImage(await animatedGif(100, 5), messages)).format).toBe('gif');
  });

  it('needs no 40-megapixel source for a profile image, which keeps 480 px', async () => {
    const png = bigPng(5000, 4000);
    const error = await rejection(processImage(png, messages, 'profile'));
    expect(error.message).toContain('at most 16 megapixels');
    expect((await processImage(png, messages, 'case')).width).toBe(2048);
    const profile = await processImage(bigPng(4000, 4000), messages, 'profile');
    expect(profile.contentType).toBe('image/jpeg');
    expect(Math.max(profile.width, profile.height)).toBe(480);
    expect(profile.full).toBe(profile.thumb);
  });

  it('decodes only the first frame of an animated GIF for a profile image', async () => {
    const profile = await processImage(gifBomb(1000, 24), messages, 'profile');
    expect(sniffImageFormat(profile.thumb)).toBe('jpeg');
  });
});
