// The person a case names (issue 38): what their notice and their view of the case say. Calm
// and plain: a case names them, what they can do, and what happens next.

export const NAMED_PARTY_MESSAGES = {
  /** The heading of their view of the case, above the case's own details. */
  heading: 'This case names you',
  /**
   * The case page's section on whom it names (issue 45): neutral for everyone (it was "Offender
   * details", which the person named read about herself), and to the verified person named, in
   * the second person.
   */
  detailsHeading: 'Person or business named',
  detailsHeadingForNamed: 'What this case says about you',
  detailsNoteForNamed:
    'These are the details the case gives about you. Everyone else sees them masked, as on this page.',
  intro:
    'Someone lodged this case on Forewarn, and it gives your verified phone number or email. You have not done anything wrong by being named, and you can answer it.',
  replyAsNamed: 'Reply as the person named',
  replyHint:
    'Your response shows on the case with the badge "Named party — verified", so readers know it is really you.',
  disputeHint:
    'If the case is untrue, dispute it: a moderator reads it and your reasons, and can take it down.',
  reviewHint:
    'If it breaks the rules (abuse, private details, the wrong person), Report Case asks the moderators to review it.',
  whatNext:
    'What happens next: nothing is shared about you beyond what the case already shows. We never tell you who lodged it, and we never tell them you were told.',
  claimed: 'You are replying as the person named. Your responses carry the badge.',
  /** The server's refusal when the member's own verified contact is not on the case. */
  notYours:
    'Your verified phone number or email is not on this case. Prove it with a code instead (Is this about you?).',
  /** The bell entry's line below its headline: what they can do, in one breath. */
  bellLine:
    'You can reply as the person named, dispute the case or ask for a review. Open it to see how; we never tell you who lodged it, nor them that you were told.',
  /** The notice's lines below its headline, in the email. */
  noticeLines: [
    'It gives your verified phone number or email. Being named is not a finding against you.',
    'On the case you can reply as the person named (your verified details let you, without a new code), dispute the case if it is untrue, or ask the moderators to review it.',
    'What happens next: a dispute is read by a moderator, who can take the case down. We never tell you who lodged it, and we never tell them you were told.',
  ],
} as const;

/** The anchor of the named party's section on the case page, where their notice leads. */
export const NAMED_PARTY_ANCHOR = 'this-case-names-you';
