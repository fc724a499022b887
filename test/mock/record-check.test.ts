import { expect } from 'chai';
import fc from 'fast-check';
import { brokenBulkRecord } from '../../generators/broken-bulk-record.ts';
import { limits } from '../../src/schemas/limits.ts';
import { type FieldRuleId, type RecordRules, recordProblem } from '../../src/mock/records/record-check.ts';

const FIELD_RULES: readonly FieldRuleId[] = [
  'record-name-empty',
  'record-name-or-id-mandatory',
  'record-iban-mandatory',
  'record-bicfi-mandatory',
  'record-name-and-id-exclusive',
  'record-organisation-id-exclusive',
  'record-organisation-id-missing',
  'record-scheme-name-exclusive',
  'record-scheme-name-missing',
  'record-identification-invalid',
  'record-identification-mandatory',
  'record-lei-invalid',
  'record-bic-invalid',
  'record-iban-invalid',
];

/** The mock's rules with `off` unchecked (as its fault of that id does). */
function rulesWithout(off: FieldRuleId | undefined): RecordRules {
  return {
    nameTooLong: (name) => name.length > limits().partyNameMax,
    ibanChecksum: false,
    unchecked: (rule) => rule === off,
    formatHolds: (_format, _value, holds) => holds,
  };
}

/** A valid record to break: `uetr` UUID v4, a name, an IBAN, a requesting agent. */
const VALID = {
  uetr: '3f0e8d5c-1b2a-4c3d-8e4f-5a6b7c8d9e0f',
  party: { name: 'Acme' },
  partyAccount: { iban: 'NL91ABNA0417164300' },
  requestingAgent: { financialInstitutionId: { bicfi: 'DEUTDEFF' } },
};

describe('mock/record-check: a record-rule fault switches off its rule and no other', () => {
  for (const ruleId of FIELD_RULES) {
    it(`${ruleId}: a record breaking it gets its error, or none with the rule unchecked`, () => {
      const broken = fc.sample(brokenBulkRecord([ruleId]), { numRuns: 30, seed: 3 });
      for (const { record, titles } of broken) {
        expect(titles, JSON.stringify(record)).to.include(
          recordProblem(record, rulesWithout(undefined))?.title,
        );
        expect(recordProblem(record, rulesWithout(ruleId)), JSON.stringify(record)).to.equal(undefined);
        for (const other of FIELD_RULES.filter((r) => r !== ruleId)) {
          expect(titles, `${other}: ${JSON.stringify(record)}`).to.include(
            recordProblem(record, rulesWithout(other))?.title,
          );
        }
      }
    });
  }
});

describe('mock/record-check: the structure and the uetr of a record (interface.md Errors/Functional errors; A2)', () => {
  it('gives INVALID_REQUEST at the container of the wrong JSON type; read as absent with the rule unchecked', () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...VALID, party: 'Acme' }, '/party', 'MANDATORY_FIELD_NOT_PROVIDED'],
      [{ ...VALID, partyAccount: [] }, '/partyAccount', 'MANDATORY_FIELD_NOT_PROVIDED'],
      [
        { ...VALID, requestingAgent: { financialInstitutionId: 'DEUTDEFF' } },
        '/requestingAgent/financialInstitutionId',
        'MANDATORY_FIELD_NOT_PROVIDED',
      ],
      [
        { ...VALID, party: { id: { organisationId: { others: {} } } } },
        '/party/id/organisationId/others',
        'INVALID_FIELD',
      ],
      [
        { ...VALID, party: { id: { organisationId: { others: ['x'] } } } },
        '/party/id/organisationId/others/0',
        'INVALID_FIELD',
      ],
    ];
    for (const [record, instance, unchecked] of cases) {
      expect(recordProblem(record), instance).to.deep.equal({ title: 'INVALID_REQUEST', instance });
      const off = {
        ...rulesWithout(undefined),
        unchecked: (rule: FieldRuleId) => rule === 'record-structure-invalid',
      };
      expect(recordProblem(record, off)?.title, instance).to.equal(unchecked);
    }
    expect(recordProblem(VALID)).to.equal(undefined);
  });

  it('gives a record without a parseable uetr MANDATORY_FIELD_NOT_PROVIDED (none) or INVALID_FIELD (not a UUID)', () => {
    const { uetr, ...none } = VALID;
    expect(recordProblem(none)).to.deep.equal({ title: 'MANDATORY_FIELD_NOT_PROVIDED', instance: '/uetr' });
    for (const sent of ['not-a-uuid', uetr.slice(0, 35), `{${uetr}}`, 42]) {
      expect(recordProblem({ ...VALID, uetr: sent }), String(sent)).to.deep.equal({
        title: 'INVALID_FIELD',
        instance: '/uetr',
      });
    }
  });

  it('checks an identification against A2 <1..256>, and the agent and exclusivity rules where a fault narrows them', () => {
    const withOther = (other: object) => ({
      ...VALID,
      party: { id: { organisationId: { others: [other] } } },
    });
    const at = '/party/id/organisationId/others/0/identification';
    expect(recordProblem(withOther({ identification: '7'.repeat(256), schemeNameCode: 'COID' }))).to.equal(
      undefined,
    );
    expect(
      recordProblem(withOther({ identification: '7'.repeat(257), schemeNameCode: 'COID' })),
    ).to.deep.equal({ title: 'INVALID_FIELD', instance: at });
    expect(recordProblem(withOther({ identification: '', schemeNameCode: 'COID' }))).to.deep.equal({
      title: 'INVALID_FIELD',
      instance: at,
    });
    expect(recordProblem(withOther({ schemeNameCode: 'COID' }))).to.deep.equal({
      title: 'MANDATORY_FIELD_NOT_PROVIDED',
      instance: at,
    });
    const partyAgentOff: RecordRules = {
      ...rulesWithout(undefined),
      unchecked: (rule, where) => rule === 'record-bic-invalid' && where.instance.startsWith('/partyAgent/'),
    };
    const badAgents = { ...VALID, partyAgent: { financialInstitutionId: { bicfi: 'X1' } } };
    expect(recordProblem(badAgents)?.instance).to.equal('/partyAgent/financialInstitutionId/bicfi');
    expect(recordProblem(badAgents, partyAgentOff)).to.equal(undefined);
    expect(
      recordProblem({ ...badAgents, requestingAgent: badAgents.partyAgent }, partyAgentOff)?.instance,
    ).to.equal('/requestingAgent/financialInstitutionId/bicfi');
  });
});
