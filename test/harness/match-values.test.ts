import { expect } from 'chai';
import { MatchValues } from '../../src/harness/match-values.ts';

describe('harness/match-values: the distinct match values of result lines, as their text would tell them apart', () => {
  it('keeps a value once, tells apart members in another order, and merges values that read the same', () => {
    const values = new MatchValues(10);
    const info = (a: unknown, b: unknown) => ({ advancedInfo: { accountHolderType: a, accountStatus: b } });
    values.add({ uetr: 'a', partyNameMatch: 'MTCH', additionalPartyInformation: info('NP', 'ACTIVE') });
    values.add({ uetr: 'b', partyNameMatch: 'MTCH', additionalPartyInformation: info('NP', 'ACTIVE') });
    values.add({
      uetr: 'c',
      partyNameMatch: 'MTCH',
      additionalPartyInformation: { advancedInfo: { accountStatus: 'ACTIVE', accountHolderType: 'NP' } },
    });
    values.add({ uetr: 'd', partyNameMatch: 1 });
    values.add({ uetr: 'e', partyNameMatch: '1' });
    values.add({ uetr: 'f', partyNameMatch: 'MTCH', additionalPartyInformation: [1, [2]] });
    values.add({ uetr: 'g', partyNameMatch: 'MTCH', additionalPartyInformation: [1, [3]] });
    values.add({ uetr: 'h', partyIdMatch: { code: 'MTCH' }, additionalPartyInformation: null });
    expect(values.values).to.deep.equal([
      'partyNameMatch MTCH, partyIdMatch (absent), additionalPartyInformation {"advancedInfo":{"accountHolderType":"NP","accountStatus":"ACTIVE"}}',
      'partyNameMatch MTCH, partyIdMatch (absent), additionalPartyInformation {"advancedInfo":{"accountStatus":"ACTIVE","accountHolderType":"NP"}}',
      'partyNameMatch 1, partyIdMatch (absent), additionalPartyInformation (absent)',
      'partyNameMatch MTCH, partyIdMatch (absent), additionalPartyInformation [1,[2]]',
      'partyNameMatch MTCH, partyIdMatch (absent), additionalPartyInformation [1,[3]]',
      'partyNameMatch (absent), partyIdMatch {"code":"MTCH"}, additionalPartyInformation null',
    ]);
    expect(values.more).to.equal(false);
  });
});
