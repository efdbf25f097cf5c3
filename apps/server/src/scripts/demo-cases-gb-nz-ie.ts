import type { DemoCase } from './demo-data.js';

// The demo's cases in the United Kingdom, New Zealand and Ireland (demo-cases.ts joins them to
// the others).
// Every person, number and business here is made up. Phone numbers come from ranges kept for
// fiction where one exists: Australia's 0491 570 xxx, North America's 555-01xx, the UK's
// 020 7946 0xxx; elsewhere 555 numbers. Emails are at example.com.
export const DEMO_CASES_GB_NZ_IE: DemoCase[] = [
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
