import { describe, expect, it } from 'vitest';
import { moderationShown } from './visibility.js';

const creator = { id: 'c', verifiedPlumber: false, verifiedElectrician: false };
const moderator = { id: 'm', verifiedPlumber: false, verifiedElectrician: false, moderator: true };
const stranger = { id: 's', verifiedPlumber: false, verifiedElectrician: false };
const at = new Date('2026-12-07T00:00:00Z');
const hidden = { creatorId: 'c', hiddenAt: at, heldAt: null, hiddenReason: 'Spam' };
const held = { creatorId: 'c', hiddenAt: at, heldAt: at, hiddenReason: null };
const listed = { creatorId: 'c', hiddenAt: null, heldAt: null, hiddenReason: null };
const page = 'creator and moderators' as const;
const told = (hiddenReason: string | null, heldForReview: boolean) => ({
  hiddenReason,
  heldForReview,
});

describe('moderationShown', () => {
  it('tells a hidden case’s reason on its page to its creator and moderators only', () => {
    expect(moderationShown(hidden, creator, page)).toEqual(told('Spam', false));
    expect(moderationShown(hidden, moderator, page)).toEqual(told('Spam', false));
    expect(moderationShown(hidden, stranger, page)).toEqual(told(null, false));
    expect(moderationShown(hidden, null, page)).toEqual(told(null, false));
  });

  it('tells it on a card to its creator only, whose notices speak to them', () => {
    expect(moderationShown(hidden, creator, 'creator')).toEqual(told('Spam', false));
    expect(moderationShown(hidden, moderator, 'creator')).toEqual(told(null, false));
    expect(moderationShown(held, moderator, 'creator')).toEqual(told(null, false));
  });

  it('says a held case is held, without a reason, to the same readers', () => {
    expect(moderationShown(held, creator, page)).toEqual(told(null, true));
    expect(moderationShown(held, moderator, page)).toEqual(told(null, true));
    expect(moderationShown(held, stranger, page)).toEqual(told(null, false));
  });

  it('tells nothing of a listed case', () => {
    expect(moderationShown(listed, creator, page)).toEqual(told(null, false));
  });
});
