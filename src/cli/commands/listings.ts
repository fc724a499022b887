import { Command, Option } from 'commander';
import type { OpenApiFlags } from '../openapi-command.ts';
import type { SetExit } from './set-exit.ts';
import { DIFF_FAIL_ON } from '../../report/drift-gate.ts';

/** `vop-conformance diff`: what changed between two runs. */
export function diffDefinition(setExit: SetExit): Command {
  return new Command('diff')
    .description(
      'what changed between two runs: new failures, fixed rules, observed values (report folders or their rules.json)',
    )
    .argument('<run-a>', 'the earlier report folder, e.g. reports/2026-11-22T02-17-00Z')
    .argument('<run-b>', 'the later report folder')
    .addOption(
      new Option(
        '--fail-on <changes>',
        'exit 1 on: new-failures (a new failure, a rule passed before and not judged now, another target), fewer-judged (those, or fewer rules judged than run-a), any-change, or never',
      )
        .choices(DIFF_FAIL_ON)
        .default(DIFF_FAIL_ON[0]),
    )
    .action(async (runA: string, runB: string, flags: { failOn: string }) =>
      setExit(
        (await import('../diff-command.ts')).diffCommand(runA, runB, flags.failOn, {
          print: (line) => console.log(line),
          warn: (line) => console.error(line),
        }),
      ),
    );
}

/** `vop-conformance faults`: the mock's fault catalogue. */
export function faultsDefinition(setExit: SetExit): Command {
  return new Command('faults')
    .description(
      'list the faults the mock can break on purpose (mock --break, run --mock-break, efficacy --fault)',
    )
    .option('--json', 'machine-readable: id, rule, summary')
    .action(async (flags: { json?: boolean }) =>
      setExit((await import('../faults-command.ts')).faultsCommand(flags)),
    );
}

/** `vop-conformance rules`: the rule catalogue. */
export function rulesDefinition(setExit: SetExit): Command {
  return new Command('rules')
    .description('list the rule catalogue')
    .option('--json', 'machine-readable: id, level, source, operations')
    .option(
      '--clauses',
      'the clause audit of interface.md and assumptions.md as Markdown (with --json, its tables)',
    )
    .action(async (flags: { json?: boolean; clauses?: boolean }) =>
      setExit(await (await import('../rules-command.ts')).rulesCommand(flags)),
    );
}

/** `vop-conformance openapi`: the OpenAPI 3.1 document generated from schemas/; `version` is the tool's. */
export function openapiDefinition(setExit: SetExit, version: string): Command {
  return new Command('openapi')
    .description(
      'print the OpenAPI 3.1 document of the interface, generated from schemas/ (for Postman, Prism and other tools)',
    )
    .addOption(
      new Option('--base-url <url>', 'server {base_url} (default a placeholder)').env('VOP_BASE_URL'),
    )
    .addOption(
      new Option('--auth-url <url>', 'server {auth_url} of the token endpoint (default the base URL)').env(
        'VOP_AUTH_URL',
      ),
    )
    .addOption(
      new Option('--submission-path <path>', 'bulk submission path (default /vopgateway/v1/bulk, A2)').env(
        'VOP_SUBMISSION_PATH',
      ),
    )
    .option('--out <file>', 'write the document to this file instead of stdout')
    .action(async (flags: OpenApiFlags) =>
      setExit((await import('../openapi-command.ts')).openapiCommand(flags, process.env, version)),
    );
}
