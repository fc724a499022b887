import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const DEPCRUISE = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/** Writes `files` (path → text) under a fresh folder that has the project's tsconfig.json. */
function project(files: Readonly<Record<string, string>>): string {
  const dir = mkdtempSync(join(tmpdir(), 'vopc-layers-'));
  copyFileSync(join(ROOT, 'tsconfig.json'), join(dir, 'tsconfig.json'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** Runs dependency-cruiser with the project's rules on `src/` of `dir`, as `npm run lint` does. */
function cruise(dir: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [DEPCRUISE, 'src', '--config', CONFIG], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('lint: imports flow one way (.dependency-cruiser.cjs)', function () {
  this.timeout(120_000);
  const dirs: string[] = [];
  after(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('passes an import that flows down (runner → api)', () => {
    const dir = project({
      'src/api/paths.ts': "export const PATH = '/x';\n",
      'src/runner/run.ts': "import { PATH } from '../api/paths.ts';\nexport const run = PATH;\n",
    });
    dirs.push(dir);
    const { status, output } = cruise(dir);
    expect(status, output).to.equal(0);
  });

  it('fails a backwards import (api → runner), naming the layer rule and both files', () => {
    const dir = project({
      'src/api/paths.ts': "import { run } from '../runner/run.ts';\nexport const PATH = run;\n",
      'src/runner/run.ts': "export const run = '/x';\n",
    });
    dirs.push(dir);
    const { status, output } = cruise(dir);
    expect(status, output).to.not.equal(0);
    expect(output).to.contain('layer-api');
    expect(output).to.contain('src/api/paths.ts → src/runner/run.ts');
  });

  it('fails a mock that imports the client (the mock imports only api, schemas, rules)', () => {
    const dir = project({
      'src/mock/server.ts': "import { send } from '../client/send.ts';\nexport const serve = send;\n",
      'src/client/send.ts': 'export const send = 1;\n',
    });
    dirs.push(dir);
    const { status, output } = cruise(dir);
    expect(status, output).to.not.equal(0);
    expect(output).to.contain('layer-mock');
  });
});
