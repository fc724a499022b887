import { expect } from 'chai';
import { instancePointsAt } from '../../src/harness/error-instance.ts';

const BICFI = '/partyAgent/financialInstitutionId/bicfi';
const IDENTIFICATION = '/party/id/organisationId/others/0/identification';

describe('harness/error-instance: an instance points at the broken field (A2; Errors/Error response)', () => {
  it('takes a JSON pointer or an XPath ending in the field, whatever root or record position comes first', () => {
    for (const instance of [
      BICFI,
      `/3${BICFI}`,
      `#${BICFI}`,
      `/Document${BICFI}`,
      '/Document/PartyAgent/FinancialInstitutionId/BICFI',
      '//partyAgent/financialInstitutionId/bicfi/text()',
      '/ns:Document/ns:partyAgent/ns:financialInstitutionId/ns:bicfi',
    ]) {
      expect(instancePointsAt(instance, BICFI), instance).to.equal(true);
    }
    for (const instance of [
      IDENTIFICATION,
      '/Document/party/id/organisationId/others[1]/identification',
      '/records/record[4]/party/id/organisationId/others[1]/identification',
    ]) {
      expect(instancePointsAt(instance, IDENTIFICATION), instance).to.equal(true);
    }
  });

  it('refuses no instance, the record root, a parent, another field or the other agent', () => {
    for (const instance of [
      undefined,
      42,
      '',
      '/',
      '/partyAgent',
      '/partyAgent/financialInstitutionId',
      '/requestingAgent/financialInstitutionId/bicfi',
      '/bicfi',
      '/partyAgent/financialInstitutionId/bicfi/extra',
    ]) {
      expect(instancePointsAt(instance, BICFI), String(instance)).to.equal(false);
    }
  });

  it('compares array positions: a JSON pointer index n is the XPath predicate [n + 1]', () => {
    const second = '/party/id/organisationId/others/1/identification';
    for (const instance of [second, '/Document/party/id/organisationId/others[2]/identification']) {
      expect(instancePointsAt(instance, second), instance).to.equal(true);
    }
    for (const instance of [
      IDENTIFICATION,
      '/Document/party/id/organisationId/others[1]/identification',
      '/Document/party/id/organisationId/others/identification',
    ]) {
      expect(instancePointsAt(instance, second), instance).to.equal(false);
    }
    for (const instance of [
      '/party/id/organisationId/others/1/identification',
      '/Document/party/id/organisationId/others[0]/identification',
      '/Document/party/id/organisationId/others[-1]/identification',
      '/Document/party/id/organisationId/others[2]/identification',
    ]) {
      expect(instancePointsAt(instance, IDENTIFICATION), instance).to.equal(false);
    }
  });
});
