import { describe, expect, it } from 'vitest';
import { moderationShown } from './visibility.js';

const creator = { id: 'c', verifiedPlumber: false, verifiedElectrician: false };
const moderator = { id: 'm', verifiedPlumber: false, verifiedElectrician: false, moderator: true };
const stranger = { id: 's', verifiedPlumber: false, verifiedElectrician: false };
const at = new Date('2026-12-07T00:00:00Z');
const hidden = { creatorId: 'c', hiddenAt: at, heldAt: null, hiddenReason: 'Spam' };
const held = { creatorId: 'c', hiddenAt: at, heldAt: at, hiddenReason: null };
const listed = { creatorId: 'c', hiddenAt: null, heldAt: null, hiddenReason: null };

describe('moderationShown', () => {
  it('tells a hidden case’s reason to its creator and moderators only', () => {
    expect(moderationShown(hidden, creator)).toEqual({
      hiddenReason: 'Spam',
      heldForReview: false,
    });
    expect(moderationShown(hidden, moderator)).toEqual({
      hiddenReason: 'Spam',
      heldForReview: false,
    });
    expect(moderationShown(hidden, stranger)).toEqual({ hiddenReason: null, heldForReview: false });
    expect(moderationShown(hidden, null)).toEqual({ hiddenReason: null, heldForReview: false });
  });

  it('says a held case is held, without a reason, to the same two', () => {
    expect(moderationShown(held, creator)).toEqual({ hiddenReason: null, heldForReview: true });
    expect(moderationShown(held, moderator)).toEqual({ hiddenReason: null, heldForReview: true });
    expect(moderationShown(held, stranger)).toEqual({ hiddenReason: null, heldForReview: false });
  });

  it('tells nothing of a listed case', () => {
    expect(moderationShown(listed, creator)).toEqual({ hiddenReason: null, heldForReview: false });
  });
});
