import { isAbsolute, resolve } from 'node:path';
import { Transport } from '../client/transport.ts';
import { ConfigError } from '../errors.ts';
import { BrokerClient, readPactFile } from '../pact/broker-client.ts';
import { resolveBrokerConfig } from '../pact/broker-config.ts';
import { gitBranch, gitSha } from '../pact/git-info.ts';
import { PACT_NAMES } from '../api/provider-states.ts';
import type { VerificationPublishing } from '../pact/verify.ts';
import { withRunSession } from '../runner/run-session.ts';
import { type RunFlags, resolveRunConfig } from './resolve-run-config.ts';

/** Default folder of the pact files (the consumer pact tests write there). */
export const DEFAULT_PACT_DIR = 'reports/pacts';

type Env = NodeJS.ProcessEnv;

function pactDir(flag: string | undefined): string {
  const dir = flag ?? DEFAULT_PACT_DIR;
  return isAbsolute(dir) ? dir : resolve(process.cwd(), dir);
}

/** Flags of `vop-conformance pact verify`: the target flags of `run`, the pacts, and result publishing. */
export interface PactVerifyFlags extends RunFlags {
  readonly pactDir?: string;
  readonly provider?: string;
  readonly publishVerificationResults?: boolean;
  readonly providerVersion?: string;
  readonly providerBranch?: string;
}

/**
 * `vop-conformance pact verify`: verifies the pacts against the target (the embedded mock without
 * VOP_BASE_URL). Returns 0 when every interaction holds, 1 naming the interactions that do not.
 * @throws ConfigError without pact files, or when publishing lacks a broker or --provider-version.
 */
export async function pactVerifyCommand(flags: PactVerifyFlags, env: Env): Promise<number> {
  const config = resolveRunConfig(flags, env, process.cwd());
  // Pact's verifier (and its native core) loads only for the commands that need it.
  const { pactFiles, verifyPacts } = await import('../pact/verify.ts');
  const provider = flags.provider ?? env.VOP_PACT_PROVIDER ?? PACT_NAMES.provider;
  const files = flags.publishVerificationResults ? [] : pactFiles(pactDir(flags.pactDir));
  let publishing: VerificationPublishing | undefined;
  if (flags.publishVerificationResults) {
    const broker = resolveBrokerConfig(env);
    const providerVersion = flags.providerVersion ?? gitSha();
    if (!providerVersion)
      throw new ConfigError(['--provider-version is missing and no git commit was found']);
    const [scheme, credential] = broker.authorization?.split(' ') ?? [];
    const decoded =
      scheme === 'Basic' && credential ? Buffer.from(credential, 'base64').toString('utf8') : '';
    publishing = {
      brokerUrl: broker.baseUrl,
      providerVersion,
      ...((flags.providerBranch ?? gitBranch())
        ? { providerBranch: flags.providerBranch ?? gitBranch() ?? '' }
        : {}),
      ...(scheme === 'Bearer' && credential ? { token: credential } : {}),
      ...(decoded
        ? { username: decoded.split(':')[0] ?? '', password: decoded.split(':').slice(1).join(':') }
        : {}),
    };
  }
  return withRunSession(
    config,
    (line) => console.log(line),
    async (run) => {
      console.log(
        `vop-conformance: verifying ${files.length || "the broker's"} pact file(s) of ${provider} against ${run.targetLabel}`,
      );
      const outcome = await verifyPacts({ run, provider, files, ...(publishing ? { publishing } : {}) });
      if (outcome.passed) {
        console.log('Every interaction of the pacts holds.');
        return 0;
      }
      console.log(
        `Pact verification failed for:\n${outcome.failedInteractions.map((i) => `  - ${i}`).join('\n')}`,
      );
      console.log(outcome.report.slice(0, 4_000));
      return 1;
    },
  );
}

/** Flags of `vop-conformance pact publish`. */
export interface PactPublishFlags {
  readonly pactDir?: string;
  readonly consumerVersion?: string;
  readonly branch?: string;
  readonly tag?: readonly string[];
}

/**
 * `vop-conformance pact publish`: publishes the pact files to PACT_BROKER_BASE_URL for the consumer
 * version (`--consumer-version`, else the git SHA) and branch (`--branch`, else git), with tags.
 * @throws ConfigError (broker, version) and BrokerError (the broker's answer): exit 2.
 */
export async function pactPublishCommand(flags: PactPublishFlags, env: Env): Promise<number> {
  const broker = resolveBrokerConfig(env);
  const consumerVersion = flags.consumerVersion ?? gitSha();
  if (!consumerVersion) throw new ConfigError(['--consumer-version is missing and no git commit was found']);
  const branch = flags.branch ?? gitBranch();
  const { pactFiles } = await import('../pact/verify.ts');
  const files = pactFiles(pactDir(flags.pactDir)).map(readPactFile);
  const transport = new Transport();
  try {
    const notices = await new BrokerClient(broker, transport).publish({
      consumerVersion,
      ...(branch ? { branch } : {}),
      tags: flags.tag ?? [],
      files,
    });
    console.log(
      `Published ${files.length} pact(s) for version ${consumerVersion}${branch ? ` on branch ${branch}` : ''} to ${broker.baseUrl}`,
    );
    for (const notice of notices) console.log(`  ${notice}`);
    return 0;
  } finally {
    await transport.close();
  }
}

/** Flags of `vop-conformance pact can-i-deploy`. */
export interface CanIDeployFlags {
  readonly toEnvironment?: string;
  readonly pacticipant?: string;
  readonly version?: string;
}

/**
 * `vop-conformance pact can-i-deploy --to-environment E`: asks the broker whether the pacticipant
 * (default: the consumer) at the version (default: the git SHA) can be deployed. 0 yes, 1 no.
 * @throws ConfigError and BrokerError: exit 2.
 */
export async function canIDeployCommand(flags: CanIDeployFlags, env: Env): Promise<number> {
  const broker = resolveBrokerConfig(env);
  const problems: string[] = [];
  if (!flags.toEnvironment) problems.push('--to-environment is missing');
  const version = flags.version ?? gitSha();
  if (!version) problems.push('--version is missing and no git commit was found');
  if (problems.length > 0 || !flags.toEnvironment || !version) throw new ConfigError(problems);
  const pacticipant = flags.pacticipant ?? env.VOP_PACT_CONSUMER ?? PACT_NAMES.consumer;
  const transport = new Transport();
  try {
    const answer = await new BrokerClient(broker, transport).canIDeploy(
      pacticipant,
      version,
      flags.toEnvironment,
    );
    console.log(
      `${answer.deployable ? 'Deployable' : 'Not deployable'}: ${pacticipant} ${version} to ${flags.toEnvironment}. ${answer.reason}`,
    );
    return answer.deployable ? 0 : 1;
  } finally {
    await transport.close();
  }
}
