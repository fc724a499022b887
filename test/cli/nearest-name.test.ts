import { expect } from 'chai';
import { nearestName } from '../../src/cli/nearest-name.ts';
import { knownKeys, schemaProblems } from '../../src/cli/schema-problems.ts';
import { validate } from '../../src/schemas/registry.ts';

describe('cli: the nearest known key of a mistyped one', () => {
  it('finds the key one or two edits away, whatever the letter case', () => {
    const profile = ['name', 'baseUrl', 'authUrl', 'rate', 'concurrency', 'taskIds'];
    expect(nearestName('baseURL', profile)).to.equal('baseUrl');
    expect(nearestName('rates', profile)).to.equal('rate');
    expect(nearestName('concurency', profile)).to.equal('concurrency');
    expect(nearestName('untill', ['reason', 'target', 'until'])).to.equal('until');
  });

  it('suggests nothing for a key far from every known one', () => {
    expect(nearestName('colour', ['name', 'baseUrl', 'rate'])).to.equal(undefined);
    expect(nearestName('ticket', ['reason', 'target', 'until'])).to.equal(undefined);
    expect(nearestName('x', [])).to.equal(undefined);
  });

  it('knows the keys of each object of a schema, following $ref into another file', () => {
    expect(knownKeys('config/profile.schema.json', ['taskIds'])).to.deep.equal([
      'processed',
      'failed',
      'timedOut',
      'inProgress',
    ]);
    expect(knownKeys('config/profile.schema.json', ['expectedFailures', 'status-taskid-uuid'])).to.deep.equal(
      ['reason', 'target', 'until'],
    );
    expect(knownKeys('config/profile.schema.json', ['rate'])).to.deep.equal([]);
  });

  it('writes one line per schema error naming its key: unknown, missing, a bad value, a oneOf', () => {
    const schema = 'config/profile.schema.json';
    const { errors } = validate(schema, { rates: 1, rate: -1, taskIds: { proccessed: 'x' } });
    expect(schemaProblems(errors, schema)).to.have.members([
      'missing key "name"',
      'unknown key "rates" (did you mean "rate"?)',
      'taskIds: unknown key "proccessed" (did you mean "processed"?)',
      'rate must be >= 0 or be "auto"',
    ]);
  });
});
