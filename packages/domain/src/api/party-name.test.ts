import { describe, expect, it } from 'vitest';
import { partyName } from './party-name.js';

describe('partyName', () => {
  it("names an anonymous author 'Anonymous user' with a 4-character tag, the whole label kept", () => {
    expect(partyName({ name: 'Anonymous user #UCUkcTNECtN4q7Lq', anonymous: true })).toEqual({
      name: 'Anonymous user',
      tag: '#UCUk',
      short: 'Anonymous user #UCUk',
      full: 'Anonymous user #UCUkcTNECtN4q7Lq',
    });
  });

  it('leaves a username whole, even one that starts the same way', () => {
    expect(partyName({ name: 'Sam_Tiler', anonymous: false })).toMatchObject({
      name: 'Sam_Tiler',
      tag: null,
      short: 'Sam_Tiler',
    });
    expect(partyName({ name: 'Anonymous user #x', anonymous: false })).toMatchObject({
      name: 'Anonymous user #x',
      tag: null,
    });
  });
});
