import { describe, expect, it } from 'vitest';
import { tradeBadges } from './trade-badges.js';

describe('tradeBadges (spec §6)', () => {
  it.each([
    [{ verifiedPlumber: false, verifiedElectrician: false }, []],
    [{ verifiedPlumber: true, verifiedElectrician: false }, ['Verified Plumber']],
    [{ verifiedPlumber: false, verifiedElectrician: true }, ['Verified Electrician']],
    [
      { verifiedPlumber: true, verifiedElectrician: true },
      ['Verified Plumber', 'Verified Electrician'],
    ],
  ])('%o earns %o', (flags, badges) => {
    expect(tradeBadges(flags)).toEqual(badges);
  });

  it('gives an anonymous author no badge', () => {
    expect(
      tradeBadges({ verifiedPlumber: true, verifiedElectrician: true }, { anonymous: true }),
    ).toEqual([]);
  });
});
