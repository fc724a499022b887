// The outputs and job summary of the vop-conformance GitHub Action (action.yml; run by run.sh).
// Usage: node outputs.mjs <report dir> <marker file> <exit code>
// Finds the report folder the run made (the newest under <report dir> not older than <marker>),
// reads its rules.json and appends to $GITHUB_OUTPUT:
//   passed=<n>  failed=<n>  report-path=<folder>  exit-code=<code>
// and to $GITHUB_STEP_SUMMARY a Markdown table of the rule counts and the failed rules. Without
// those variables (another CI, a shell) the same lines go to stdout. Reads no secret: rules.json
// is written redacted.
import { appendFileSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import process from 'node:process';

const [reportDir = 'reports', marker = '', exitCode = '2'] = process.argv.slice(2);

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
 * The rules of a report folder's rules.json: id, status and first note.
 * @param {string} folder
 * @returns {Array<{ id: string, status: string, details: string[] }>}
 */
function rulesOf(folder) {
  /** @type {unknown} */
  const parsed = JSON.parse(readFileSync(join(folder, 'rules.json'), 'utf8'));
  const rules = typeof parsed === 'object' && parsed !== null && 'rules' in parsed ? parsed.rules : [];
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

const folder = runFolder(reportDir, marker);
const rules = folder ? rulesOf(folder) : [];
/** @param {string} status */
const count = (status) => rules.filter((r) => r.status === status).length;
const outputs = [
  `passed=${count('passed')}`,
  `failed=${count('failed')}`,
  `report-path=${folder ? resolve(folder) : ''}`,
  `exit-code=${exitCode}`,
];

const verdict =
  exitCode === '0'
    ? 'every rule held'
    : exitCode === '1'
      ? 'the target broke at least one rule'
      : exitCode === '130' || exitCode === '143'
        ? 'interrupted: the report holds what ran'
        : 'the run could not test (configuration, credentials or an unreachable target): see the step log';
const summary = [
  `## vop-conformance: ${verdict}`,
  '',
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
