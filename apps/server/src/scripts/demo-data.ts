import type { CountryCode } from '@forewarn/domain';

// The demo data of `npm run demo` (src/scripts/demo.ts): its people, their watches, follows and
// chats, and the shape of its cases (demo-cases.ts has the cases). Every person, number and
// business here is made up.

export const DEMO_PASSWORD = 'forewarn-demo';

export type DemoUser = {
  key: string;
  email: string;
  username: string;
  country: CountryCode;
  verifiedPlumber?: boolean;
  role?: 'user' | 'moderator' | 'admin';
  /** A verified phone number in E.164 (issue 23: the person a demo case names). */
  phone?: string;
};

export const DEMO_USERS: DemoUser[] = [
  { key: 'alice', email: 'alice@example.com', username: 'Alice_Demo', country: 'AU' },
  {
    key: 'pete',
    email: 'pete.plumber@example.com',
    username: 'Pete_Plumber',
    country: 'AU',
    verifiedPlumber: true,
  },
  { key: 'sam', email: 'sam@example.com', username: 'Sam_Demo', country: 'US' },
  { key: 'niamh', email: 'niamh@example.com', username: 'Niamh_Demo', country: 'IE' },
  // Reads the moderation queue at /moderation. Lodges no cases.
  {
    key: 'maya',
    email: 'maya.moderator@example.com',
    username: 'Maya_Moderator',
    country: 'AU',
    role: 'moderator',
  },
  // Issue 23: the person a demo case names. Her verified number is on Pete's landscaping case,
  // so her notifications hold 'A case on Forewarn names you'.
  {
    key: 'nina',
    email: 'nina@example.com',
    username: 'Nina_Named',
    country: 'AU',
    phone: '+61491570156',
  },
];

/** Issue 23: demo watches (country, as typed) and followed cases (by title). */
export const DEMO_WATCHES: { by: string; country: CountryCode; value: string }[] = [
  // Alice's roofing case gives this number: Sam gets a watch alert for it.
  { by: 'sam', country: 'AU', value: '0491 570 110' },
  // Nothing yet: lodge a case with 0400 555 010 as another user and Alice is alerted.
  { by: 'alice', country: 'AU', value: '0400 555 010' },
  { by: 'niamh', country: 'GB', value: '020 7946 0456' },
];
export const DEMO_FOLLOWS: { by: string; caseTitle: string }[] = [
  { by: 'sam', caseTitle: 'Took a deposit for a bathroom renovation and vanished' },
];

export type DemoCase = {
  by: string;
  country: CountryCode;
  /** Text on the generated main image; extras get their own captions. */
  picture: string;
  extras?: string[];
  fields: Record<string, string | boolean>;
  paused?: boolean;
  resolved?: boolean;
};

export type DemoThread = {
  /** The title of the demo case the chat is about; its creator is the thread's owner. */
  caseTitle: string;
  /** The demo user who pressed Message Author. */
  responder: string;
  /** Oldest first; `minutesAgo` dates each message. */
  messages: { from: 'owner' | 'responder'; text: string; minutesAgo: number }[];
};

// A few private chats, so My Messages, the red dot and an anonymous thread can be tried at
// once. The first is about an anonymous case: Sam sees 'Anonymous user #…', never Alice.
export const DEMO_THREADS: DemoThread[] = [
  {
    caseTitle: 'Took a deposit for a bathroom renovation and vanished',
    responder: 'sam',
    messages: [
      {
        from: 'responder',
        text: 'Hi, I think the same man quoted for our bathroom. Did he give a business name?',
        minutesAgo: 180,
      },
      {
        from: 'owner',
        text: 'He used a different name on the invoice. The ABN was the one on the case.',
        minutesAgo: 150,
      },
      { from: 'responder', text: 'Thank you, we will not pay him a deposit.', minutesAgo: 20 },
    ],
  },
  {
    caseTitle: 'Unpaid invoice for garden landscaping',
    responder: 'niamh',
    messages: [
      {
        from: 'responder',
        text: 'Did the client ever pay part of the invoice? Same story here.',
        minutesAgo: 600,
      },
    ],
  },
  {
    caseTitle: 'Plumbing job left half done after cash payment',
    responder: 'alice',
    messages: [
      { from: 'responder', text: 'Was this in the inner west?', minutesAgo: 60 * 26 },
      { from: 'owner', text: 'Yes, Marrickville. Be careful.', minutesAgo: 60 * 25 },
    ],
  },
];
