import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { RunConfig } from '../cli/run-config.ts';
import { checkExchange } from '../checks/check-exchange.ts';
import { DEFAULT_POLL_OPTIONS } from '../client/poll.ts';
import { Scheduler } from '../client/scheduler.ts';
import { Transport } from '../client/transport.ts';
import { VopClient } from '../client/vop-client.ts';
import { ToolError, TransportError } from '../errors.ts';
import { type RunningMock, startMock } from '../mock/server.ts';
import { scrubFiles } from '../output/scrub-files.ts';
import { catalogue } from '../rules/catalogue.ts';
import type { RunContext } from './context.ts';
import { RuleLedger, type RuleResult } from './ledger.ts';
import { renderRulesPage } from './rules-page.ts';
import { runSuites } from './run-suites.ts';
import { countByStatus, formatSummary } from './summary.ts';

/** What a run produced: exit code (0 every rule held, 1 a rule failed), report folder, per-rule table. */
export interface RunOutcome {
  readonly exitCode: 0 | 1;
  readonly reportDir: string;
  readonly results: readonly RuleResult[];
  readonly failedTests: number;
}

/** `YYYY-MM-DDTHH-MM-SSZ` of `date` in UTC: a folder name valid on every file system. */
export function reportStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

async function uniqueReportDir(root: string): Promise<string> {
  const stamp = reportStamp(new Date());
  try {
    await mkdir(root, { recursive: true });
    for (let n = 0; ; n += 1) {
      const dir = join(root, n === 0 ? stamp : `${stamp}-${n}`);
      try {
        await mkdir(dir);
        return dir;
      } catch (error) {
        if ((error as { code?: string }).code !== 'EEXIST') throw error;
      }
    }
  } catch (error) {
    throw new ToolError(`cannot create a report folder under ${root}`, { cause: error });
  }
}

/**
 * Runs the conformance suites as `config` says: starts the embedded mock when no URL is set,
 * checks the target is reachable, runs the suites, writes `reportDir` (report.html,
 * report.json, junit.xml, rules.json), prints the per-rule summary, scrubs secrets from every file.
 * `log` receives every line meant for the console.
 * @throws ToolError (exit 2) when the target cannot be reached, the mock cannot start, or a suite cannot load.
 */
export async function runConformance(config: RunConfig, log: (line: string) => void): Promise<RunOutcome> {
  let mock: RunningMock | undefined;
  const transport = new Transport();
  try {
    let endpoint: { baseUrl: string; authUrl: string; credentials: { apiKey: string; apiSecret: string } };
    let limited: { apiKey: string; apiSecret: string } | undefined;
    let targetLabel: string;
    if (config.target.kind === 'embedded') {
      mock = await startMock();
      endpoint = { baseUrl: mock.baseUrl, authUrl: mock.baseUrl, credentials: mock.options.credentials };
      limited = mock.options.limitedCredentials;
      targetLabel = `embedded mock (${mock.baseUrl})`;
    } else {
      endpoint = config.target;
      limited = config.target.limitedCredentials;
      targetLabel = config.target.baseUrl;
    }
    const scheduler = new Scheduler({
      ratePerSecond: config.target.kind === 'embedded' ? 0 : config.rate,
      concurrency: config.concurrency,
    });
    const client = new VopClient(endpoint, transport, scheduler);
    try {
      await client.tokens.request();
    } catch (error) {
      if (error instanceof TransportError)
        throw new ToolError(`cannot reach the target: ${error.message}`, { cause: error });
      throw error;
    }
    const context: RunContext = {
      targetLabel,
      client,
      limitedClient: limited
        ? new VopClient({ ...endpoint, credentials: limited }, transport, scheduler)
        : undefined,
      assumptions: config.assumptions,
      poll: { ...DEFAULT_POLL_OPTIONS, timeoutMs: config.pollTimeoutMs },
      ledger: new RuleLedger(),
      scenarioNames: config.target.kind === 'embedded',
      seededTasks: config.seededTasks,
      skipReasons: new WeakMap(),
      seed: config.seed,
      progress: log,
      testState: { current: '(setup)', pending: [] },
    };
    client.onExchange(checkExchange);
    context.limitedClient?.onExchange(checkExchange);
    const startedAt = new Date();
    const reportDir = await uniqueReportDir(config.reportRoot);
    log(
      `vop-conformance: running against ${targetLabel} (assumptions: ${config.assumptions}, seed: ${config.seed})`,
    );
    const failedTests = await runSuites({
      context,
      reportDir,
      testTimeoutMs: config.testTimeoutMs,
      ...(config.grep ? { grep: config.grep } : {}),
    });
    const results = context.ledger.results(catalogue);
    await writeFile(
      join(reportDir, 'rules.json'),
      `${JSON.stringify({ target: targetLabel, seed: config.seed, assumptions: config.assumptions, rules: results }, null, 2)}\n`,
    );
    const facts = {
      target: targetLabel,
      seed: config.seed,
      assumptions: config.assumptions,
      startedAt,
      failedTests,
    };
    await writeFile(join(reportDir, 'index.html'), renderRulesPage(results, facts));
    await scrubFiles(reportDir);
    const reportFile = join(reportDir, 'index.html');
    const relativePath = relative(process.cwd(), reportFile);
    const shownPath = relativePath.startsWith('..') ? reportFile : relativePath;
    log(formatSummary(results, shownPath, config.grep !== undefined));
    const ruleFailed = countByStatus(results).failed > 0;
    return { exitCode: failedTests > 0 || ruleFailed ? 1 : 0, reportDir, results, failedTests };
  } finally {
    await transport.close();
    await mock?.close();
  }
}
