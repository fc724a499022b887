// The outputs and job summary of the vop-conformance GitHub Action (action.yml; run by run.sh).
// Usage: node outputs.mjs <report dir> <marker file> <exit code> [<stderr file>]
// Finds the report folder the run made (the newest under <report dir> not older than <marker>),
// reads its rules.json and appends to $GITHUB_OUTPUT:
//   passed=<n>  failed=<n>  not-judged=<n>  verdict=<text>  report-path=<folder>  exit-code=<code>
// (not-judged and verdict from rules.json's `verdict`: a green with rules not judged says so)
// and to $GITHUB_STEP_SUMMARY a Markdown summary: the verdict and the target (a run against the
// embedded mock says so: "against the embedded mock, not a sandbox"), a table of the rule counts
// and the failed rules; a run that could not test quotes the tool's error lines (<stderr file>).
// In GitHub Actions (GITHUB_ACTIONS=true) the same two facts are also a ::warning:: (the
// embedded mock) or an ::error:: (could not test) annotation. Without $GITHUB_OUTPUT and
// $GITHUB_STEP_SUMMARY (another CI, a shell) the lines go to stdout. Reads no secret: rules.json
// and the tool's output are redacted.
import { appendFileSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import process from 'node:process';

const [reportDir = 'reports', marker = '', exitCode = '2', errorsFile = ''] = process.argv.slice(2);

/**
 * The report folder of this run: the newest `<UTC timestamp>` folder under `dir` made since
 * `markerFile` was, or undefined when the run wrote none (a configuration error).
 * @param {string} dir
 * @param {string} markerFile
 * @returns {string | undefined}
 */
function runFolder(dir, markerFile) {
  if (!existsSync(dir)) return undefined;
  const since = markerFile && existsSync(markerFile) ? statSync(markerFile).mtimeMs - 1000 : 0;
  const folders = readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isDirectory() && existsSync(join(path, 'rules.json')))
    .filter((path) => statSync(path).mtimeMs >= since)
    .sort();
  return folders.at(-1);
}

/**
 * The fields of a report folder's rules.json (an empty object when it cannot be read).
 * @param {string} folder
 * @returns {Record<string, unknown>}
 */
function rulesJsonOf(folder) {
  try {
    /** @type {unknown} */
    const parsed = JSON.parse(readFileSync(join(folder, 'rules.json'), 'utf8'));
    return typeof parsed === 'object' && parsed !== null
      ? /** @type {Record<string, unknown>} */ (parsed)
      : {};
  } catch {
    return {};
  }
}

/**
 * What the run was made against, after "against", as rules.json says it: its `against` text
 * when it has one (`the embedded mock, not a sandbox (http://127.0.0.1:…)`, `the provider at
 * https://…`), else from its `target` label (`embedded mock (http://127.0.0.1:…)` or the base
 * URL); undefined when it names none.
 * @param {Record<string, unknown>} facts
 * @returns {{ text: string, embedded: boolean } | undefined}
 */
function targetOf(facts) {
  const label = typeof facts.target === 'string' ? facts.target : undefined;
  const embedded =
    facts.targetKind === 'embedded mock' || (label !== undefined && label.startsWith('embedded mock'));
  if (typeof facts.against === 'string' && facts.against !== '') return { text: facts.against, embedded };
  if (label === undefined || label === '') return undefined;
  if (!embedded) return { text: `the provider at ${label}`, embedded };
  const inside = /^embedded mock \((.*)\)$/.exec(label)?.[1];
  return { text: `the embedded mock, not a sandbox${inside ? ` (${inside})` : ''}`, embedded };
}

/**
 * The tool's last error block in `file` (its stderr): from the last line that starts with
 * `vop-conformance:` to the end, at most 20 lines; empty when there is none.
 * @param {string} file
 * @returns {string[]}
 */
function errorLines(file) {
  if (!file || !existsSync(file)) return [];
  const lines = readFileSync(file, 'utf8').split('\n');
  const start = lines.findLastIndex((line) => line.startsWith('vop-conformance:'));
  return start < 0 ? [] : lines.slice(start, start + 20).filter((line) => line.trim() !== '');
}

/**
 * The rules of a report folder's rules.json: id, status and first note.
 * @param {Record<string, unknown>} parsed
 * @returns {Array<{ id: string, status: string, details: string[] }>}
 */
function rulesOf(parsed) {
  const rules = 'rules' in parsed ? parsed.rules : [];
  /** @type {unknown[]} */
  const rows = Array.isArray(rules) ? rules : [];
  return rows.map((row) => {
    const r = /** @type {Record<string, unknown>} */ (typeof row === 'object' && row !== null ? row : {});
    const details = Array.isArray(r.details) ? r.details.map(String) : [];
    return { id: String(r.id), status: String(r.status), details };
  });
}

/**
 * `text` as one Markdown table cell: one line, at most 200 characters, pipes escaped.
 * @param {string} text
 */
function cell(text) {
  const line = text.split('\n').find((l) => l.startsWith('Received:')) ?? text.split('\n')[0] ?? '';
  return (line.length > 200 ? `${line.slice(0, 200)}…` : line).replaceAll('|', '\\|');
}

/**
 * The verdict rules.json holds (`verdict.text`, `verdict.notJudged`); an empty text and 0 when
 * the run wrote none (an older tool, or no report).
 * @param {Record<string, unknown>} facts
 * @returns {{ text: string, notJudged: number }}
 */
function verdictOf(facts) {
  const v = /** @type {Record<string, unknown>} */ (
    typeof facts.verdict === 'object' && facts.verdict !== null ? facts.verdict : {}
  );
  return {
    text: typeof v.text === 'string' ? v.text : '',
    notJudged: typeof v.notJudged === 'number' ? v.notJudged : 0,
  };
}

/**
 * `text` on one line (a GitHub output line ends at its newline).
 * @param {string} text
 */
function oneLine(text) {
  return text.replaceAll(/[\r\n]+/g, ' ');
}

const folder = runFolder(reportDir, marker);
const facts = folder ? rulesJsonOf(folder) : {};
const rules = rulesOf(facts);
const target = targetOf(facts);
const errors = exitCode === '2' ? errorLines(errorsFile) : [];
/** @param {string} status */
const count = (status) => rules.filter((r) => r.status === status).length;
const runVerdict = verdictOf(facts);
const outputs = [
  `passed=${count('passed')}`,
  `failed=${count('failed')}`,
  `not-judged=${runVerdict.notJudged}`,
  `verdict=${oneLine(runVerdict.text)}`,
  `report-path=${folder ? resolve(folder) : ''}`,
  `exit-code=${exitCode}`,
];

const verdict =
  runVerdict.text !== '' && exitCode !== '2'
    ? runVerdict.text
    : exitCode === '0'
      ? 'every rule held'
      : exitCode === '1'
        ? 'the target broke at least one rule'
        : exitCode === '130' || exitCode === '143'
          ? 'interrupted: the report holds what ran'
          : 'the run could not test (configuration, credentials or an unreachable target): see the step log';
const summary = [
  `## vop-conformance: ${verdict}${target ? `, against ${target.text}` : ''}`,
  '',
  ...(target?.embedded
    ? [
        '> [!WARNING]',
        '> This run tested the embedded mock, not a sandbox: no VOP_BASE_URL was set. Set the secret VOP_BASE_URL, and keep `require-target` on so that a missing secret fails the job.',
        '',
      ]
    : []),
  ...(errors.length > 0 ? ['```text', ...errors, '```', ''] : []),
  ...(folder
    ? [
        '| passed | failed | expected failures | warned | skipped | not tested |',
        '| --- | --- | --- | --- | --- | --- |',
        `| ${count('passed')} | ${count('failed')} | ${count('expected')} | ${count('warned')} | ${count('skipped')} | ${count('not tested')} |`,
        '',
        ...rules
          .filter((r) => r.status === 'failed')
          .map((r) => `- **${r.id}**: ${cell(r.details[0] ?? '')}`),
        '',
        `Report: \`${resolve(folder)}/index.html\` (in the uploaded artifact).`,
      ]
    : ['No report was written.']),
  '',
].join('\n');

const outputFile = process.env.GITHUB_OUTPUT;
const summaryFile = process.env.GITHUB_STEP_SUMMARY;
if (outputFile) appendFileSync(outputFile, `${outputs.join('\n')}\n`);
else process.stdout.write(`${outputs.join('\n')}\n`);
if (summaryFile) appendFileSync(summaryFile, summary);
else process.stdout.write(summary);

// Annotations on the run's page: a workflow command is one line, its text escaped (%, CR, LF).
if (process.env.GITHUB_ACTIONS === 'true') {
  /** @param {string} text */
  const escaped = (text) => text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
  if (target?.embedded)
    process.stdout.write(
      `::warning title=vop-conformance::${escaped(`ran against ${target.text}: set the secret VOP_BASE_URL`)}\n`,
    );
  if (errors.length > 0)
    process.stdout.write(
      `::error title=vop-conformance::${escaped(errors.map((line) => line.trim()).join(' '))}\n`,
    );
}
