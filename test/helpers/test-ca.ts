import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './run-cli.ts';

/** A private CA and a server certificate it signed for 127.0.0.1 and localhost (PEM text and files). */
export interface TestCa {
  /** The CA certificate's PEM file: what `--ca-file` names. */
  readonly caFile: string;
  /** The server's certificate and key, PEM text, for `https.createServer`. */
  readonly cert: string;
  readonly key: string;
  /** The folder of the CA's files (its key `ca.key` signs client certificates). */
  readonly dir: string;
}

/** A client certificate the test CA signed, for mutual TLS: PEM files and a PKCS#12 file. */
export interface TestClientCertificate {
  readonly certFile: string;
  /** The private key, encrypted with the passphrase (PKCS#8 PEM). */
  readonly keyFile: string;
  /** Certificate and key in one PKCS#12 file, under the same passphrase. */
  readonly pfxFile: string;
  /** The key file's text: what must never show in any output. */
  readonly keyText: string;
}

function openssl(args: readonly string[], cwd: string): void {
  execFileSync('openssl', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'], timeout: 20_000 });
}

/**
 * Makes a fresh private CA and a server certificate it signs (P-256 keys, valid 10 years, for
 * the names `san` lists in openssl's form: IP:127.0.0.1 and DNS:localhost by default) with the
 * `openssl` command, in a new temp folder.
 * @throws when `openssl` is not on PATH or fails (the error names the command).
 */
export function makeTestCa(san = 'IP:127.0.0.1,DNS:localhost'): TestCa {
  const dir = tempDir('vopc-ca-');
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    [
      'req',
      '-x509',
      ...ec,
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-days',
      '3650',
      '-subj',
      '/CN=vop-conformance test CA',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ],
    dir,
  );
  openssl(['req', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=localhost'], dir);
  writeFileSync(
    join(dir, 'server.ext'),
    `subjectAltName=${san}\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n`,
  );
  openssl(
    [
      'x509',
      '-req',
      '-in',
      'server.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'server.pem',
      '-days',
      '3650',
      '-extfile',
      'server.ext',
    ],
    dir,
  );
  return {
    caFile: join(dir, 'ca.pem'),
    cert: readFileSync(join(dir, 'server.pem'), 'utf8'),
    key: readFileSync(join(dir, 'server.key'), 'utf8'),
    dir,
  };
}

/**
 * Makes a client certificate signed by `ca` (P-256, clientAuth), its key encrypted with
 * `passphrase`, and a PKCS#12 file of both under the same passphrase, with the `openssl` command.
 * @throws when `openssl` fails (the error names the command).
 */
export function makeClientCertificate(ca: TestCa, passphrase: string): TestClientCertificate {
  const dir = ca.dir;
  const pass = `pass:${passphrase}`;
  openssl(
    ['req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-passout', pass].concat([
      '-keyout',
      'client.key',
      '-out',
      'client.csr',
      '-subj',
      '/CN=vop-conformance test client',
    ]),
    dir,
  );
  writeFileSync(join(dir, 'client.ext'), 'basicConstraints=CA:FALSE\nextendedKeyUsage=clientAuth\n');
  openssl(
    ['x509', '-req', '-in', 'client.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial'].concat([
      '-out',
      'client.pem',
      '-days',
      '3650',
      '-extfile',
      'client.ext',
    ]),
    dir,
  );
  openssl(
    [
      'pkcs12',
      '-export',
      '-in',
      'client.pem',
      '-inkey',
      'client.key',
      '-passin',
      pass,
      '-passout',
      pass,
    ].concat(['-out', 'client.p12']),
    dir,
  );
  return {
    certFile: join(dir, 'client.pem'),
    keyFile: join(dir, 'client.key'),
    pfxFile: join(dir, 'client.p12'),
    keyText: readFileSync(join(dir, 'client.key'), 'utf8'),
  };
}
