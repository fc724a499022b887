import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { clientCertificateOf } from '../../src/cli/client-certificate-config.ts';
import { readClientCertificate } from '../../src/client/client-certificate.ts';
import { ConfigError } from '../../src/errors.ts';
import { redactor } from '../../src/output/redactor.ts';
import { makeClientCertificate, makeTestCa, type TestClientCertificate } from '../helpers/test-ca.ts';

const PASSPHRASE = 'unit-passphrase-31d8';

/** The message of the ConfigError `read` throws; fails when it throws none or another error. */
function problemOf(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    expect(error).to.be.instanceOf(ConfigError);
    return (error as Error).message;
  }
  expect.fail('no ConfigError');
}

describe('client: the client certificate of mutual TLS', function () {
  this.timeout(30_000);
  let client: TestClientCertificate;
  let serverKeyFile: string;

  before(() => {
    const ca = makeTestCa();
    client = makeClientCertificate(ca, PASSPHRASE);
    serverKeyFile = `${ca.dir}/server.key`;
  });

  it('reads a PEM pair with its passphrase, and a PKCS#12 file, and registers the key with the redactor', () => {
    const pem = readClientCertificate({
      kind: 'pem',
      certFile: client.certFile,
      keyFile: client.keyFile,
      passphrase: PASSPHRASE,
    });
    expect(pem).to.have.property('cert').that.includes('BEGIN CERTIFICATE');
    const body = client.keyText.split('\n').find((line) => line.length > 40) ?? '';
    expect(redactor.redact(`key ${body}`)).to.not.include(body);
    const pfx = readClientCertificate({ kind: 'pfx', pfxFile: client.pfxFile, passphrase: PASSPHRASE });
    expect(pfx).to.have.property('pfx');
  });

  it('names the flag and what to change: encrypted, wrong passphrase, key of another certificate, not PEM, missing, not PKCS#12', () => {
    const pem = (keyFile: string, passphrase?: string) => () =>
      readClientCertificate({
        kind: 'pem',
        certFile: client.certFile,
        keyFile,
        ...(passphrase ? { passphrase } : {}),
      });
    expect(problemOf(pem(client.keyFile))).to.include(
      'is encrypted: set its passphrase in VOP_CLIENT_KEY_PASSPHRASE',
    );
    expect(problemOf(pem(client.keyFile, 'wrong'))).to.include(
      'cannot be decrypted: check VOP_CLIENT_KEY_PASSPHRASE',
    );
    expect(problemOf(pem(serverKeyFile))).to.include('the key does not belong to the certificate');
    expect(
      problemOf(() =>
        readClientCertificate({ kind: 'pem', certFile: client.keyFile, keyFile: client.keyFile }),
      ),
    )
      .to.include('--client-cert (VOP_CLIENT_CERT)')
      .and.include('holds no PEM certificate');
    expect(problemOf(pem('/nonexistent/client.key'))).to.include(
      '--client-key (VOP_CLIENT_KEY) /nonexistent/client.key: cannot be read (ENOENT)',
    );
    expect(
      problemOf(() =>
        readClientCertificate({ kind: 'pfx', pfxFile: client.certFile, passphrase: PASSPHRASE }),
      ),
    ).to.include('--client-pfx');
    // The passphrase given is never echoed.
    expect(problemOf(pem(client.keyFile, 'wrong'))).to.not.include('wrong');
  });

  it('says the passphrase is wrong when a wrong one happens to decrypt to bytes that are no key (one passphrase in about 256)', () => {
    // An encrypted PKCS#8 test key (passphrase "fixture-passphrase") and a wrong passphrase whose
    // AES-CBC decryption ends in valid padding: OpenSSL then fails to decode the key
    // ("DECODER routines::unsupported") rather than to decrypt it ("bad decrypt").
    const keyFile = fileURLToPath(
      new URL('../fixtures/client-certificate/encrypted-key.pem', import.meta.url),
    );
    const read = (passphrase: string) => () =>
      readClientCertificate({ kind: 'pem', certFile: client.certFile, keyFile, passphrase });
    expect(problemOf(read('wrong-384'))).to.include('cannot be decrypted: check VOP_CLIENT_KEY_PASSPHRASE');
    expect(problemOf(read('wrong-0'))).to.include('cannot be decrypted: check VOP_CLIENT_KEY_PASSPHRASE');
    expect(problemOf(read('fixture-passphrase'))).to.include('the key does not belong to the certificate');
  });

  it('says the key is encrypted when, read without a passphrase, it decrypts to bytes that are no key (one key in about 256)', () => {
    // An encrypted PKCS#8 test key (passphrase "fixture-passphrase-2") that OpenSSL, given no
    // passphrase, fails to decode ("DECODER routines::unsupported") rather than to decrypt.
    const keyFile = fileURLToPath(
      new URL(
        '../fixtures/client-certificate/encrypted-key-undecodable-without-passphrase.pem',
        import.meta.url,
      ),
    );
    expect(
      problemOf(() => readClientCertificate({ kind: 'pem', certFile: client.certFile, keyFile })),
    ).to.include('is encrypted: set its passphrase in VOP_CLIENT_KEY_PASSPHRASE');
  });

  it('resolves the flags and variables into one certificate, and lists each problem', () => {
    const problems: string[] = [];
    expect(
      clientCertificateOf(
        { clientPfx: 'a.p12' },
        { VOP_CLIENT_KEY_PASSPHRASE: 'p' },
        '/repo',
        true,
        problems,
      ),
    ).to.deep.equal({
      kind: 'pfx',
      pfxFile: '/repo/a.p12',
      passphrase: 'p',
    });
    expect(
      clientCertificateOf(
        {},
        { VOP_CLIENT_CERT: '/c.pem', VOP_CLIENT_KEY: 'k.pem' },
        '/repo',
        true,
        problems,
      ),
    ).to.deep.equal({
      kind: 'pem',
      certFile: '/c.pem',
      keyFile: '/repo/k.pem',
    });
    expect(problems).to.deep.equal([]);
    const cases: Array<[Parameters<typeof clientCertificateOf>[0], Record<string, string>, boolean, string]> =
      [
        [{ clientKey: 'k' }, {}, true, '--client-key (VOP_CLIENT_KEY) needs --client-cert (VOP_CLIENT_CERT)'],
        [
          { clientCert: 'c' },
          {},
          true,
          '--client-cert (VOP_CLIENT_CERT) needs --client-key (VOP_CLIENT_KEY)',
        ],
        [
          { clientCert: 'c', clientKey: 'k', clientPfx: 'p' },
          {},
          true,
          'or --client-cert with --client-key, not both',
        ],
        [
          {},
          { VOP_CLIENT_KEY_PASSPHRASE: 'p' },
          true,
          'VOP_CLIENT_KEY_PASSPHRASE is set, but no client certificate',
        ],
        [{ clientPfx: 'p' }, {}, false, 'apply to a URL target'],
      ];
    for (const [flags, env, url, message] of cases) {
      const found: string[] = [];
      clientCertificateOf(flags, env, '/repo', url, found);
      expect(found.join('\n'), message).to.include(message);
    }
  });
});
