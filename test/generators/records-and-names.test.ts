import { expect } from 'chai';
import fc from 'fast-check';
import { badBic, bic } from '../../generators/bic.ts';
import { brokenBulkRecord } from '../../generators/broken-bulk-record.ts';
import { bulkRecordById, bulkRecordByName } from '../../generators/bulk-record.ts';
import { badIban, iban } from '../../generators/iban.ts';
import { badLei, lei } from '../../generators/lei.ts';
import { payeeName, tooLongPayeeName } from '../../generators/payee-name.ts';
import {
  confirmationOfPayeeBody,
  organisationCheckBody,
  singleCheckBodyWithLongName,
} from '../../generators/single-check-body.ts';
import { validate } from '../../src/schemas/registry.ts';

const RUNS = { numRuns: 150 };
const IDS = 'common/identifiers.schema.json#/$defs';

function errorsOf(schema: string, value: unknown): string[] {
  return validate(schema, value).errors.map((e) => `${e.instancePath} ${e.keyword}`);
}

/** ISO 13616 / ISO 17442 check: the rearranged number is 1 modulo 97 (an independent BigInt computation). */
function mod97IsOne(rearranged: string): boolean {
  const digits = Array.from(rearranged, (c) => (/[0-9]/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  return BigInt(digits) % 97n === 1n;
}

describe('generators: names, identifiers, records and single-check bodies', () => {
  it('payeeName: 1-140 BMP characters, valid against the party-name schema, some multi-byte', () => {
    fc.assert(
      fc.property(payeeName(), (v) => errorsOf('common/party-name.schema.json', v).length === 0),
      RUNS,
    );
    const names = fc.sample(payeeName(), 300).join('');
    expect(names)
      .to.match(/[À-ÿ]/)
      .and.match(/[А-я]/)
      .and.match(/[\u4e00-\u9fff]/);
    expect(names).to.not.match(/[\uD800-\uDFFF]/);
  });

  it('tooLongPayeeName: fails on maxLength only', () => {
    fc.assert(
      fc.property(tooLongPayeeName(), (v) => {
        expect(errorsOf('common/party-name.schema.json', v)).to.deep.equal([' maxLength']);
      }),
      RUNS,
    );
  });

  it('IBAN, BIC, LEI: valid values pass the A2 patterns with correct mod-97 check digits; bad ones fail the pattern only', () => {
    fc.assert(
      fc.property(
        iban(),
        (v) => errorsOf(`${IDS}/iban`, v).length === 0 && mod97IsOne(v.slice(4) + v.slice(0, 4)),
      ),
      RUNS,
    );
    fc.assert(
      fc.property(lei(), (v) => errorsOf(`${IDS}/lei`, v).length === 0 && mod97IsOne(v)),
      RUNS,
    );
    fc.assert(
      fc.property(bic(), (v) => errorsOf(`${IDS}/bic`, v).length === 0),
      RUNS,
    );
    for (const [def, arb] of [
      ['iban', badIban()],
      ['bic', badBic()],
      ['lei', badLei()],
    ] as const) {
      fc.assert(
        fc.property(arb, (v) => {
          expect(errorsOf(`${IDS}/${def}`, v), v).to.deep.equal([' pattern']);
        }),
        RUNS,
      );
    }
  });

  it('bulk records by name and by id are valid against the bulk-record schema (A2)', () => {
    for (const arb of [bulkRecordByName(), bulkRecordById()]) {
      fc.assert(
        fc.property(arb, (r) => {
          expect(errorsOf('requests/bulk-record.schema.json', r)).to.deep.equal([]);
        }),
        RUNS,
      );
    }
  });

  it('a broken record fails the bulk-record schema only at the field of its rule', () => {
    const field: Record<string, RegExp> = {
      'record-name-max-140': /^\/party\/name maxLength$/,
      'record-name-empty': /^\/party\/name minLength$/,
      'record-name-or-id-mandatory': /^\/party (required|oneOf)$/,
      'record-name-and-id-exclusive': /^\/party oneOf$/,
      'record-organisation-id-exclusive': /^\/party\/id\/organisationId (required|oneOf)$/,
      'record-organisation-id-missing': /^\/party\/id\/organisationId (required|oneOf)$/,
      'record-scheme-name-exclusive': /^\/party\/id\/organisationId\/others\/0 oneOf$/,
      'record-scheme-name-missing': /^\/party\/id\/organisationId\/others\/0 (required|oneOf)$/,
      'record-identification-invalid':
        /^\/party\/id\/organisationId\/others\/0\/identification (minLength|maxLength)$/,
      'record-identification-mandatory': /^\/party\/id\/organisationId\/others\/0 required$/,
      'record-lei-invalid': /^\/party\/id\/organisationId\/lei pattern$/,
      'record-bic-invalid':
        /^(\/party\/id\/organisationId\/anyBIC|\/(requestingAgent|partyAgent)\/financialInstitutionId\/bicfi) pattern$/,
      'record-iban-invalid': /^\/partyAccount\/iban pattern$/,
      'record-iban-mandatory': /^(\/partyAccount)? required$/,
      'record-bicfi-mandatory': /^(\/(requestingAgent|partyAgent)\/financialInstitutionId)? required$/,
    };
    fc.assert(
      fc.property(brokenBulkRecord(), ({ record, ruleId }) => {
        const errors = errorsOf('requests/bulk-record.schema.json', record);
        expect(errors, ruleId).to.not.deep.equal([]);
        for (const error of errors) expect(error, ruleId).to.match(field[ruleId] ?? /^$/);
      }),
      RUNS,
    );
  });

  it('single-check bodies are valid against their schemas; long names fail on maxLength only (A7)', () => {
    fc.assert(
      fc.property(
        organisationCheckBody(),
        (b) => errorsOf('requests/organisation-check.schema.json', b).length === 0,
      ),
      RUNS,
    );
    fc.assert(
      fc.property(
        confirmationOfPayeeBody(),
        (b) => errorsOf('requests/confirmation-of-payee.schema.json', b).length === 0,
      ),
      RUNS,
    );
    fc.assert(
      fc.property(singleCheckBodyWithLongName('org-check'), (b) => {
        expect(errorsOf('requests/organisation-check.schema.json', b)).to.deep.equal(['/name maxLength']);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(singleCheckBodyWithLongName('cop-check'), (b) => {
        expect(errorsOf('requests/confirmation-of-payee.schema.json', b)).to.deep.equal(['/Name maxLength']);
      }),
      RUNS,
    );
  });
});
