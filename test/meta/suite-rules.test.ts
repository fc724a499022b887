import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'chai';
import type { DeclaredTest } from '../../src/report/traceability.ts';
import { catalogue } from '../../src/rules/catalogue.ts';
import { errorRules } from '../../src/rules/error-rules.ts';
import { rateLimitRules } from '../../src/rules/rate-limit-rules.ts';
import { recordRules } from '../../src/rules/record-rules.ts';
import { resultsRules } from '../../src/rules/results-rules.ts';
import type { Rule } from '../../src/rules/rule.ts';
import { singleCheckRules } from '../../src/rules/single-check-rules.ts';
import { stateRules } from '../../src/rules/state-rules.ts';
import { statusRules } from '../../src/rules/status-rules.ts';
import { submissionRules } from '../../src/rules/submission-rules.ts';
import { tokenRules } from '../../src/rules/token-rules.ts';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SUITES = join(ROOT, 'suites');

/** Each suite file and the area of the catalogue it is the table of contents of (one file of src/rules each). */
const AREAS: Readonly<Record<string, readonly Rule[]>> = {
  'token.suite.ts': tokenRules,
  'single-checks.suite.ts': singleCheckRules,
  'submission.suite.ts': submissionRules,
  'states.suite.ts': stateRules,
  'status.suite.ts': statusRules,
  'results.suite.ts': resultsRules,
  'record-rules.suite.ts': recordRules,
  'error-responses.suite.ts': errorRules,
  'rate-limit.suite.ts': rateLimitRules,
};

const suiteFiles = readdirSync(SUITES).filter((name) => name.endsWith('.suite.ts'));
const suiteText = new Map(suiteFiles.map((name) => [name, readFileSync(join(SUITES, name), 'utf8')]));

/** The catalogue ids written in `text` as a quoted literal ('id', "id" or `id`). */
function idsIn(text: string): string[] {
  return catalogue
    .map((rule) => rule.id)
    .filter((id) => ['\u0027', '"', '`'].some((q) => text.includes(`${q}${id}${q}`)));
}

/** Every .ts file under `folder` (relative to the project root), by path. */
function sources(folder: string): Array<[string, string]> {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => [`${folder}/${file}`, readFileSync(join(ROOT, folder, file), 'utf8')]);
}

describe('meta: a suite file is the table of contents of its area', () => {
  let declared: DeclaredTest[];

  before(async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'test/meta/declared-tests.ts'], {
      cwd: ROOT,
      maxBuffer: 32 * 1024 * 1024,
    });
    declared = JSON.parse(stdout) as DeclaredTest[];
  });

  it('has a suite file for each area of the catalogue, and no other suite file', () => {
    expect([...suiteFiles].sort()).to.deep.equal(Object.keys(AREAS).sort());
    const areaIds = Object.values(AREAS).flatMap((rules) => rules.map((r) => r.id));
    expect([...areaIds].sort()).to.deep.equal(catalogue.map((r) => r.id).sort());
  });

  it('writes in each suite file exactly the ids of the rules of its area', () => {
    for (const [file, rules] of Object.entries(AREAS)) {
      expect(idsIn(suiteText.get(file) ?? '').sort(), file).to.deep.equal(rules.map((r) => r.id).sort());
    }
  });

  it('writes every id of the catalogue as a literal in exactly one suite file', () => {
    const notOnce = catalogue
      .map(
        (rule) =>
          [rule.id, suiteFiles.filter((f) => idsIn(suiteText.get(f) ?? '').includes(rule.id))] as const,
      )
      .filter(([, files]) => files.length !== 1)
      .map(([id, files]) => `${id}: ${files.join(', ') || 'no suite'}`);
    expect(notOnce).to.deep.equal([]);
  });

  it('declares every test of a rule in the suite file of its area, and at least one test per rule', () => {
    const home = new Map(
      Object.entries(AREAS).flatMap(([file, rules]) => rules.map((r) => [r.id, file] as const)),
    );
    const elsewhere = declared
      .filter((test) => test.ruleId !== undefined && basename(test.file) !== home.get(test.ruleId))
      .map((test) => `${test.fullTitle} (${basename(test.file)})`);
    expect(elsewhere).to.deep.equal([]);
    const untested = catalogue
      .filter((rule) => !declared.some((test) => test.ruleId === rule.id))
      .map((r) => r.id);
    expect(untested).to.deep.equal([]);
  });

  it('names the rule inside a test body as t.ruleId, never by passing its literal id to what judges or records it', () => {
    // The judges and recorders a body calls with its own rule: expectStatus, expectExchangeRule, observe …
    // A call may be written over several lines: white space (new lines too) may follow the parenthesis and the comma.
    const judging = /\b(expect\w*|observe)\(\s*(t,\s*)?(['"`])([a-z0-9-]+)\3/g;
    const respelled = [...suiteText].flatMap(([file, text]) =>
      [...text.matchAll(judging)]
        .filter((match) => catalogue.some((rule) => rule.id === match[4]))
        .map((match) => `${file}: ${match[0]}`),
    );
    expect(respelled).to.deep.equal([]);
  });

  it('declares no test in src/harness: it is the vocabulary the suites use', () => {
    const declaring = sources('src/harness')
      .filter(([, text]) => /(^|[^.\w])(it|describe|before|after|beforeEach|afterEach)\(/m.test(text))
      .map(([path]) => path);
    expect(declaring).to.deep.equal([]);
  });

  it('src/harness builds no ConformanceFailure: a verdict is a judge of src/checks (one judge per rule)', () => {
    const building = sources('src/harness')
      .filter(([, text]) => text.includes('new ConformanceFailure('))
      .map(([path]) => path);
    expect(building).to.deep.equal([]);
  });

  it('src/harness and the suites write no verdict inline: no ConformanceFailure, no { ruleId, holds, … } outside src/checks', () => {
    // A verdict written in place (expectRule's old form: holds and its texts spelled by the caller)
    // is a second judge of its rule; the harness and the suites pass a judge's verdict (expectVerdict).
    const inline: ReadonlyArray<readonly [string, RegExp]> = [
      ['builds a ConformanceFailure', /\bnew ConformanceFailure\(/],
      ['writes a verdict key holds:', /\bholds\s*:/],
      ['writes a verdict literal { ruleId, holds … }', /\{\s*ruleId\s*[,:][^{}]*\bholds\b/],
      ['calls expectRule (a verdict computed by the caller)', /\bexpectRule\(/],
    ];
    const found = [...sources('src/harness'), ...sources('suites')].flatMap(([path, text]) =>
      inline.filter(([, pattern]) => pattern.test(text)).map(([what]) => `${path} ${what}`),
    );
    expect(found).to.deep.equal([]);
  });
});
