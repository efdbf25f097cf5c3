import type { DemoCase } from './demo-data.js';

// The demo's cases in Australia, the USA and Canada (demo-cases.ts joins them to the others).
// Every person, number and business here is made up. Phone numbers come from ranges kept for
// fiction where one exists: Australia's 0491 570 xxx, North America's 555-01xx, the UK's
// 020 7946 0xxx; elsewhere 555 numbers. Emails are at example.com.
export const DEMO_CASES_AU_US_CA: DemoCase[] = [
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
];
