import { isAbsolute, resolve } from 'node:path';
import type { ClientCertificateFiles } from '../client/client-certificate.ts';
import { isBlank, variable } from './variables.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** The flags that name a client certificate (`run`, `replay`). */
export interface ClientCertificateFlags {
  readonly clientCert?: string;
  readonly clientKey?: string;
  readonly clientPfx?: string;
}

/** The variable that holds the passphrase of the client key or PKCS#12 file: never a flag, never a profile field. */
export const PASSPHRASE_VARIABLE = 'VOP_CLIENT_KEY_PASSPHRASE';

function value(flag: string | undefined, env: Env, name: string, cwd: string): string | undefined {
  const text = (flag ?? variable(env, name))?.trim();
  if (text === undefined || text === '') return undefined;
  return isAbsolute(text) ? text : resolve(cwd, text);
}

/** The files of a client certificate as a run's options name them (absolute), and the passphrase. */
export interface NamedClientCertificate {
  readonly certFile: string | undefined;
  readonly keyFile: string | undefined;
  readonly pfxFile: string | undefined;
  readonly passphrase: string | undefined;
}

/**
 * The client certificate of a run, for a target that demands mutual TLS: `--client-cert` with `--client-key`
 * (VOP_CLIENT_CERT, VOP_CLIENT_KEY), or `--client-pfx` (VOP_CLIENT_PFX), and the passphrase of
 * VOP_CLIENT_KEY_PASSPHRASE. Undefined when none is named. Adds to `problems`: a certificate
 * without its key (or the reverse), both forms at once, a passphrase with no certificate, a
 * certificate for the embedded mock (it speaks plain HTTP). Reads nothing.
 */
export function clientCertificateFrom(
  named: NamedClientCertificate,
  urlTarget: boolean,
  problems: string[],
): ClientCertificateFiles | undefined {
  const { certFile, keyFile, pfxFile, passphrase } = named;
  const secret = passphrase === undefined ? {} : { passphrase };
  if (certFile === undefined && keyFile === undefined && pfxFile === undefined) {
    if (passphrase !== undefined)
      problems.push(
        `${PASSPHRASE_VARIABLE} is set, but no client certificate: set --client-cert and --client-key, or --client-pfx`,
      );
    return undefined;
  }
  if (!urlTarget) {
    problems.push(
      '--client-cert, --client-key and --client-pfx apply to a URL target (set VOP_BASE_URL): the embedded mock speaks plain HTTP',
    );
    return undefined;
  }
  if (pfxFile !== undefined) {
    if (certFile !== undefined || keyFile !== undefined)
      problems.push('--client-pfx (VOP_CLIENT_PFX) or --client-cert with --client-key, not both');
    return { kind: 'pfx', pfxFile, ...secret };
  }
  if (certFile === undefined)
    problems.push('--client-key (VOP_CLIENT_KEY) needs --client-cert (VOP_CLIENT_CERT)');
  if (keyFile === undefined)
    problems.push('--client-cert (VOP_CLIENT_CERT) needs --client-key (VOP_CLIENT_KEY)');
  return certFile !== undefined && keyFile !== undefined
    ? { kind: 'pem', certFile, keyFile, ...secret }
    : undefined;
}

/**
 * {@link clientCertificateFrom} with the files of `flags`, else of `env` (paths taken from
 * `cwd`), and the passphrase of VOP_CLIENT_KEY_PASSPHRASE.
 */
export function clientCertificateOf(
  flags: ClientCertificateFlags,
  env: Env,
  cwd: string,
  urlTarget: boolean,
  problems: string[],
): ClientCertificateFiles | undefined {
  const passphrase = isBlank(env[PASSPHRASE_VARIABLE]) ? undefined : env[PASSPHRASE_VARIABLE];
  return clientCertificateFrom(
    {
      certFile: value(flags.clientCert, env, 'VOP_CLIENT_CERT', cwd),
      keyFile: value(flags.clientKey, env, 'VOP_CLIENT_KEY', cwd),
      pfxFile: value(flags.clientPfx, env, 'VOP_CLIENT_PFX', cwd),
      passphrase,
    },
    urlTarget,
    problems,
  );
}
