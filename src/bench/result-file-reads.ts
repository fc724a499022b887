import { resultsPath } from '../api/paths.ts';
import { fetchResultFile } from '../harness/fetch-results.ts';
import { readResultFile } from '../harness/read-result-file.ts';
import { notObjectFailure } from '../checks/results-200-ndjson.ts';
import { oneLinePerRecord } from '../checks/results-one-line-per-record.ts';
import { shapeFailure } from '../checks/results-record-shape.ts';
import { strayUetrFailure } from '../checks/results-record-uetr.ts';
import { observedValuesText } from '../harness/observed-values.ts';
import type { RunContext } from '../harness/run-context.ts';
import { resultsOperation } from '../harness/bulk-operations.ts';
import { indexUetrs, uetrOf } from './index-uetrs.ts';
import { benchTaskId } from './result-file-server.ts';

/** Records of the bench file the record-properties read submits (a generated file has at most 6). */
const RECORD_CASES = 6;

/**
 * Reads the bench file of `lines` lines the way suites/bulk-lifecycle.suite.ts does: streamed
 * through a ResultFileCheck against the submitted records 0 … lines − 1 (every line validated,
 * every uetr counted), then judged by the lifecycle's rules of the file. Returns the lines read.
 * @throws Error when a rule of the file does not hold (the bench file is valid: a bug).
 */
export async function readLikeLifecycle(run: RunContext, lines: number): Promise<number> {
  const spec = { operation: 'bulk-results', method: 'GET', path: resultsPath(benchTaskId(lines)) } as const;
  const { exchange, fileCheck } = await readResultFile(run.client, spec, { submitted: indexUetrs(lines) });
  if (!fileCheck) throw new Error(`the bench file answered ${exchange.response.status}`);
  const broken = [notObjectFailure(fileCheck), strayUetrFailure(fileCheck), shapeFailure(fileCheck)].find(
    Boolean,
  );
  const oneLine = oneLinePerRecord(fileCheck);
  const failed = fileCheck.verdicts().find((v) => !v.holds);
  // The four match values of the bench file, as results-record-shape's test records them.
  if (observedValuesText(fileCheck).split('\n').length !== 4)
    throw new Error('the bench file has 4 match values');
  if (broken || oneLine || failed || fileCheck.lines !== lines)
    throw new Error(
      `the bench file was judged broken: ${broken?.message ?? oneLine?.notJudged ?? failed?.received ?? `${fileCheck.lines} lines`}`,
    );
  return fileCheck.lines;
}

/**
 * Reads the bench file of `lines` lines the ways suites/results.suite.ts (resultsOperation().send) and
 * the record properties (fetchResultFile, 6 submitted records) do, each a 200 streamed and judged.
 * Returns the lines read in all.
 * @throws Error when the reads do not give 200 or a line rule does not hold (a bug).
 */
export async function readLikeResultsSuite(run: RunContext, lines: number): Promise<number> {
  const taskId = benchTaskId(lines);
  const exchange = await resultsOperation().send(run, {}, taskId);
  const expected = new Map(Array.from({ length: RECORD_CASES }, (_, i) => [uetrOf(i), 'result']));
  const { file } = await fetchResultFile(run, taskId, expected);
  const outcomes = run.findings.setup.take().outcomes;
  const failed = outcomes.find((o) => o.outcome !== 'passed');
  if (exchange.response.status !== 200 || failed || outcomes.length !== 6 || !file.lineOf(uetrOf(0)))
    throw new Error(`the bench file was judged broken: ${failed?.detail ?? `${exchange.response.status}`}`);
  return 2 * lines;
}
