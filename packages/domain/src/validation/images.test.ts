import { describe, expect, it } from 'vitest';
import { extraImageSlots, validateImageCounts, validateImageFile } from './images.js';

const MB5 = 5 * 1024 * 1024;

describe('image rules (spec §5, Images)', () => {
  it.each([
    [{ type: 'image/jpeg', size: 1000 }, null],
    [{ type: 'image/png', size: MB5 }, null],
    [{ type: 'image/gif', size: 1 }, null],
    [{ type: 'IMAGE/PNG', size: 1 }, null],
    [{ type: 'image/png', size: MB5 + 1 }, 'Each image must be less than 5MB.'],
    [{ type: 'image/webp', size: 1 }, 'Only JPEG, PNG, or GIF images are allowed.'],
    [{ type: 'image/svg+xml', size: 1 }, 'Only JPEG, PNG, or GIF images are allowed.'],
    [{ type: 'application/pdf', size: 1 }, 'Only JPEG, PNG, or GIF images are allowed.'],
    [{ type: '', size: 1 }, 'Only JPEG, PNG, or GIF images are allowed.'],
    [{ type: 'image/bmp', size: MB5 + 1 }, 'Only JPEG, PNG, or GIF images are allowed.'],
  ])('validateImageFile(%j) is %j', (file, message) => {
    expect(validateImageFile(file)).toBe(message);
  });

  it('words the size error the case page way on the case page', () => {
    expect(validateImageFile({ type: 'image/jpeg', size: MB5 + 1 }, 'case')).toBe(
      'Image file size exceeds 5MB limit.',
    );
    expect(validateImageFile({ type: 'image/jpeg', size: MB5 }, 'case')).toBeNull();
  });

  it.each([
    [{ main: 0, extra: 0 }, null],
    [{ main: 1, extra: 6 }, null],
    [{ main: 2, extra: 0 }, 'Only one main image can be uploaded.'],
    [{ main: 1, extra: 7 }, 'You can upload a maximum of 6 extra images.'],
  ])('validateImageCounts(%j) is %j', (counts, message) => {
    expect(validateImageCounts(counts)).toBe(message);
  });

  it.each([
    [0, 6, 6, null],
    [0, 7, 6, 'Maximum of 6 extra images reached.'],
    [4, 2, 2, null],
    [4, 3, 2, 'Maximum of 6 extra images reached.'],
    [6, 1, 0, 'Maximum of 6 extra images reached.'],
    [6, 0, 0, null],
  ])(
    'with %i extra images, adding %i accepts %i (warning %j)',
    (existing, adding, accepted, warning) => {
      expect(extraImageSlots(existing, adding)).toEqual({ accepted, warning });
    },
  );
});
