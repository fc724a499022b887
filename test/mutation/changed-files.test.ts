import { expect } from 'chai';
import {
  FALLBACK_MODULE,
  isMutatedFile,
  mutatePatterns,
  parseUnifiedDiff,
  selectChanges,
} from '../../src/mutation/changed-files.ts';

/** `git diff --unified=0` of a changed handler, a new mock file, a fault, a choice and a deleted file. */
const DIFF = [
  'diff --git a/src/mock/bulk/accept.ts b/src/mock/bulk/accept.ts',
  'index 1111111..2222222 100644',
  '--- a/src/mock/bulk/accept.ts',
  '+++ b/src/mock/bulk/accept.ts',
  '@@ -12 +12 @@ export function accepts(',
  '-  return a;',
  '+  return b;',
  '@@ -30,0 +31,3 @@ function other() {',
  '+  one();',
  '+  two();',
  '+  three();',
  '@@ -50,2 +53,0 @@',
  '-  gone();',
  '-  gone();',
  'diff --git a/src/mock/tasks/new-timer.ts b/src/mock/tasks/new-timer.ts',
  'new file mode 100644',
  '--- /dev/null',
  '+++ b/src/mock/tasks/new-timer.ts',
  '@@ -0,0 +1,2 @@',
  '+export const a = 1;',
  '+export const b = 2;',
  'diff --git a/src/mock/faults/token.ts b/src/mock/faults/token.ts',
  '--- a/src/mock/faults/token.ts',
  '+++ b/src/mock/faults/token.ts',
  '@@ -1 +1 @@',
  '-a',
  '+b',
  'diff --git a/src/mock/choices/token-type.ts b/src/mock/choices/token-type.ts',
  '--- a/src/mock/choices/token-type.ts',
  '+++ b/src/mock/choices/token-type.ts',
  '@@ -3 +3 @@',
  '-a',
  '+b',
  'diff --git a/src/mock/rate-window.ts b/src/mock/rate-window.ts',
  'deleted file mode 100644',
  '--- a/src/mock/rate-window.ts',
  '+++ /dev/null',
  '@@ -1,2 +0,0 @@',
  '-a',
  '-b',
  '',
].join('\n');

describe('mutation: the changed-file selection of mutation:changed (src/mutation/changed-files.ts)', () => {
  it('mutates src/mock/**/*.ts but faults/ and choices/', () => {
    expect(isMutatedFile('src/mock/server.ts')).to.equal(true);
    expect(isMutatedFile('src/mock/records/record-check.ts')).to.equal(true);
    expect(isMutatedFile('src/mock/faults/index.ts')).to.equal(false);
    expect(isMutatedFile('src/mock/faults/requests.ts')).to.equal(false);
    expect(isMutatedFile('src/mock/choices/token-type.ts')).to.equal(false);
    expect(isMutatedFile('src/mock/README.md')).to.equal(false);
    expect(isMutatedFile('src/harness/expect.ts')).to.equal(false);
  });

  it('reads the changed lines of each file from the diff: added and changed lines, new files whole', () => {
    expect(parseUnifiedDiff(DIFF)).to.deep.equal([
      {
        file: 'src/mock/bulk/accept.ts',
        ranges: [
          [12, 12],
          [31, 33],
        ],
      },
      { file: 'src/mock/tasks/new-timer.ts', ranges: 'whole' },
      { file: 'src/mock/faults/token.ts', ranges: [[1, 1]] },
      { file: 'src/mock/choices/token-type.ts', ranges: [[3, 3]] },
    ]);
  });

  it('passes Stryker one --mutate pattern per changed range of a mutated file', () => {
    const selection = selectChanges([{ since: 'HEAD~1', diff: DIFF }]);
    expect(selection.since).to.equal('HEAD~1');
    expect(selection.patterns).to.deep.equal([
      'src/mock/bulk/accept.ts:12-12',
      'src/mock/bulk/accept.ts:31-33',
      'src/mock/tasks/new-timer.ts',
    ]);
    expect(mutatePatterns([])).to.deep.equal([]);
  });

  it('takes the merge base first, HEAD~1 when the ref is missing or nothing of the mock changed there', () => {
    const onlyFault = DIFF.split('diff --git a/src/mock/faults/')[1] ?? '';
    expect(
      selectChanges([
        { since: 'merge base', diff: DIFF },
        { since: 'HEAD~1', diff: '' },
      ]).since,
    ).to.equal('merge base');
    expect(
      selectChanges([
        { since: 'merge base', diff: undefined },
        { since: 'HEAD~1', diff: DIFF },
      ]).since,
    ).to.equal('HEAD~1');
    expect(
      selectChanges([
        { since: 'merge base', diff: `diff --git a/src/mock/faults/${onlyFault}` },
        { since: 'HEAD~1', diff: DIFF },
      ]).since,
    ).to.equal('HEAD~1');
  });

  it('falls back to the one fixed small module when no mutated file changed, or git has no answer', () => {
    for (const sources of [
      [],
      [
        { since: 'merge base', diff: undefined },
        { since: 'HEAD~1', diff: undefined },
      ],
      [{ since: 'HEAD~1', diff: '' }],
    ]) {
      const selection = selectChanges(sources);
      expect(selection.since).to.equal('fallback');
      expect(selection.patterns).to.deep.equal([FALLBACK_MODULE]);
    }
    expect(isMutatedFile(FALLBACK_MODULE)).to.equal(true);
  });
});
