// How a person in a conversation is named on screen (issue 45: one anonymous person had two
// names, '#UCUk' in My Messages and '#UCUkcTNECtN4q7Lq' in the chat header). One rule, used by
// My Messages, the chat header and the bell: an anonymous case's creator is 'Anonymous user'
// with a short tag of the case id the server names them by; the whole label stays available
// (a tooltip and the accessible name) so the two can always be matched.

/** Characters of the case id in the short tag: enough to tell one's own few chats apart. */
export const PARTY_TAG_LENGTH = 4;

export type PartyName = {
  /** What is shown first: the username, or 'Anonymous user'. */
  name: string;
  /** '#' and the first characters of the case id, for an anonymous party; else null. */
  tag: string | null;
  /** The one-line form: name and tag together ('Anonymous user #UCUk', or the username). */
  short: string;
  /** The server's whole label ('Anonymous user #{caseId}', or the username). */
  full: string;
};

const ANONYMOUS_LABEL = /^(Anonymous user) #(.+)$/;

/** The one naming rule, from the server's label and whether the party is anonymous. */
export function partyName(party: { name: string; anonymous: boolean }): PartyName {
  const anonymous = ANONYMOUS_LABEL.exec(party.name);
  if (party.anonymous && anonymous?.[1] && anonymous[2]) {
    const tag = `#${anonymous[2].slice(0, PARTY_TAG_LENGTH)}`;
    return { name: anonymous[1], tag, short: `${anonymous[1]} ${tag}`, full: party.name };
  }
  return { name: party.name, tag: null, short: party.name, full: party.name };
}
