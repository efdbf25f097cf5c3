import { CASE_CARD_MESSAGES, type CaseDetail } from '@forewarn/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { CaseHeader } from './case-detail';

// One status per state (issue 45): a held first case is `hidden` on the wire too, yet nobody
// hid it; "Hidden by a moderator" only for a case a moderator hid.

const base = {
  id: 'c1',
  country: 'AU',
  title: 'Deposit taken and never returned',
  author: 'Anonymous',
  authorBadges: [],
  mainImage: null,
  extraImages: [],
  paused: false,
  resolved: false,
  archived: false,
  hidden: false,
  hiddenReason: null,
  heldForReview: false,
  isOwner: true,
} as unknown as CaseDetail;

const badge = () => screen.queryByText(CASE_CARD_MESSAGES.hiddenByModeratorBadge);

const renderHeader = (detail: CaseDetail) =>
  renderWithApp(<CaseHeader detail={detail} signedIn notify={() => {}} messageAuthor={null} />);

describe('the case header', () => {
  it('does not call a held first case hidden by a moderator', () => {
    renderHeader({ ...base, hidden: true, heldForReview: true });
    expect(badge()).toBeNull();
  });

  it('says "Hidden by a moderator" for a case a moderator hid', () => {
    renderHeader({ ...base, hidden: true, hiddenReason: 'Names a child' });
    expect(badge()).toBeInTheDocument();
  });
});
