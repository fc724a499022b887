import { expect } from 'chai';
import { limits } from '../../src/schemas/limits.ts';
import { compileAll, schemaDocument, schemaNames, validate } from '../../src/schemas/registry.ts';

describe('schemas: registry and limits', () => {
  it('compiles every schema in ajv strict mode, each with its $id and a description', () => {
    compileAll();
    for (const name of schemaNames()) expect(schemaDocument(name).description, name).to.be.a('string');
  });

  it('reads the Limits table of interface.md from the schemas', () => {
    expect(limits()).to.deep.equal({
      partyNameMax: 140,
      requestIdMax: 128,
      endUserMin: 3,
      endUserMax: 50,
      softwareSupplierMax: 70,
      channelMax: 70,
      errorTypeMax: 70,
      errorTitleMax: 70,
      errorDetailMax: 500,
      errorInstanceMax: 256,
    });
  });

  it('accepts the values interface.md shows and rejects one just past each error limit', () => {
    const record = {
      uetr: 'u',
      partyNameMatch: 'MTCH',
      additionalPartyInformation: { advancedInfo: { accountHolderType: 'NP', accountStatus: 'ACTIVE' } },
    };
    expect(validate('responses/result-record.schema.json', record).valid).to.equal(true);
    const error = { type: '/problems/x', code: 'FORMAT_ERROR', title: 'INVALID_FIELD' };
    expect(validate('responses/error.schema.json', error).valid).to.equal(true);
    for (const [field, length] of [
      ['type', 71],
      ['title', 71],
      ['detail', 501],
      ['instance', 257],
    ] as const) {
      const { valid, errors } = validate('responses/error.schema.json', {
        ...error,
        [field]: 'a'.repeat(length),
      });
      expect(valid, field).to.equal(false);
      expect(errors.map((e) => [e.instancePath, e.keyword])).to.deep.equal([[`/${field}`, 'maxLength']]);
    }
  });

  it('requires detail on FAILED and TIMED_OUT statuses only', () => {
    expect(validate('responses/status.schema.json', { status: 'PROCESSED' }).valid).to.equal(true);
    expect(validate('responses/status.schema.json', { status: 'FAILED' }).valid).to.equal(false);
    expect(validate('responses/status.schema.json', { status: 'TIMED_OUT', detail: 'SLA' }).valid).to.equal(
      true,
    );
    expect(validate('responses/status.schema.json', { status: 'DONE' }).valid).to.equal(false);
  });
});
