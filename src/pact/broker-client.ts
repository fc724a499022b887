import { readFileSync } from 'node:fs';
import type { Transport } from '../client/transport.ts';
import type { Exchange } from '../client/types.ts';
import { BrokerError } from '../errors.ts';
import type { BrokerConfig } from './broker-config.ts';

/** One pact file to publish: who it is between, and its content. */
export interface PactFile {
  readonly consumer: string;
  readonly provider: string;
  readonly content: string;
}

/** Reads a pact file and the consumer and provider names it holds. @throws BrokerError for a file that is not a pact. */
export function readPactFile(path: string): PactFile {
  const content = readFileSync(path, 'utf8');
  const pact = JSON.parse(content) as { consumer?: { name?: unknown }; provider?: { name?: unknown } };
  const consumer = pact.consumer?.name;
  const provider = pact.provider?.name;
  if (typeof consumer !== 'string' || typeof provider !== 'string')
    throw new BrokerError(`${path} is not a pact file`);
  return { consumer, provider, content };
}

/** A publication: the consumer version the pacts belong to, its branch and tags (Pact Broker "publish contracts"). */
export interface Publication {
  readonly consumerVersion: string;
  readonly branch?: string;
  readonly tags: readonly string[];
  readonly files: readonly PactFile[];
}

/** The broker's answer to can-i-deploy: deployable or not, and why. */
export interface CanIDeploy {
  readonly deployable: boolean;
  readonly reason: string;
}

/**
 * A client of the Pact Broker's documented HTTP API: the HAL index (`GET /`), "publish contracts"
 * (`POST` to the `pb:publish-contracts` relation), and can-i-deploy (`GET /can-i-deploy`). The
 * credential travels only in the Authorization header; errors never name it.
 */
export class BrokerClient {
  readonly #config: BrokerConfig;
  readonly #transport: Transport;

  constructor(config: BrokerConfig, transport: Transport) {
    this.#config = config;
    this.#transport = transport;
  }

  async #send(method: string, url: string, body?: unknown): Promise<Exchange> {
    const headers: Record<string, string> = { Accept: 'application/hal+json, application/json' };
    if (this.#config.authorization) headers.Authorization = this.#config.authorization;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let exchange: Exchange;
    try {
      exchange = await this.#transport.send({
        method,
        url,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (cause) {
      throw new BrokerError(
        `the Pact Broker at ${this.#config.baseUrl} cannot be reached: ${(cause as Error).message}`,
        { cause },
      );
    }
    const { status, bodyText } = exchange.response;
    if (status >= 400) {
      const hint =
        status === 401 || status === 403 ? ' (check PACT_BROKER_TOKEN or PACT_BROKER_USERNAME/PASSWORD)' : '';
      throw new BrokerError(
        `the Pact Broker answered ${method} ${new URL(url).pathname} with ${status}${hint}: ${bodyText.slice(0, 300)}`,
      );
    }
    return exchange;
  }

  async #relation(name: string): Promise<string> {
    const index = await this.#send('GET', `${this.#config.baseUrl}/`);
    const links =
      (JSON.parse(index.response.bodyText) as { _links?: Record<string, { href?: unknown }> })._links ?? {};
    const href = links[name]?.href;
    if (typeof href !== 'string')
      throw new BrokerError(`the Pact Broker's index has no ${name} relation (too old a broker?)`);
    return href;
  }

  /** Publishes `publication` for its consumer; returns the broker's notices. @throws BrokerError. */
  async publish(publication: Publication): Promise<string[]> {
    const url = await this.#relation('pb:publish-contracts');
    const consumers = [...new Set(publication.files.map((f) => f.consumer))];
    const notices: string[] = [];
    for (const consumer of consumers) {
      const body = {
        pacticipantName: consumer,
        pacticipantVersionNumber: publication.consumerVersion,
        ...(publication.branch ? { branch: publication.branch } : {}),
        tags: publication.tags,
        contracts: publication.files
          .filter((f) => f.consumer === consumer)
          .map((f) => ({
            consumerName: f.consumer,
            providerName: f.provider,
            specification: 'pact',
            contentType: 'application/json',
            content: Buffer.from(f.content).toString('base64'),
          })),
      };
      const answer = await this.#send('POST', url, body);
      const parsed = JSON.parse(answer.response.bodyText || '{}') as { notices?: Array<{ text?: unknown }> };
      notices.push(...(parsed.notices ?? []).map((n) => String(n.text)));
    }
    return notices;
  }

  /** Asks whether `pacticipant` at `version` can be deployed to `environment`. @throws BrokerError. */
  async canIDeploy(pacticipant: string, version: string, environment: string): Promise<CanIDeploy> {
    const query = new URLSearchParams({ pacticipant, version, environment });
    const answer = await this.#send('GET', `${this.#config.baseUrl}/can-i-deploy?${query.toString()}`);
    const summary = (
      JSON.parse(answer.response.bodyText) as { summary?: { deployable?: unknown; reason?: unknown } }
    ).summary;
    if (typeof summary?.deployable !== 'boolean')
      throw new BrokerError('the Pact Broker answered can-i-deploy without summary.deployable');
    return {
      deployable: summary.deployable,
      reason: typeof summary.reason === 'string' ? summary.reason : '',
    };
  }
}
