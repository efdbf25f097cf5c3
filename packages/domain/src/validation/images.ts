import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages/messages.js';

// Image rules (spec §5, Images). DESIGN.md adds a magic-byte check on the server; these rules
// judge what the browser and the upload's headers declare.

export type ImageFileInfo = { type: string; size: number };

/**
 * Where the image is added: the lodgement form and the case page word the size error
 * differently in the spec.
 */
export type ImageContext = 'lodgement' | 'case';

export function isAllowedImageType(type: string): boolean {
  return (LIMITS.imageTypes as readonly string[]).includes(type.toLowerCase());
}

/** Null when the file is a JPEG, PNG or GIF of at most 5 MB, otherwise the spec's message. */
export function validateImageFile(
  file: ImageFileInfo,
  context: ImageContext = 'lodgement',
): string | null {
  if (!isAllowedImageType(file.type)) return MESSAGES.imageTypeNotAllowed;
  if (file.size > LIMITS.imageMaxBytes) {
    return context === 'lodgement' ? MESSAGES.imageTooLarge : MESSAGES.imageSizeExceeded;
  }
  return null;
}

/** Lodgement: at most one main image and 6 extra images; the first broken rule's message. */
export function validateImageCounts(counts: { main: number; extra: number }): string | null {
  if (counts.main > LIMITS.mainImages) return MESSAGES.oneMainImage;
  if (counts.extra > LIMITS.extraImages) return MESSAGES.extraImagesMax;
  return null;
}

/**
 * Case page: adding extra images beyond 6 fills only the remaining slots and warns
 * 'Maximum of 6 extra images reached.'.
 */
export function extraImageSlots(
  existing: number,
  adding: number,
): { accepted: number; warning: string | null } {
  const free = Math.max(0, LIMITS.extraImages - existing);
  const accepted = Math.min(free, Math.max(0, adding));
  return { accepted, warning: adding > free ? MESSAGES.extraImagesReached : null };
}
