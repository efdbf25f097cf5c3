// Compiled from src/messages/catalogue/namedParty.ts by scripts/compile-messages.ts: do not edit.
export const en = {
  "heading": (): string => `This case names you`,
  "detailsHeading": (): string => `Person or business named`,
  "detailsHeadingForNamed": (): string => `What this case says about you`,
  "detailsNoteForNamed": (): string => `These are the details the case gives about you. Everyone else sees them masked, as on this page.`,
  "intro": (): string => `Someone lodged this case on Forewarn, and it gives your verified phone number or email. You have not done anything wrong by being named, and you can answer it.`,
  "replyAsNamed": (): string => `Reply as the person named`,
  "replyHint": (): string => `Your response shows on the case with the badge "Named party — verified", so readers know it is really you.`,
  "disputeHint": (): string => `If the case is untrue, dispute it: a moderator reads it and your reasons, and can take it down.`,
  "reviewHint": (): string => `If it breaks the rules (abuse, private details, the wrong person), Report Case asks the moderators to review it.`,
  "whatNext": (): string => `What happens next: nothing is shared about you beyond what the case already shows. We never tell you who lodged it, and we never tell them you were told.`,
  "claimed": (): string => `You are replying as the person named. Your responses carry the badge.`,
  "notYours": (): string => `Your verified phone number or email is not on this case. Prove it with a code instead (Is this about you?).`,
  "bellLine": (): string => `You can reply as the person named, dispute the case or ask for a review. Open it to see how; we never tell you who lodged it, nor them that you were told.`,
  "noticeLine1": (): string => `It gives your verified phone number or email. Being named is not a finding against you.`,
  "noticeLine2": (): string => `On the case you can reply as the person named (your verified details let you, without a new code), dispute the case if it is untrue, or ask the moderators to review it.`,
  "noticeLine3": (): string => `What happens next: a dispute is read by a moderator, who can take the case down. We never tell you who lodged it, and we never tell them you were told.`,
};
