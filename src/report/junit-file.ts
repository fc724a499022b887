import { XMLBuilder } from 'fast-xml-parser';
import { redactor } from '../output/redactor.ts';

/**
 * How one test case ended, as JUnit says it: `error` when the run could not test at all
 * (rejected credentials, a token path answering 404): JUnit's `<error>`, never a failure.
 */
export type JunitOutcome = 'passed' | 'failed' | 'skipped' | 'error';

/** One `<testcase>` of the JUnit file. */
export interface JunitCase {
  /** The operation's suite (the top `describe`): JUnit's `classname` and `<testsuite name>`. */
  readonly suite: string;
  /** The rule test's title (with any nested `describe` titles before it): JUnit's `name`. */
  readonly name: string;
  /** The suite file, relative to the project (forward slashes). */
  readonly file?: string;
  /** Duration, ms. */
  readonly durationMs: number;
  readonly outcome: JunitOutcome;
  /**
   * Failed or error: the first line (its `message`) and whole text (its body). Skipped: the
   * reason, e.g. "set VOP_TASK_ID_FAILED …" or "expected failure: PROV-123".
   */
  readonly message?: string;
  readonly text?: string;
}

/** What the `<testsuites>` element says of the run. */
export interface JunitRun {
  readonly title: string;
  /** When the run started. */
  readonly startedAt: Date;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
  processEntities: true,
});

const seconds = (ms: number): string => (ms / 1000).toFixed(3);

/** XML 1.0 cannot carry most control characters even escaped: they become U+FFFD. */
function xmlText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return redactor.redact(text).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '\ufffd');
}

function testcase(each: JunitCase): Record<string, unknown> {
  const element: Record<string, unknown> = {
    '@name': xmlText(each.name),
    '@classname': xmlText(each.suite),
    '@time': seconds(each.durationMs),
    ...(each.file ? { '@file': each.file } : {}),
  };
  const message = xmlText(each.message ?? '');
  if (each.outcome === 'failed') element.failure = { '@message': message, '#text': xmlText(each.text ?? '') };
  if (each.outcome === 'error') element.error = { '@message': message, '#text': xmlText(each.text ?? '') };
  if (each.outcome === 'skipped') element.skipped = { '@message': message };
  // The whole reason of a skip whose message is its first line only (a warning's Received/Documented).
  if (each.outcome === 'skipped' && each.text && each.text !== each.message)
    element['system-out'] = xmlText(each.text);
  return element;
}

function counts(cases: readonly JunitCase[]): Record<string, string> {
  return {
    '@tests': String(cases.length),
    '@failures': String(cases.filter((c) => c.outcome === 'failed').length),
    '@errors': String(cases.filter((c) => c.outcome === 'error').length),
    '@skipped': String(cases.filter((c) => c.outcome === 'skipped').length),
    '@time': seconds(cases.reduce((sum, c) => sum + c.durationMs, 0)),
  };
}

/**
 * The JUnit XML file of a run (the Ant/Jenkins JUnit format that CI tools read): one
 * `<testsuite>` per operation suite in the order first seen, each `<testcase>` with
 * `classname` = the suite and `name` = the rule test; a failure as `<failure message>` with the
 * whole text, an error (the run could not test) as `<error message>`, a skip as
 * `<skipped message="reason"/>`. Counts and times (seconds) are summed
 * from the cases, so they always agree. Text is redacted and stripped of the control characters
 * XML cannot hold.
 */
export function renderJunit(run: JunitRun, cases: readonly JunitCase[]): string {
  const suites = [...new Set(cases.map((c) => c.suite))].map((name) => {
    const own = cases.filter((c) => c.suite === name);
    const file = own.find((c) => c.file)?.file;
    return {
      '@name': xmlText(name),
      '@timestamp': run.startedAt.toISOString().slice(0, 19),
      ...counts(own),
      ...(file ? { '@file': file } : {}),
      testcase: own.map(testcase),
    };
  });
  const document = {
    '?xml': { '@version': '1.0', '@encoding': 'UTF-8' },
    testsuites: { '@name': xmlText(run.title), ...counts(cases), testsuite: suites },
  };
  return builder.build(document);
}
