import { readFileSync, statSync } from 'node:fs';
import { createSecureContext } from 'node:tls';
import { ConfigError } from '../errors.ts';
import { redactor } from '../output/redactor.ts';

/** Largest certificate, key or PKCS#12 file read, bytes: a certificate with its chain fits. */
export const MAX_CLIENT_CERTIFICATE_FILE_BYTES = 1024 * 1024;

/**
 * Where a client certificate for mutual TLS comes from: PEM certificate and
 * key files (`--client-cert`, `--client-key`), or one PKCS#12 file (`--client-pfx`); absolute
 * paths. The passphrase of an encrypted key or of the PKCS#12 file comes only from
 * VOP_CLIENT_KEY_PASSPHRASE, never from a flag or a profile.
 */
export type ClientCertificateFiles =
  | {
      readonly kind: 'pem';
      readonly certFile: string;
      readonly keyFile: string;
      readonly passphrase?: string;
    }
  | { readonly kind: 'pfx'; readonly pfxFile: string; readonly passphrase?: string };

/** The TLS options a client certificate gives every connection: PEM text, or the PKCS#12 bytes. */
export type ClientCertificate =
  | { readonly cert: string; readonly key: string; readonly passphrase?: string }
  | { readonly pfx: Buffer; readonly passphrase?: string };

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/;
const PEM_PRIVATE_KEY =
  /-----BEGIN (?:[A-Z]+ )*PRIVATE KEY-----[\s\S]+?-----END (?:[A-Z]+ )*PRIVATE KEY-----/;

/** The bytes of the regular file `path` (at most the cap); `flag` names the option in every problem. */
function readBounded(path: string, flag: string): Buffer {
  const problem = (why: string) => new ConfigError([`${flag} ${path}: ${why}`]);
  try {
    const stat = statSync(path);
    if (!stat.isFile()) throw problem('not a regular file');
    if (stat.size > MAX_CLIENT_CERTIFICATE_FILE_BYTES)
      throw problem(`over ${MAX_CLIENT_CERTIFICATE_FILE_BYTES} bytes`);
    return readFileSync(path);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    const code = (error as { code?: unknown }).code;
    throw problem(`cannot be read (${typeof code === 'string' ? code : String(error)})`);
  }
}

/** Registers a private key's text, and each line of it, with the redactor: no output can show it. */
function registerKey(text: string): void {
  redactor.add(text.trim());
  for (const line of text.split(/\r?\n/))
    if (line.length >= 16 && !line.startsWith('-----')) redactor.add(line);
}

/**
 * Reads and checks the client certificate `files` names: each a regular file of at most
 * {@link MAX_CLIENT_CERTIFICATE_FILE_BYTES} bytes; the certificate holds a PEM CERTIFICATE, the
 * key a PEM PRIVATE KEY; then a TLS context is built from them, so a wrong passphrase or a key
 * that does not match the certificate is found before any request. The key's text is registered
 * with the redactor the moment it is read.
 * @throws ConfigError naming --client-cert, --client-key, --client-pfx or VOP_CLIENT_KEY_PASSPHRASE
 * and why (missing, not PEM, wrong passphrase, key and certificate that do not match).
 */
export function readClientCertificate(files: ClientCertificateFiles): ClientCertificate {
  const passphrase = files.passphrase === undefined ? {} : { passphrase: files.passphrase };
  let certificate: ClientCertificate;
  if (files.kind === 'pem') {
    const cert = readBounded(files.certFile, '--client-cert (VOP_CLIENT_CERT)').toString('utf8');
    const key = readBounded(files.keyFile, '--client-key (VOP_CLIENT_KEY)').toString('utf8');
    registerKey(key);
    if (!PEM_CERTIFICATE.test(cert))
      throw new ConfigError([
        `--client-cert (VOP_CLIENT_CERT) ${files.certFile}: holds no PEM certificate (-----BEGIN CERTIFICATE-----)`,
      ]);
    if (!PEM_PRIVATE_KEY.test(key))
      throw new ConfigError([
        `--client-key (VOP_CLIENT_KEY) ${files.keyFile}: holds no PEM private key (-----BEGIN PRIVATE KEY-----)`,
      ]);
    certificate = { cert, key, ...passphrase };
  } else {
    const pfx = readBounded(files.pfxFile, '--client-pfx (VOP_CLIENT_PFX)');
    certificate = { pfx, ...passphrase };
  }
  try {
    createSecureContext(certificate);
  } catch (error) {
    const encrypted = 'pfx' in certificate || ENCRYPTED_PEM_KEY.test(certificate.key);
    throw new ConfigError([
      `${describe(files)}: ${unusableBecause(error, files.passphrase !== undefined, encrypted)}`,
    ]);
  }
  return certificate;
}

function describe(files: ClientCertificateFiles): string {
  return files.kind === 'pem'
    ? `--client-cert ${files.certFile} with --client-key ${files.keyFile}`
    : `--client-pfx ${files.pfxFile}`;
}

/** An encrypted PEM private key: PKCS#8 (`ENCRYPTED PRIVATE KEY`) or the legacy `Proc-Type: 4,ENCRYPTED`. */
const ENCRYPTED_PEM_KEY = /-----BEGIN ENCRYPTED PRIVATE KEY-----|Proc-Type:\s*4,ENCRYPTED/;

/**
 * What OpenSSL says when an encrypted key was decrypted with a wrong passphrase, or with none,
 * and the result happened to end in valid padding (about one key in 256 with a CBC cipher): the
 * bytes then fail to decode as a key instead of failing to decrypt.
 */
const UNDECODABLE = /DECODER routines|unsupported|asn1|wrong tag|header too long/i;

/**
 * Why OpenSSL would not take the certificate, in words that say what to change (no secret in
 * them). `encrypted`: the key is passphrase-protected (a PKCS#12 file, an encrypted PEM key).
 */
function unusableBecause(error: unknown, withPassphrase: boolean, encrypted: boolean): string {
  const text = error instanceof Error ? error.message : String(error);
  const undecryptable =
    /bad decrypt|mac verify failure|bad password|interrupted or cancelled|PEM_read_bio|decrypt/i;
  if (undecryptable.test(text) || (encrypted && UNDECODABLE.test(text)))
    return withPassphrase
      ? 'cannot be decrypted: check VOP_CLIENT_KEY_PASSPHRASE'
      : 'is encrypted: set its passphrase in VOP_CLIENT_KEY_PASSPHRASE';
  if (/key values mismatch|KEY_VALUES_MISMATCH/i.test(text))
    return 'the key does not belong to the certificate';
  return `cannot be used for TLS (${redactor.redact(text)})`;
}
