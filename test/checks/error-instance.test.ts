import { expect } from 'chai';
import { instancePointsAt } from '../../src/checks/error-instance.ts';

const BICFI = '/partyAgent/financialInstitutionId/bicfi';
const IDENTIFICATION = '/party/id/organisationId/others/0/identification';
const SECOND_IDENTIFICATION = '/party/id/organisationId/others/1/identification';

/** Expects `instancePointsAt(instance, pointer)` to be `points` for each of `instances`. */
function expectPointing(pointer: string, points: boolean, instances: readonly unknown[]): void {
  for (const instance of instances)
    expect(instancePointsAt(instance, pointer), `${String(instance)} at ${pointer}`).to.equal(points);
}

describe('checks/error-instance: an instance points at the broken field (A2; Errors/Error response)', () => {
  it('takes a JSON pointer or an XPath ending in the field, whatever root or record position comes first', () => {
    expectPointing(BICFI, true, [
      BICFI,
      `/3${BICFI}`,
      `#${BICFI}`,
      `/Document${BICFI}`,
      '/Document/PartyAgent/FinancialInstitutionId/BICFI',
      '//partyAgent/financialInstitutionId/bicfi/text()',
      '/ns:Document/ns:partyAgent/ns:financialInstitutionId/ns:bicfi',
    ]);
    expectPointing(IDENTIFICATION, true, [
      IDENTIFICATION,
      '/Document/party/id/organisationId/others[1]/identification',
      '/records/record[4]/party/id/organisationId/others[1]/identification',
    ]);
  });

  it('refuses no instance, the record root, a parent, another field or the other agent', () => {
    expectPointing(BICFI, false, [
      undefined,
      42,
      '',
      '/',
      '/partyAgent',
      '/partyAgent/financialInstitutionId',
      '/requestingAgent/financialInstitutionId/bicfi',
      '/bicfi',
      '/partyAgent/financialInstitutionId/bicfi/extra',
    ]);
  });

  it('compares array positions: a JSON pointer index n is the XPath predicate [n + 1]', () => {
    expectPointing(SECOND_IDENTIFICATION, true, [
      SECOND_IDENTIFICATION,
      '/Document/party/id/organisationId/others[2]/identification',
    ]);
    expectPointing(SECOND_IDENTIFICATION, false, [
      IDENTIFICATION,
      '/Document/party/id/organisationId/others[1]/identification',
      '/Document/party/id/organisationId/others/identification',
    ]);
    expectPointing(IDENTIFICATION, false, [
      SECOND_IDENTIFICATION,
      '/Document/party/id/organisationId/others[0]/identification',
      '/Document/party/id/organisationId/others[-1]/identification',
      '/Document/party/id/organisationId/others[2]/identification',
    ]);
  });
});
