import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../errors.ts';
import type { ObservedValue, RuleResult } from '../harness/ledger.ts';
import { type RunSummary, summariseRun } from './run-summary.ts';
import type { ToolProvenance } from './tool-provenance.ts';
import { comparisonKey, type RunTarget, type TargetKind } from './run-target.ts';

/** One rule of `rules.json` (older files held observations as text). */
type RuleRow = Omit<RuleResult, 'observed'> & { readonly observed: ReadonlyArray<ObservedValue | string> };

/** What `rules.json` holds that a comparison needs (files written by 0.2.0 or earlier lack the target's kind, URL and verdict). */
interface RulesFile {
  readonly target: string;
  readonly targetKind?: TargetKind;
  readonly targetUrl?: string;
  readonly against?: string;
  readonly verdict?: { readonly text?: string };
  readonly seed: number;
  readonly startedAt: string;
  readonly rules: readonly RuleRow[];
  /** The tool that ran (absent in files written by 0.2.0 or earlier). */
  readonly tool?: { readonly [K in keyof ToolProvenance]?: unknown } | null;
}

/** The target of a rules.json: its kind and URL, or for an older file what its label says (`embedded mock (…)`, a URL). */
function targetOf(file: RulesFile): RunTarget {
  if (
    file.targetKind === 'embedded mock' ||
    (file.targetKind === undefined && file.target.startsWith('embedded mock'))
  )
    return {
      kind: 'embedded mock',
      ...(file.targetUrl === undefined ? {} : { url: file.targetUrl }),
      faults: [],
    };
  return { kind: 'provider', url: file.targetUrl ?? file.target, faults: [] };
}

/** The tool of a rules.json, or an unknown version for a file written by 0.2.0 or earlier. */
function toolOf(file: RulesFile): ToolProvenance {
  const tool = file.tool;
  if (tool === undefined || tool === null || typeof tool.version !== 'string') return { version: '' };
  return {
    version: tool.version,
    ...(typeof tool.gitSha === 'string' ? { gitSha: tool.gitSha } : {}),
    ...(typeof tool.ruleSetDigest === 'string' ? { ruleSetDigest: tool.ruleSetDigest } : {}),
    ...(typeof tool.rules === 'number' ? { rules: tool.rules } : {}),
  };
}

/**
 * The run of report folder `path` (a `<UTC timestamp>/` folder, or its rules.json), summarised as
 * the history holds runs, for `vop-conformance diff`: its target by the key runs are
 * compared by (`embedded mock`, whatever its port, or the base URL), its verdict line.
 * @throws ConfigError when there is no readable rules.json, or it is not a run's rule table.
 */
export function readRunSummary(path: string): RunSummary {
  let file: RulesFile;
  try {
    const rulesJson = statSync(path).isDirectory() ? join(path, 'rules.json') : path;
    file = JSON.parse(readFileSync(rulesJson, 'utf8')) as RulesFile;
  } catch (error) {
    throw new ConfigError([
      `${path}: not a report folder with a readable rules.json (${(error as Error).message})`,
    ]);
  }
  const rows: unknown = file.rules;
  if (!Array.isArray(rows) || typeof file.target !== 'string') {
    throw new ConfigError([`${path}: its rules.json is not a run's rule table`]);
  }
  const results = file.rules.map((rule) => ({
    ...rule,
    observed: rule.observed.map((o: ObservedValue | string) =>
      typeof o === 'string' ? { title: o, value: '' } : o,
    ),
  }));
  const runTarget = targetOf(file);
  const verdict = file.verdict?.text;
  const summary = summariseRun(results, {
    startedAt: file.startedAt,
    target: comparisonKey(runTarget),
    runTarget,
    ...(typeof verdict === 'string' ? { verdict } : {}),
    seed: file.seed,
    tool: toolOf(file),
  });
  // As the run named its target (an embedded mock's faults included).
  return typeof file.against === 'string' ? { ...summary, against: file.against } : summary;
}
