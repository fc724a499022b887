import { expect } from 'chai';
import { catalogue } from '../../src/rules/catalogue.ts';
import { documented } from '../../src/rules/rule.ts';
import { ruleSetDigest, shortDigest } from '../../src/rules/rule-set-digest.ts';

const A = documented('a-rule', ['bulk-status'], 'S', 'The first sentence.', 'first');
const B = documented('b-rule', ['bulk-status'], 'S', 'The second sentence.', 'second');

describe('rules: the rule-set digest tells two rule sets apart', () => {
  it('is 64 hex digits, shown as its first 12', () => {
    const digest = ruleSetDigest(catalogue);
    expect(digest).to.match(/^[0-9a-f]{64}$/);
    expect(shortDigest(digest)).to.equal(digest.slice(0, 12));
  });

  it('changes with a rule added, a level or a source sentence, not with order, summary or operations', () => {
    const base = ruleSetDigest([A, B]);
    expect(ruleSetDigest([B, A]), 'order').to.equal(base);
    expect(ruleSetDigest([{ ...A, summary: 'other' }, B]), 'summary').to.equal(base);
    expect(ruleSetDigest([{ ...A, operations: ['token'] }, B]), 'operations').to.equal(base);
    expect(ruleSetDigest([A]), 'a rule fewer').to.not.equal(base);
    expect(ruleSetDigest([{ ...A, level: 'assumed' }, B]), 'level').to.not.equal(base);
    expect(ruleSetDigest([{ ...A, source: { ...A.source, quote: 'Another.' } }, B]), 'quote').to.not.equal(
      base,
    );
    expect(ruleSetDigest([{ ...A, id: 'c-rule' }, B]), 'id').to.not.equal(base);
  });
});
