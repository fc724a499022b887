import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect } from 'chai';
import { toCurl } from '../../src/client/curl.ts';
import { INLINE_BODY_MAX, RequestBodies } from '../../src/report/request-bodies.ts';
import { tempDir } from '../helpers/run-cli.ts';

const url = 'https://sandbox.example/vopgateway/v1/bulk';

/** The request body curl would send for `command` (run from `folder`), read through a fake curl. */
function sentBody(command: string, folder: string): string {
  // A `curl` function prints its --data-binary argument, reading @file as curl does.
  const script = `curl() { while [ $# -gt 0 ]; do if [ "$1" = --data-binary ]; then case "$2" in @*) cat "\${2#@}";; *) printf %s "$2";; esac; fi; shift; done; }; ${command}`;
  return execFileSync('bash', ['-c', script], { cwd: folder, encoding: 'utf8' });
}

describe('report: request bodies of a report’s commands', () => {
  const long = '{"uetr":"1","party":{"name":"Zoë \\u0027x\\u0027"}}\n'.repeat(8);

  it('moves a long body to a file the command reads, keeps a short one inline, and each command sends its body', () => {
    const bodies = new RequestBodies();
    const short = toCurl({ method: 'POST', url, headers: { 'Content-Type': 'x' }, body: 'grant_type=x' });
    expect(bodies.command(short, 'token')).to.equal(short);
    const curl = toCurl({ method: 'POST', url, headers: { 'X-Request-Id': "it's" }, body: long });
    const moved = bodies.command(curl, 'submit-202-task-id');
    expect(moved).to.equal(
      `curl -i -X POST '${url}' -H 'X-Request-Id: it'\\''s' --data-binary @requests/01-submit-202-task-id.txt`,
    );
    expect(bodies.files).to.deep.equal([{ file: 'requests/01-submit-202-task-id.txt', body: long }]);
    expect(long.length).to.be.greaterThan(INLINE_BODY_MAX);

    const folder = tempDir();
    for (const { file, body } of bodies.files) {
      mkdirSync(dirname(join(folder, file)), { recursive: true });
      writeFileSync(join(folder, file), body);
    }
    expect(sentBody(moved, folder)).to.equal(long);
    expect(sentBody(short, folder)).to.equal('grant_type=x');
  });

  it('writes the same body once, and leaves a command without a body as it is', () => {
    const bodies = new RequestBodies();
    const curl = toCurl({ method: 'POST', url, headers: {}, body: long });
    expect(bodies.command(curl, 'a')).to.equal(bodies.command(curl, 'b'));
    expect(bodies.files).to.have.length(1);
    const get = toCurl({ method: 'GET', url, headers: { 'X-Data': ' --data-binary ' } });
    expect(bodies.command(get, 'c')).to.equal(get);
  });
});
