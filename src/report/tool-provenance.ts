import { shortDigest } from '../rules/rule-set-digest.ts';

/**
 * The tool that made a run, so that two runs (and two sign-offs) can be told apart: its package
 * version, the commit it was built from, and the digest of its rule set (`ruleSetDigest` of
 * src/rules/rule-set-digest.ts: ids, levels and source sentences). `gitSha` keeps the name lines
 * of `history.jsonl` written by 0.2.0 gave it; `ruleSetDigest` and `rules` are absent in those.
 */
export interface ToolProvenance {
  /** The `version` of the tool's package.json, e.g. `0.3.0`. */
  readonly version: string;
  /** The full commit SHA (40 hex digits), when the tool knows it; absent: no commit. */
  readonly gitSha?: string;
  /** The SHA-256 of the rule set, 64 hex digits. */
  readonly ruleSetDigest?: string;
  /** How many rules the rule set holds. */
  readonly rules?: number;
}

/** Said when the tool knows no commit: neither a git checkout of its own nor a build-info file. */
export const NO_COMMIT = 'no commit';

/** The commit as a reader sees it: its first 12 hex digits, or `no commit`. */
export function commitText(tool: ToolProvenance): string {
  return tool.gitSha === undefined ? NO_COMMIT : `commit ${tool.gitSha.slice(0, 12)}`;
}

/** The rule set as a reader sees it: `rule set 1a2b3c4d5e6f (138 rules)`, or `rule set unknown` (0.2.0 lines). */
export function ruleSetText(tool: ToolProvenance): string {
  if (tool.ruleSetDigest === undefined) return 'rule set unknown';
  const count = tool.rules === undefined ? '' : ` (${tool.rules} rules)`;
  return `rule set ${shortDigest(tool.ruleSetDigest)}${count}`;
}

/**
 * The tool in one line, as the sign-off, the report and the console name it:
 * `vop-conformance 0.3.0 (commit 1a2b3c4d5e6f, rule set 0f9e8d7c6b5a (138 rules))`.
 */
export function toolText(tool: ToolProvenance): string {
  return `vop-conformance ${tool.version} (${commitText(tool)}, ${ruleSetText(tool)})`;
}

/**
 * What `vop-conformance --version` prints, one fact a line: the version, the full commit (or
 * `no commit`), the full rule-set digest and its count of rules.
 */
export function versionLines(tool: ToolProvenance): string[] {
  return [
    tool.version,
    tool.gitSha === undefined
      ? `${NO_COMMIT} (neither a git checkout of the tool nor a build-info file)`
      : `commit ${tool.gitSha}`,
    tool.ruleSetDigest === undefined
      ? 'rule set unknown'
      : `rule set sha256:${tool.ruleSetDigest}${tool.rules === undefined ? '' : ` (${tool.rules} rules)`}`,
  ];
}
