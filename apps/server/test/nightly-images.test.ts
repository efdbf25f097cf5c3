import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeHeavyGif } from '../nightly/clients.js';

// The nightly decode flood (issue 12) claims multi-frame GIFs: issue 22 found it sent
// single-frame ones. What it sends must have the frames it says.
describe('the decode flood’s GIFs', () => {
  it('have every frame asked for, each edge × edge', async () => {
    const gif = await decodeHeavyGif(64, 5);
    const meta = await sharp(gif).metadata();
    expect(meta.format).toBe('gif');
    expect(meta.pages).toBe(5);
    expect(meta.width).toBe(64);
    expect(meta.height).toBe(64);
  });
});
