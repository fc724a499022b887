import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { catalogue } from '../../src/rules/catalogue.ts';
import type { Rule } from '../../src/rules/rule.ts';
import { ruleSetDigest } from '../../src/rules/rule-set-digest.ts';

const CHANGELOG = readFileSync(new URL('../../CHANGELOG.md', import.meta.url), 'utf8');
const VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** The CHANGELOG's line for a rule added, as `### Rules added` lists them. */
function entryOf(rule: Rule): string {
  const source =
    rule.level === 'assumed'
      ? `assumed, assumptions.md ${rule.assumption ?? rule.source.section}`
      : `documented, interface.md ${rule.source.section}`;
  return `- \`${rule.id}\` (${source}): ${rule.summary}`;
}

/** `x.y.z` as numbers. */
function parts(version: string): number[] {
  return version.split('.').map(Number);
}

/** The versions whose `### Rule set` records a digest (`sha256:<64 hex>`), with it. */
function recordedRuleSets(): { version: string; digest: string }[] {
  return [...CHANGELOG.matchAll(/^## \[(\d+\.\d+\.\d+)\][^\n]*\n([\s\S]*?)(?=^## |(?![\s\S]))/gm)].flatMap(
    ([, version = '', body = '']) => {
      const digest = /### Rule set\n[\s\S]*?sha256:([0-9a-f]{64})/.exec(body)?.[1];
      return digest === undefined ? [] : [{ version, digest }];
    },
  );
}

describe('meta: CHANGELOG.md keeps an entry per rule, and a changed rule set a new minor version', () => {
  it(`has a section for the version of package.json (${VERSION})`, () => {
    expect(CHANGELOG, `add "## [${VERSION}] - <date>" to CHANGELOG.md`).to.include(`## [${VERSION}]`);
  });

  it('names every rule of the catalogue (a rule added needs its entry)', () => {
    const missing = catalogue.filter((rule) => !CHANGELOG.includes(`\`${rule.id}\``));
    expect(
      missing.map((rule) => rule.id),
      `CHANGELOG.md names no entry for these rules. Add, under "## [${VERSION}]" → "### Rules added" (or "### Rules changed" for a rule renamed), the line(s):\n${missing.map(entryOf).join('\n')}\n`,
    ).to.deep.equal([]);
  });

  it('gives a rule set other than a released one a higher minor (or major) version', () => {
    const recorded = recordedRuleSets();
    expect(
      recorded.map((r) => r.version),
      'the versions that record their rule set',
    ).to.include('0.2.0');
    const current = ruleSetDigest(catalogue);
    const [major = 0, minor = 0] = parts(VERSION);
    for (const { version, digest } of recorded) {
      if (digest === current) continue;
      const [otherMajor = 0, otherMinor = 0] = parts(version);
      expect(
        major > otherMajor || (major === otherMajor && minor > otherMinor),
        `the rule set (sha256:${current}) differs from ${version}'s (sha256:${digest}), so package.json's version ${VERSION} must be at least the next minor version after ${version}`,
      ).to.equal(true);
    }
  });
});
