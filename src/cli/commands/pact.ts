import { Command, Option } from 'commander';
import type { CanIDeployFlags, PactPublishFlags, PactVerifyFlags, RecordFlags } from '../pact-command.ts';
import { givenFlags } from '../options/commander-options.ts';
import { withTargetOptions } from '../target-options.ts';
import { collect, type SetExit } from './set-exit.ts';

/** `--timeout` of the broker commands, read from VOP_BROKER_TIMEOUT too. */
function brokerTimeout(defaultText: string): Option {
  return new Option('--timeout <s>', `longest run of the Pact CLI, seconds (${defaultText})`).env(
    'VOP_BROKER_TIMEOUT',
  );
}

/** `--pact-dir`, read from VOP_PACT_DIR too. */
function pactDirOption(): Option {
  return new Option('--pact-dir <dir>', 'folder of the pact files (default reports/pacts)').env(
    'VOP_PACT_DIR',
  );
}

/** `pact verify`: the pacts against the target; no TLS client certificate (the Pact verifier takes none). */
function verifyDefinition(setExit: SetExit, dotenv: ReadonlySet<string>): Command {
  const verify = new Command('verify')
    .description('verify the pacts against the target (the embedded mock without VOP_BASE_URL)')
    .addOption(pactDirOption())
    .addOption(
      new Option('--provider <name>', 'provider name (default payee-verification-service)').env(
        'VOP_PACT_PROVIDER',
      ),
    )
    .option(
      '--publish-verification-results',
      "verify the broker's pacts and publish the results (off by default)",
    )
    .option('--provider-version <version>', 'provider version for published results (default: the git SHA)')
    .option('--provider-branch <branch>', 'provider branch for published results (default: git)');
  return withTargetOptions(verify).action(async (_flags: PactVerifyFlags, command: Command) =>
    setExit(
      await (await import('../pact-command.ts')).pactVerifyCommand(givenFlags(command), process.env, dotenv),
    ),
  );
}

/** `vop-conformance pact`: verify against the target; publish, can-i-deploy, record-* with a broker. */
export function pactDefinition(setExit: SetExit, dotenv: ReadonlySet<string> = new Set()): Command {
  const pact = new Command('pact').description(
    'Pact contracts: verify against the target; publish, can-i-deploy, record-deployment and record-release with a broker',
  );
  pact.addCommand(verifyDefinition(setExit, dotenv));
  pact
    .command('publish')
    .description(
      'publish the pact files to PACT_BROKER_BASE_URL with the Pact CLI (PACT_BROKER_TOKEN or PACT_BROKER_USERNAME/PASSWORD)',
    )
    .addOption(pactDirOption())
    .option('--consumer-version <version>', "consumer version (default: the git SHA, else the CI's commit)")
    .option('--branch <branch>', "consumer branch (default: the CI's, else git's)")
    .option(
      '--build-url <url>',
      "the CI build that made the pacts (default: the CI's, e.g. GitHub Actions' run)",
    )
    .option('--tag <tag>', 'tag the version (repeatable)', collect, [])
    .addOption(brokerTimeout('default 60'))
    .action(async (flags: PactPublishFlags) =>
      setExit(await (await import('../pact-command.ts')).pactPublishCommand(flags, process.env)),
    );
  pact
    .command('can-i-deploy')
    .description(
      'ask the broker whether a version can be deployed to an environment (0 yes, 1 no or unknown)',
    )
    .requiredOption('--to-environment <environment>', 'the environment, e.g. production')
    .option('--pacticipant <name>', 'pacticipant (default: the consumer name)')
    .option('--version <version>', 'its version (default: the git SHA)')
    .option(
      '--retry-while-unknown <times>',
      'ask again this many times while a verification result is missing (default 0)',
    )
    .option('--retry-interval <s>', 'seconds between two asks (default 10)')
    .addOption(brokerTimeout('default 60 plus the retries × interval'))
    .action(async (flags: CanIDeployFlags) =>
      setExit(await (await import('../pact-command.ts')).canIDeployCommand(flags, process.env)),
    );
  pact
    .command('record-deployment')
    .description(
      'tell the broker that a version is now deployed to an environment (what can-i-deploy checks against)',
    )
    .requiredOption('--environment <environment>', 'the environment, e.g. production')
    .option('--pacticipant <name>', 'pacticipant (default: the consumer name)')
    .option('--version <version>', 'its version (default: the git SHA)')
    .option('--application-instance <name>', 'which instance, when one environment runs several')
    .addOption(brokerTimeout('default 60'))
    .action(async (flags: RecordFlags) =>
      setExit(await (await import('../pact-command.ts')).recordDeploymentCommand(flags, process.env)),
    );
  pact
    .command('record-release')
    .description('tell the broker that a version is released to an environment (several may be live at once)')
    .requiredOption('--environment <environment>', 'the environment, e.g. production')
    .option('--pacticipant <name>', 'pacticipant (default: the consumer name)')
    .option('--version <version>', 'its version (default: the git SHA)')
    .addOption(brokerTimeout('default 60'))
    .action(async (flags: RecordFlags) =>
      setExit(await (await import('../pact-command.ts')).recordReleaseCommand(flags, process.env)),
    );
  return pact;
}
