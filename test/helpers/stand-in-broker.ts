import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stand-in broker received. */
export interface BrokerRequest {
  readonly method: string;
  /** Path and query as sent, e.g. `/matrix?q[][pacticipant]=…`. */
  readonly url: string;
  readonly pathname: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** How the stand-in broker behaves. */
export interface StandInBrokerOptions {
  /** The Authorization header every request must carry (others get 401); undefined: none asked. */
  readonly authorization?: string;
  /** Answers of successive can-i-deploy asks: true, false, or null (unknown); the last repeats. Default [true]. */
  readonly deployable?: ReadonlyArray<boolean | null>;
  /** Environments the broker knows (default production and test). */
  readonly environments?: readonly string[];
  /** `hal` (default) answers as the broker; `html` answers every request 200 with a login page; `silent` never answers. */
  readonly mode?: 'hal' | 'html' | 'silent';
}

/** A running stand-in broker: its address, every request it received, and close. */
export interface StandInBroker {
  readonly baseUrl: string;
  readonly requests: readonly BrokerRequest[];
  close(): Promise<void>;
}

/** The provider whose verification the matrix rows report. */
const PROVIDER = 'payee-verification-service';

/** Longest request body kept, bytes: a pact of this project is a few kilobytes. */
const BODY_CAP_BYTES = 1024 * 1024;

function hal(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/hal+json;charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** The matrix answer (Pact Broker `GET /matrix`) for one consumer version and one answer. */
function matrix(pacticipant: string, version: string, environment: string, deployable: boolean | null) {
  const reason =
    deployable === true
      ? 'All required verification results are published and successful'
      : deployable === false
        ? `The verification for the pact between ${pacticipant} (${version}) and the version of ${PROVIDER} currently in ${environment} (2.0.0) failed`
        : `There is no verified pact between ${pacticipant} (${version}) and the version of ${PROVIDER} currently in ${environment} (2.0.0)`;
  return {
    summary: {
      deployable,
      reason,
      success: deployable === true ? 1 : 0,
      failed: deployable === false ? 1 : 0,
      unknown: deployable === null ? 1 : 0,
    },
    notices: [
      { type: deployable === true ? 'success' : deployable === false ? 'error' : 'warning', text: reason },
    ],
    matrix: [
      {
        consumer: { name: pacticipant, version: { number: version } },
        provider: { name: PROVIDER, version: { number: '2.0.0' } },
        verificationResult:
          deployable === null ? null : { success: deployable, verifiedAt: '2026-11-20T02:17:00+00:00' },
      },
    ],
  };
}

/** `text` parsed as a JSON object, or an empty object when it is not one. */
function jsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** What "publish contracts" requires of its body (the broker's documentation), as problems. */
function publicationProblems(body: string): Partial<Record<string, string[]>> {
  let value: { pacticipantName?: unknown; pacticipantVersionNumber?: unknown; contracts?: unknown };
  try {
    value = JSON.parse(body) as typeof value;
  } catch {
    return { body: ['is not JSON'] };
  }
  const problems: Partial<Record<string, string[]>> = {};
  if (typeof value.pacticipantName !== 'string') problems.pacticipantName = ['is missing'];
  if (typeof value.pacticipantVersionNumber !== 'string') problems.pacticipantVersionNumber = ['is missing'];
  const contracts = Array.isArray(value.contracts) ? (value.contracts as Array<Record<string, unknown>>) : [];
  if (contracts.length === 0) problems.contracts = ['is missing'];
  for (const contract of contracts)
    for (const field of ['consumerName', 'providerName', 'specification', 'contentType', 'content'])
      if (typeof contract[field] !== 'string') (problems.contracts ??= []).push(`${field} is missing`);
  return problems;
}

/**
 * Starts a stand-in for the Pact Broker on an ephemeral loopback port. It records every request
 * and answers, with `application/hal+json`, what the Pact CLI's broker commands ask, as the
 * broker's HAL API documents it: the index (`GET /`: `pb:publish-contracts`, `pb:pacticipant`,
 * `pb:pacticipant-version`, `pb:latest-version`, `pb:environments`), "publish contracts"
 * (`POST /contracts/publish`, 400 with `errors` when a required field is missing), the matrix
 * (`GET /matrix`: summary, notices, rows), a pacticipant version (`GET
 * /pacticipants/{p}/versions/{v}` with a `pb:record-deployment` and a `pb:record-release` link per
 * environment), and deployed and released versions (`POST …/deployed-versions/environment/{uuid}`,
 * `…/released-versions/environment/{uuid}`: 201). Anything else is 404.
 */
export async function startStandInBroker(options: StandInBrokerOptions = {}): Promise<StandInBroker> {
  const requests: BrokerRequest[] = [];
  const environments = new Map<string, string>(
    (options.environments ?? ['production', 'test']).map((name) => [randomUUID(), name]),
  );
  const answers = options.deployable ?? [true];
  let asked = 0;
  let base = '';

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_CAP_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', base);
      const request: BrokerRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        pathname: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      if (options.mode === 'silent') return;
      if (options.mode === 'html') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end('<!DOCTYPE html><html><head><title>Sign in</title></head><body><form>…</form></body></html>');
        return;
      }
      if (options.authorization !== undefined && req.headers.authorization !== options.authorization) {
        hal(res, 401, { error: 'Unauthorized' });
        return;
      }
      answer(request, res);
    });
  });

  function answer(request: BrokerRequest, res: ServerResponse): void {
    const { method, pathname, query } = request;
    if (method === 'GET' && pathname === '/') {
      hal(res, 200, {
        _links: {
          self: { href: base, title: 'Index' },
          'pb:publish-contracts': {
            href: `${base}/contracts/publish`,
            title: 'Publish contracts',
            templated: false,
          },
          'pb:pacticipant': {
            href: `${base}/pacticipants/{pacticipant}`,
            title: 'Fetch pacticipant by name',
            templated: true,
          },
          'pb:pacticipant-version': {
            href: `${base}/pacticipants/{pacticipant}/versions/{version}`,
            title: 'Get, create or delete a pacticipant version',
            templated: true,
          },
          'pb:latest-version': {
            href: `${base}/pacticipants/{pacticipant}/latest-version`,
            title: 'Latest pacticipant version',
            templated: true,
          },
          'pb:environments': { href: `${base}/environments`, title: 'Environments', templated: false },
          curies: [{ name: 'pb', href: `${base}/doc/{rel}?context=index`, templated: true }],
        },
      });
      return;
    }
    if (method === 'POST' && pathname === '/contracts/publish') {
      const problems = publicationProblems(request.body);
      if (Object.keys(problems).length > 0) return hal(res, 400, { errors: problems });
      const body = JSON.parse(request.body) as { pacticipantName: string; pacticipantVersionNumber: string };
      const name = body.pacticipantName;
      const number = body.pacticipantVersionNumber;
      const versionHref = `${base}/pacticipants/${encodeURIComponent(name)}/versions/${encodeURIComponent(number)}`;
      const text = `Pact published for ${name} version ${number} and provider ${PROVIDER}.`;
      return hal(res, 200, {
        notices: [{ type: 'success', text }],
        logs: [{ level: 'info', message: text, deprecationWarning: 'Replaced by notices' }],
        _embedded: {
          pacticipant: {
            name,
            _links: { self: { href: `${base}/pacticipants/${encodeURIComponent(name)}` } },
          },
          version: { number, _links: { self: { title: 'Version', name: number, href: versionHref } } },
        },
        _links: {
          'pb:pacticipant': {
            title: 'Pacticipant',
            name,
            href: `${base}/pacticipants/${encodeURIComponent(name)}`,
          },
          'pb:pacticipant-version': { title: 'Pacticipant version', name: number, href: versionHref },
          'pb:pacticipant-version-tags': [],
          'pb:contracts': [
            {
              title: 'Pact',
              name: `Pact between ${name} (${number}) and ${PROVIDER}`,
              href: `${base}/pacts/provider/${PROVIDER}/consumer/${encodeURIComponent(name)}/version/${encodeURIComponent(number)}`,
            },
          ],
        },
      });
    }
    if (method === 'GET' && pathname === '/matrix') {
      const pacticipant = query.get('q[][pacticipant]');
      const version = query.get('q[][version]');
      if (!pacticipant || !version)
        return hal(res, 400, { errors: { selectors: ['Please provide 1 or more version selectors.'] } });
      const deployable =
        answers.length === 0 ? true : (answers[Math.min(asked, answers.length - 1)] as boolean | null);
      asked += 1;
      return hal(res, 200, matrix(pacticipant, version, query.get('environment') ?? '', deployable));
    }
    const version = /^\/pacticipants\/([^/]+)\/versions\/([^/]+)$/.exec(pathname);
    if (method === 'GET' && version) {
      const href = `${base}${pathname}`;
      const links = (kind: 'deployed' | 'released', verb: string) =>
        [...environments].map(([uuid, name]) => ({
          title: `Record ${verb} to ${name}`,
          name,
          href: `${href}/${kind}-versions/environment/${uuid}`,
        }));
      return hal(res, 200, {
        number: decodeURIComponent(version[2] ?? ''),
        createdAt: '2026-11-20T02:17:00+00:00',
        _links: {
          self: { title: 'Version', name: decodeURIComponent(version[2] ?? ''), href },
          'pb:pacticipant': {
            title: 'Pacticipant',
            name: decodeURIComponent(version[1] ?? ''),
            href: `${base}/pacticipants/${version[1]}`,
          },
          'pb:record-deployment': links('deployed', 'deployment'),
          'pb:record-release': links('released', 'release'),
        },
      });
    }
    const recorded =
      /^\/pacticipants\/([^/]+)\/versions\/([^/]+)\/(deployed|released)-versions\/environment\/([^/]+)$/.exec(
        pathname,
      );
    const environment = recorded ? environments.get(recorded[4] ?? '') : undefined;
    if (method === 'POST' && recorded && environment) {
      const uuid = randomUUID();
      const details = jsonObject(request.body);
      return hal(res, 201, {
        uuid,
        ...(recorded[3] === 'deployed'
          ? { currentlyDeployed: true, applicationInstance: details.applicationInstance ?? null }
          : { currentlySupported: true }),
        createdAt: '2026-11-20T02:17:00+00:00',
        _embedded: {
          version: { number: decodeURIComponent(recorded[2] ?? '') },
          environment: { uuid: recorded[4], name: environment },
        },
        _links: { self: { href: `${base}/${recorded[3]}-versions/${uuid}` } },
      });
    }
    hal(res, 404, { error: 'The requested document was not found on this server.' });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: base,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
