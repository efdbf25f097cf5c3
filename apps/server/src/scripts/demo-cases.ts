import { DEMO_CASES_AU_US_CA } from './demo-cases-au-us-ca.js';
import { DEMO_CASES_GB_NZ_IE } from './demo-cases-gb-nz-ie.js';
import type { DemoCase } from './demo-data.js';

// Every case `npm run demo` lodges, in the order it lodges them: five or more in each country,
// a file per three countries so each stays readable.
export const DEMO_CASES: DemoCase[] = [...DEMO_CASES_AU_US_CA, ...DEMO_CASES_GB_NZ_IE];
