import { spawnSync } from 'node:child_process';
import { expect } from 'chai';
import { toCurl } from '../../src/client/curl.ts';
import {
  curlConnectionFlags,
  currentCurlConnection,
  useCurlConnection,
} from '../../src/client/curl-connection.ts';
import { redactor } from '../../src/output/redactor.ts';

const URL_ = 'https://sandbox.example/vopgateway/v1/bulk/1';
const GET = { method: 'GET', url: URL_, headers: { 'X-Request-Id': 'r' } } as const;
const PEM = { kind: 'pem', certFile: '/certs/client.pem', keyFile: '/certs/client.key' } as const;
const PROXY = { url: 'http://alice:s3cret-proxy-pw@proxy.example:3128', source: 'HTTPS_PROXY' };

/** The words of `command` as bash reads them (a `curl` function prints each on its own line). */
function words(command: string): string[] {
  const result = spawnSync('bash', ['-c', `curl() { printf '%s\\n' "$@"; }; ${command}`], {
    encoding: 'utf8',
    env: { PROXY_USER: 'u:p', VOP_CLIENT_KEY_PASSPHRASE: 'pp' },
  });
  expect(result.status, result.stderr).to.equal(0);
  return result.stdout.trimEnd().split('\n');
}

describe('client: a curl replays a request the way the run reached the target', () => {
  it('adds nothing for a run with no CA file, client certificate or proxy', () => {
    expect(toCurl(GET, {})).to.equal(`curl -i -X GET '${URL_}' -H 'X-Request-Id: r'`);
  });

  it('--cacert, --cert and --key with the paths the run used, the passphrase from its variable', () => {
    const curl = toCurl(GET, {
      caFile: '/etc/ca dir/ca.pem',
      clientCertificate: { ...PEM, passphrase: 'hunter2-pass' },
    });
    expect(words(curl).slice(0, 9)).to.deep.equal([
      '-i',
      '--cacert',
      '/etc/ca dir/ca.pem',
      '--cert',
      '/certs/client.pem',
      '--key',
      '/certs/client.key',
      '--pass',
      'pp',
    ]);
    expect(curl).to.include('--pass "$VOP_CLIENT_KEY_PASSPHRASE"').and.not.include('hunter2-pass');
  });

  it('a PKCS#12 file: --cert-type P12 --cert <path>', () => {
    const flags = curlConnectionFlags(URL_, {
      clientCertificate: { kind: 'pfx', pfxFile: '/certs/client.p12' },
    });
    expect(flags).to.deep.equal(['--cert-type', 'P12', '--cert', "'/certs/client.p12'"]);
  });

  it('--proxy without its credentials, --proxy-user from $PROXY_USER; never the password, registered or not', () => {
    const curl = toCurl(GET, { proxy: { https: PROXY, http: PROXY } });
    expect(curl).to.include(`--proxy 'http://proxy.example:3128' --proxy-user "$PROXY_USER"`);
    expect(curl).to.not.include('s3cret-proxy-pw').and.not.include('alice');
    redactor.add('s3cret-proxy-pw');
    expect(toCurl(GET, { proxy: { https: PROXY } })).to.not.include('s3cret-proxy-pw');
    const bare = { url: 'http://proxy.example:3128', source: '--proxy' };
    expect(curlConnectionFlags(URL_, { proxy: { https: bare } })).to.deep.equal([
      '--proxy',
      "'http://proxy.example:3128'",
    ]);
  });

  it('--noproxy <host> when NO_PROXY sent the request past the proxy; the http proxy for an http URL', () => {
    const proxy = { https: PROXY, noProxy: 'localhost, .example' };
    expect(curlConnectionFlags(URL_, { proxy })).to.deep.equal(['--noproxy', "'sandbox.example'"]);
    const http = { url: 'http://plain.proxy:8080', source: 'HTTP_PROXY' };
    expect(curlConnectionFlags('http://api.test/x', { proxy: { http, https: PROXY } })).to.deep.equal([
      '--proxy',
      "'http://plain.proxy:8080'",
    ]);
  });

  it("names the open session's connection by default, and puts the previous one back", () => {
    const restore = useCurlConnection({ caFile: '/ca.pem' });
    try {
      expect(toCurl(GET)).to.include("--cacert '/ca.pem'");
    } finally {
      restore();
    }
    expect(currentCurlConnection()).to.deep.equal({});
    expect(toCurl(GET)).to.not.include('--cacert');
  });

  it('real curl accepts every flag it is given (exit 5, cannot resolve the proxy: not 2, an unknown option)', function () {
    if (spawnSync('curl', ['--version']).status !== 0) this.skip();
    const command = toCurl(
      { method: 'GET', url: 'https://unresolvable.invalid/x', headers: {} },
      {
        caFile: '/nonexistent/ca.pem',
        clientCertificate: { kind: 'pfx', pfxFile: '/nonexistent/c.p12', passphrase: 'x' },
        proxy: { https: { url: 'http://u:p@unresolvable.invalid:3128', source: 'HTTPS_PROXY' } },
      },
    );
    const result = spawnSync('bash', ['-c', `${command} --max-time 5`], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', PROXY_USER: 'u:p', VOP_CLIENT_KEY_PASSPHRASE: 'x' },
    });
    expect(result.status, result.stderr).to.equal(5); // could not resolve the proxy
  });
});
