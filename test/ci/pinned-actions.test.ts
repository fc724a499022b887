import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../src/package-root.ts';
import { nightlyWorkflow } from '../../src/scaffold/nightly-workflow.ts';
import { PINNED_ACTIONS } from '../../src/scaffold/pinned-actions.ts';

const WORKFLOWS = join(PACKAGE_ROOT, '.github/workflows');

/** Every workflow and action file the project writes or ships, by name, with its text. */
function files(): Array<[string, string]> {
  return [
    ...readdirSync(WORKFLOWS)
      .filter((name) => name.endsWith('.yml'))
      .map((name): [string, string] => [
        `.github/workflows/${name}`,
        readFileSync(join(WORKFLOWS, name), 'utf8'),
      ]),
    ['action.yml', readFileSync(join(PACKAGE_ROOT, 'action.yml'), 'utf8')],
    ['the workflow init writes', nightlyWorkflow()],
  ];
}

/** The value of each `uses:` of `text` that names another repository's action (not `./…`), comment included. */
function remoteUses(text: string): string[] {
  return [...text.matchAll(/^\s*(?:- )?uses:\s*(.+)$/gm)]
    .map((match) => (match[1] ?? '').trim())
    .filter((uses) => !uses.startsWith('./'));
}

describe('ci: every action is pinned by commit, its tag in a comment', () => {
  it('the table holds a 40-digit commit and a release tag per action', () => {
    for (const [name, pin] of Object.entries(PINNED_ACTIONS)) {
      expect(pin.commit, name).to.match(/^[0-9a-f]{40}$/);
      expect(pin.tag, name).to.match(/^v\d+\.\d+\.\d+$/);
    }
  });

  for (const [name, text] of files()) {
    it(`${name}: each uses: is the table's line for its action`, () => {
      const uses = remoteUses(text);
      expect(uses.length, name).to.be.greaterThan(0);
      for (const value of uses) {
        const action = value.split('@')[0];
        const pin = Object.values(PINNED_ACTIONS).find((p) => p.action === action);
        expect(pin, `${value}: not in src/scaffold/pinned-actions.ts`).to.not.equal(undefined);
        expect(value).to.equal(`${pin?.action ?? ''}@${pin?.commit ?? ''} # ${pin?.tag ?? ''}`);
      }
    });
  }

  it('a tag reference fails the check (the check can fail)', () => {
    const [value = ''] = remoteUses('    steps:\n      - uses: actions/checkout@v4\n');
    const pin = PINNED_ACTIONS.checkout;
    expect(value).to.not.equal(`${pin.action}@${pin.commit} # ${pin.tag}`);
  });
});
