import type { RunTarget } from './run-target.ts';
import type { RunVerdict } from './run-verdict.ts';
import type { SignoffSection } from './signoff-text.ts';

/** What the approval block names. */
export interface ApprovalFacts {
  readonly verdict: RunVerdict;
  /** The target as `againstText` says it. */
  readonly against: string;
  readonly runTarget: RunTarget;
  /** The tool as `toolText` names it: `vop-conformance 0.3.0 (commit 1a2b…, rule set 0f9e… (138 rules))`. */
  readonly tool: string;
  readonly date: Date;
}

/** Who signs an onboarding sign-off: the consumer's QA and the provider's implementation manager. */
const SIGNERS = ['QA (consumer)', 'Implementation manager (provider)'] as const;

/**
 * The approval block that ends the sign-off, so that it can be signed as it is: the target, tool version, date
 * and verdict it approves, then a row per signer with name, signature and date to fill in. An
 * interrupted run gets no rows: it says it is not for signature. A run against the embedded mock
 * says that it proves the tool, not a provider.
 */
export function approvalSection(facts: ApprovalFacts): SignoffSection {
  const items = [
    `Target: ${facts.against}`,
    `Tool: ${facts.tool}`,
    `Run date: ${facts.date.toISOString()}`,
    `Verdict: ${facts.verdict.text}`,
  ];
  if (facts.verdict.outcome === 'interrupted') {
    return {
      heading: 'Approval',
      intro:
        '**Not for signature**: this run was interrupted before every rule was tested. Run it again to the end and sign that run.',
      items,
    };
  }
  const mock =
    facts.runTarget.kind === 'embedded mock'
      ? ' This run tested the embedded mock, not a sandbox: it shows the tool works, not that a provider conforms.'
      : '';
  return {
    heading: 'Approval',
    intro: `By signing, each party confirms the verdict above and every observed fact of this sign-off for this target and tool version.${mock}`,
    items,
    table: {
      head: ['role', 'name', 'signature', 'date'],
      rows: SIGNERS.map((role) => [role, ' ', ' ', ' ']),
    },
  };
}
