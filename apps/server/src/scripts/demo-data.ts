import type { CountryCode } from '@forewarn/domain';

// The demo data of `npm run demo` (src/scripts/demo.ts). Every person, number and business here
// is made up.

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

// Every person, number and business here is made up. Phone numbers come from ranges kept for
// fiction where one exists: Australia's 0491 570 xxx, North America's 555-01xx, the UK's
// 020 7946 0xxx; elsewhere 555 numbers. Emails are at example.com.
export const DEMO_CASES: DemoCase[] = [
  // Australia
  {
    by: 'alice',
    country: 'AU',
    picture: 'Half-built bathroom',
    extras: ['Tiles left in the hall', 'Receipt for deposit'],
    fields: {
      title: 'Took a deposit for a bathroom renovation and vanished',
      name: 'Darren Fictional',
      number: '0412 345 678',
      email: 'darren.fictional@example.com',
      postcode: '2000',
      abn: '51 824 753 556',
      address: '14 Imaginary Lane, Sydney',
      details:
        'Paid a deposit of four thousand dollars for a bathroom renovation. He removed the old tiles, then stopped coming and stopped answering calls and messages.',
    },
  },
  {
    by: 'pete',
    country: 'AU',
    picture: 'Landscaping invoice',
    fields: {
      title: 'Unpaid invoice for garden landscaping',
      name: 'Kylie Madeup',
      number: '0491 570 156',
      postcode: '3000',
      postAnonymously: false,
      details:
        'Finished a full backyard landscaping job over two weeks. The client praised the work, then refused to pay the final invoice and blocked my number.',
    },
  },
  {
    by: 'pete',
    country: 'AU',
    picture: 'Leaking pipework',
    extras: ['Burst joint'],
    fields: {
      title: 'Plumbing job left half done after cash payment',
      name: 'Gary Notreal',
      number: '0491 570 157',
      acn: '004 085 616',
      postcode: '4000',
      visibleToPlumbers: true,
      details:
        'A so-called plumber was paid in cash to replace the hot water pipes. He left the job half done with leaking joints that other tradies then had to fix.',
    },
  },
  {
    by: 'alice',
    country: 'AU',
    picture: 'Car sale advert',
    paused: true,
    fields: {
      title: 'Cancelled a car sale after taking a holding deposit',
      name: 'Sharon Pretend',
      number: '0491 570 158',
      postcode: '6000',
      details:
        'Agreed to sell me a hatchback and took a holding deposit. Two days later she sold the car to someone else and never returned the deposit.',
    },
  },
  {
    by: 'alice',
    country: 'AU',
    picture: 'Rental ledger',
    resolved: true,
    fields: {
      title: 'Tenant left owing three months of rent',
      name: 'Brett Imaginary',
      number: '0491 570 159',
      postcode: '5000',
      details:
        'The tenant moved out overnight owing three months of rent and left the place damaged. He has since paid everything back, so this case is marked resolved.',
    },
  },
  {
    by: 'alice',
    country: 'AU',
    picture: 'Roofing quote',
    fields: {
      title: 'Roofing quote deposit never refunded',
      name: 'Lachlan Placeholder',
      number: '0491 570 110',
      alternateNumber: '0491 570 313',
      postcode: '2600',
      instagram: '@lachlan.roofing.demo',
      details:
        'Paid a deposit to book a roof repair before winter. The company cancelled twice, then promised a refund that never arrived despite many reminders.',
    },
  },
  // USA
  {
    by: 'sam',
    country: 'US',
    picture: 'Gutted kitchen',
    extras: ['Cabinets never delivered', 'Signed contract'],
    fields: {
      title: 'Contractor took a deposit for a kitchen remodel',
      name: 'Chad Fakename',
      number: '201-555-0123',
      email: 'chad.fakename@example.com',
      postcode: '07302',
      businessIdentificationNumber: '12-3456789',
      details:
        'Signed a contract for a kitchen remodel and paid half up front. The contractor gutted the kitchen, ordered nothing, and has not been back in two months.',
    },
  },
  {
    by: 'sam',
    country: 'US',
    picture: 'Catering invoice',
    fields: {
      title: 'Event client refused to pay for catering',
      name: 'Brittany Sample',
      number: '312-555-0147',
      postcode: '60601',
      details:
        'Catered a corporate event for eighty guests. The organiser signed off on the menu and the service, then disputed the whole payment with her bank.',
    },
  },
  {
    by: 'sam',
    country: 'US',
    picture: 'Moving truck',
    fields: {
      title: 'Movers held our furniture until we paid extra cash',
      name: 'Hank Example',
      number: '415-555-0168',
      postcode: '94103',
      details:
        'The moving company loaded everything, then refused to unload at the new house unless we paid twice the quoted price in cash on the spot.',
    },
  },
  {
    by: 'sam',
    country: 'US',
    picture: 'Wedding album',
    fields: {
      title: 'Wedding photographer never delivered the photos',
      name: 'Madison Testcase',
      number: '212-555-0182',
      postcode: '10001',
      email: 'madison.testcase@example.com',
      details:
        'We paid the full package before our wedding. Eight months later we still have no photos, and every promised delivery date has come and gone.',
    },
  },
  {
    by: 'sam',
    country: 'US',
    picture: 'Flood line on door',
    fields: {
      title: 'Used car seller hid flood damage',
      name: 'Travis Specimen',
      number: '713-555-0199',
      postcode: '77002',
      details:
        'Bought a sedan described as accident free. A mechanic found silt under the carpets and rust from flood water; the seller stopped answering afterwards.',
    },
  },
  // Canada
  {
    by: 'sam',
    country: 'CA',
    picture: 'Unfinished deck',
    extras: ['Loose railings'],
    fields: {
      title: 'Deck builder disappeared halfway through',
      name: 'Mitch Notaperson',
      number: '416-555-0111',
      postcode: 'M5V 3L9',
      businessIdentificationNumber: '123456789',
      details:
        'Paid for materials and the first half of the labour for a backyard deck. The frame went up, then the builder vanished with the remaining materials.',
    },
  },
  {
    by: 'sam',
    country: 'CA',
    picture: 'Bounced cheque',
    fields: {
      title: 'Client paid for snow clearing with a bounced cheque',
      name: 'Renee Dummy',
      number: '604-555-0122',
      postcode: 'V6B 1A1',
      details:
        'Cleared the driveway and paths all winter. The final payment was a cheque that bounced, and the client now says the service was never ordered.',
    },
  },
  {
    by: 'sam',
    country: 'CA',
    picture: 'Empty apartment',
    fields: {
      title: 'Sublet deposit taken for an apartment that was not his',
      name: 'Gaston Fictif',
      number: '514-555-0133',
      postcode: 'H2X 1Y4',
      details:
        'Paid first month and a deposit for a sublet. On moving day we learned he was never the tenant and had shown the same place to several people.',
    },
  },
  {
    by: 'sam',
    country: 'CA',
    picture: 'Furnace quote',
    fields: {
      title: 'Furnace installer charged for parts never fitted',
      name: 'Dale Hypothetical',
      number: '403-555-0144',
      postcode: 'T2P 1J9',
      details:
        'The invoice listed a new blower motor and filter housing. A second technician found the old parts still in place and the furnace unchanged.',
    },
  },
  {
    by: 'sam',
    country: 'CA',
    picture: 'Boat listing',
    fields: {
      title: 'Boat sold with a lien the seller did not mention',
      name: 'Connor Invented',
      number: '506-555-0155',
      postcode: 'E1C 4M3',
      details:
        'Bought a small fishing boat privately. A lender later contacted us about an unpaid loan secured on the boat, which the seller had kept quiet about.',
    },
  },
  // United Kingdom
  {
    by: 'niamh',
    country: 'GB',
    picture: 'Bare loft',
    extras: ['Insulation never fitted'],
    fields: {
      title: 'Loft conversion deposit taken, no work started',
      name: 'Nigel Madeupson',
      number: '020 7946 0123',
      postcode: 'LS1 4AP',
      businessIdentificationNumber: '09876543',
      details:
        'Paid a deposit to secure a start date for a loft conversion. The start date moved three times, and now the company phone goes to voicemail.',
    },
  },
  {
    by: 'niamh',
    country: 'GB',
    picture: 'Cleaning invoice',
    fields: {
      title: 'Landlord kept the whole deposit over a scuff',
      name: 'Tracey Nobody',
      number: '020 7946 0456',
      postcode: 'M1 1AE',
      details:
        'After a two year tenancy the landlord kept the entire deposit, citing a small scuff on one wall, and never protected the deposit in a scheme.',
    },
  },
  {
    by: 'niamh',
    country: 'GB',
    picture: 'Wiring fault',
    fields: {
      title: 'Electrician signed off wiring that failed inspection',
      name: 'Gavin Pseudonym',
      number: '020 7946 0789',
      postcode: 'B1 1AA',
      details:
        'An electrician rewired the kitchen and issued a certificate. The next inspection found loose connections and no earth on two circuits.',
    },
  },
  {
    by: 'niamh',
    country: 'GB',
    picture: 'Sofa order',
    fields: {
      title: 'Furniture seller took payment for a sofa never delivered',
      name: 'Shona Fabricated',
      number: '020 7946 0321',
      postcode: 'G1 1XQ',
      details:
        'Ordered a corner sofa from an online seller and paid by bank transfer. The delivery date passed, the website went offline and emails bounce.',
    },
  },
  {
    by: 'niamh',
    country: 'GB',
    picture: 'Driveway cracks',
    fields: {
      title: 'Driveway resurfaced with cracks within a month',
      name: 'Rhys Storybook',
      number: '020 7946 0654',
      postcode: 'CF10 1EP',
      details:
        'A crew knocked on the door offering a cheap driveway. Within a month the surface cracked and lifted, and the guarantee number does not connect.',
    },
  },
  // New Zealand
  {
    by: 'niamh',
    country: 'NZ',
    picture: 'Half-painted house',
    extras: ['Paint tins left behind'],
    fields: {
      title: 'House painter left after the first coat',
      name: 'Hemi Fictional',
      number: '021 555 0142',
      postcode: '1010',
      nzbn: '9429041535123',
      details:
        'Paid most of the price up front for exterior painting. One coat went on the front of the house, then the painter moved on to other jobs.',
    },
  },
  {
    by: 'niamh',
    country: 'NZ',
    picture: 'Campervan booking',
    fields: {
      title: 'Campervan hire bond never returned',
      name: 'Kiri Pretendsworth',
      number: '022 555 0198',
      postcode: '6011',
      details:
        'Returned the campervan clean and on time with a signed check-in sheet. The bond was never refunded and the hire company denies receiving it.',
    },
  },
  {
    by: 'niamh',
    country: 'NZ',
    picture: 'Fence panels',
    fields: {
      title: 'Neighbour refused to pay his half of the fence',
      name: 'Bruce Notreal',
      number: '027 555 0123',
      postcode: '8011',
      details:
        'We agreed in writing to share the cost of a boundary fence. Once it was built he refused to pay his share and now denies the agreement.',
    },
  },
  {
    by: 'niamh',
    country: 'NZ',
    picture: 'Phone listing',
    fields: {
      title: 'Online seller sent a brick instead of a phone',
      name: 'Aroha Madeup',
      number: '021 555 0177',
      postcode: '3010',
      details:
        'Bought a phone through a listing site and paid by transfer. The courier parcel held a brick wrapped in paper, and the seller closed the account.',
    },
  },
  {
    by: 'niamh',
    country: 'NZ',
    picture: 'Shearing shed',
    fields: {
      title: 'Farm contractor billed for days he did not work',
      name: 'Shane Placeholder',
      number: '029 555 0111',
      postcode: '9016',
      details:
        'The invoice charged for five days of fencing work on the farm. Our own records show the contractor was on site for only two of those days.',
    },
  },
  // Ireland
  {
    by: 'niamh',
    country: 'IE',
    picture: 'Stripped kitchen',
    extras: ['Worktop still boxed'],
    fields: {
      title: 'Kitchen fitter took the deposit and stopped coming',
      name: 'Declan Fictitious',
      number: '085 555 0123',
      postcode: 'D02 XY45',
      businessIdentificationNumber: 'IE1234567T',
      details:
        'Paid a large deposit for a fitted kitchen. The old units were ripped out, the new ones never arrived, and the fitter no longer replies.',
    },
  },
  {
    by: 'niamh',
    country: 'IE',
    picture: 'Wedding venue',
    fields: {
      title: 'Wedding band cancelled the night before and kept the fee',
      name: 'Siobhan Example',
      number: '086 555 0145',
      postcode: 'T12 AB34',
      details:
        'The band cancelled by text the night before our wedding, kept the full booking fee and has ignored every request for a refund since.',
    },
  },
  {
    by: 'niamh',
    country: 'IE',
    picture: 'Chimney quote',
    fields: {
      title: 'Chimney sweep quoted one price and demanded another',
      name: 'Padraig Notreal',
      number: '087 555 0167',
      postcode: 'H91 CD56',
      details:
        'Quoted a modest price on the phone, then demanded three times as much after the job and refused to leave until he was paid in cash.',
    },
  },
  {
    by: 'niamh',
    country: 'IE',
    picture: 'Tutoring schedule',
    fields: {
      title: 'Tutoring client skipped paying for a whole term',
      name: 'Aoife Madeup',
      number: '083 555 0189',
      postcode: 'V94 EF78',
      details:
        'Taught weekly grinds for a full school term as agreed. At the end of term the parent refused to pay, claiming the lessons had been free.',
    },
  },
  {
    by: 'niamh',
    country: 'IE',
    picture: 'Storage unit',
    fields: {
      title: 'Storage company sold our belongings while we were paid up',
      name: 'Ciaran Pretend',
      number: '089 555 0111',
      postcode: 'A94 GH90',
      details:
        'Our storage fees were paid a year in advance. When we came to collect, the unit had been cleared and the contents sold at auction.',
    },
  },
];

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
