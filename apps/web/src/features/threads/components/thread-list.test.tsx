import type { ThreadSummary } from '@forewarn/domain';
import { describe, expect, it } from 'vitest';
import { partyRowName } from './thread-list';

const party = (name: string, anonymous: boolean): ThreadSummary['other'] => ({
  name,
  anonymous,
  avatarUrl: null,
  badges: [],
});

describe('partyRowName', () => {
  it("shows an anonymous author as 'Anonymous user' and a 4-character tag", () => {
    expect(partyRowName(party('Anonymous user #vMN56zehp4RINGY5', true))).toEqual({
      name: 'Anonymous user',
      tag: '#vMN5',
    });
  });

  it('leaves a username whole, even one that starts the same way', () => {
    expect(partyRowName(party('Sam_Tiler', false))).toEqual({ name: 'Sam_Tiler', tag: null });
    expect(partyRowName(party('Anonymous user #x', false))).toEqual({
      name: 'Anonymous user #x',
      tag: null,
    });
  });
});
