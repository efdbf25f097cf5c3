// The texts a person reads that are still literals in the web's components (issue 49), read by
// no-literal-texts.test.ts. Not yet in the catalogue: each is part of a sentence around a value
// or an element (a link, <strong>, a count, a date), which needs a catalogue message with rich
// parts. "Forewarn" is the spec's brand, the same in both languages. Move an entry into the
// catalogue and take it off this list; never add one.

export const KNOWN_LITERALS: readonly string[] = [
  'app/layout/nav-bar.tsx: Forewarn',
  'app/routes/home.tsx: Forewarn',
  "features/api-tokens/components/api-tokens.tsx: Let your booking software, tenancy system or order form check numbers with Forewarn. A token's searches count against your own search limits, and it can never lodge cases, respond or send messages. The API is described at",
  'features/api-tokens/components/api-tokens.tsx: /api/docs',
  'features/api-tokens/components/api-tokens.tsx: Your searches today:',
  'features/api-tokens/components/api-tokens.tsx: of',
  'features/api-tokens/components/api-tokens.tsx: , on the site and with your tokens together.',
  'features/api-tokens/components/api-tokens.tsx: Your new token “',
  'features/api-tokens/components/api-tokens.tsx: Scopes:',
  'features/api-tokens/components/api-tokens.tsx: Created',
  'features/api-tokens/components/api-tokens.tsx: · Last used',
  'features/cases/components/case-images-editor.tsx: Extra images (',
  'features/cases/components/case-images-editor.tsx: of',
  'features/cases/components/lodgement-form.tsx: Images must be JPEG, PNG or GIF, each under 5 MB: one main image and up to',
  'features/cases/components/lodgement-form.tsx: extra images. Location data in photos is removed.',
  'features/moderation/components/crowd-panel.tsx: In the last 10 minutes:',
  'features/moderation/components/crowd-panel.tsx: accounts,',
  'features/moderation/components/crowd-panel.tsx: cases from accounts under 14 days old. Normal is up to',
  'features/moderation/components/crowd-panel.tsx: Held cases of new accounts (',
  'features/moderation/components/queue-item-card.tsx: , issued in',
  'features/moderation/components/trade-application-form.tsx: : licence',
  "features/named-party/components/is-this-about-you.tsx: Prove you are the person this case names: type the email address or phone number the case holds, and enter the code sent to it. Your responses then carry the badge '",
];
