import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../../src/package-root.ts';
import { tempDir } from './run-cli.ts';

/** What a run of action/run.sh left: its exit code, stderr and stdout, the outputs and the summary it wrote. */
export interface ScriptRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly outputs: Record<string, string>;
  readonly summary: string;
  readonly cwd: string;
}

/**
 * Runs action/run.sh in `cwd` (default a fresh folder) with `inputs` (INPUT_*) and `env`, and
 * only PATH besides: the outputs and summary it wrote, its exit code and output.
 */
export async function runScript(
  inputs: Record<string, string>,
  env: Record<string, string> = {},
  cwd = tempDir(),
): Promise<ScriptRun> {
  const outputFile = join(cwd, 'github-output');
  const summaryFile = join(cwd, 'step-summary');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>(
    (resolve) => {
      execFile(
        'bash',
        [join(PACKAGE_ROOT, 'action/run.sh')],
        {
          cwd,
          env: {
            PATH: process.env.PATH ?? '',
            GITHUB_OUTPUT: outputFile,
            GITHUB_STEP_SUMMARY: summaryFile,
            ...inputs,
            ...env,
          },
          timeout: 5 * 60_000,
        },
        (error, out, err) => {
          const exit = (error as { code?: unknown } | null)?.code;
          resolve({ code: typeof exit === 'number' ? exit : error ? -1 : 0, stdout: out, stderr: err });
        },
      );
    },
  );
  const outputs = Object.fromEntries(
    readFileSync(outputFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  return { code, stdout, stderr, outputs, summary: readFileSync(summaryFile, 'utf8'), cwd };
}
