import { Agent, createServer, get, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { request } from 'undici';
import type { ClientCredentials } from '../../api/credentials.ts';
import { PATHS, statusPath } from '../../api/paths.ts';
import { basicAuthorization } from '../../client/token-provider.ts';
import { startMock } from '../../mock/server.ts';
import { EMBEDDED_MOCK_OPTIONS } from '../../runner/run-session.ts';
import { alternate } from '../alternate.ts';
import type { BenchRow } from '../bench-row.ts';

/** The goal of the row: the mock's requests/s at least this share of the bare server's. */
const GOAL = 0.8;

/** Connections autocannon keeps open (its default). */
const CONNECTIONS = 10;

/** One HTTP answer as it came off the wire: status, raw header lines in order (names as sent), body. */
interface CapturedAnswer {
  readonly status: number;
  readonly rawHeaders: readonly string[];
  readonly body: Buffer;
}

/**
 * GET `url` with `headers` over a keep-alive connection, as autocannon sends it; the answer
 * exactly as received (no bound: a bench helper on loopback).
 */
function capture(url: string, headers: OutgoingHttpHeaders): Promise<CapturedAnswer> {
  const agent = new Agent({ keepAlive: true });
  return new Promise<CapturedAnswer>((resolve, reject) => {
    get(url, { headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  }).finally(() => agent.destroy());
}

/** The answer as compared: every header line, the Date value left out (it differs by the second). */
function shape(answer: CapturedAnswer): string {
  const lines: string[] = [];
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    const name = answer.rawHeaders[i] ?? '';
    lines.push(`${name}: ${name.toLowerCase() === 'date' ? '<date>' : (answer.rawHeaders[i + 1] ?? '')}`);
  }
  return `${answer.status}\n${lines.join('\n')}\n\n${answer.body.toString('latin1')}`;
}

/** A bare node:http server on a loopback port answering every request with `answer`'s bytes. */
async function bareServer(answer: CapturedAnswer): Promise<{ server: Server; url: string }> {
  const headers = [...answer.rawHeaders];
  const server = createServer((_req, res) => {
    res.writeHead(answer.status, headers);
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}

/** A bearer token of `credentials` from the token endpoint of the mock at `baseUrl` (interface.md Endpoints/1). */
async function bearerToken(baseUrl: string, credentials: ClientCredentials): Promise<string> {
  const response = await request(baseUrl + PATHS.token, {
    method: 'POST',
    headers: {
      Authorization: basicAuthorization(credentials),
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const body = (await response.body.json()) as { access_token?: unknown };
  if (typeof body.access_token !== 'string')
    throw new Error(`the mock issued no token (${response.statusCode})`);
  return body.access_token;
}

/** Requests/s autocannon achieves against `url` with `headers` for `seconds`; throws on any error or non-2xx answer. */
async function load(url: string, headers: Record<string, string>, seconds: number): Promise<number> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  if (result.errors > 0 || result.non2xx > 0 || result['2xx'] === 0)
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers under load`);
  return result['2xx'] / result.duration;
}

/**
 * Row "Mock status endpoint": autocannon against the embedded mock's status endpoint
 * (GET status of its PROCESSED task with a valid bearer token and X-Request-Id, the headers
 * interface.md Endpoints/4 requires), and against a bare node:http server that answers every
 * request with exactly the bytes the mock sent (status, header lines, body; captured first and
 * compared, the Date value aside). Both in this process, rounds alternated, medians of requests/s.
 */
export const mockStatusVsHttp: BenchRow = {
  id: 'mock-status-vs-http',
  what: `Mock status endpoint (autocannon, ${CONNECTIONS} connections)`,
  goal: `≥ ${GOAL}× bare node:http, same bytes`,
  async run({ quick, log }) {
    const seconds = 1;
    const rounds = quick ? 3 : 21;
    const mock = await startMock({ ...EMBEDDED_MOCK_OPTIONS, tokenLifetimeSeconds: 3600 });
    let bare: { server: Server; url: string } | undefined;
    try {
      const token = await bearerToken(mock.baseUrl, mock.options.credentials);
      const path = statusPath(mock.providerStateTaskIds.PROCESSED);
      const headers = {
        Authorization: `Bearer ${token}`,
        'X-Request-Id': '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
      };
      const mockAnswer = await capture(mock.baseUrl + path, headers);
      if (mockAnswer.status !== 200) throw new Error(`the mock answered ${mockAnswer.status}`);
      bare = await bareServer(mockAnswer);
      const bareAnswer = await capture(bare.url + path, headers);
      if (shape(bareAnswer) !== shape(mockAnswer))
        throw new Error(`the bare server's answer differs:\n${shape(bareAnswer)}\n---\n${shape(mockAnswer)}`);
      const bareUrl = bare.url + path;
      // Warm-up: both servers' code compiled, autocannon's too.
      await load(mock.baseUrl + path, headers, 1);
      await load(bareUrl, headers, 1);
      const medians = await alternate(rounds, {
        mock: () => load(mock.baseUrl + path, headers, seconds),
        bare: () => load(bareUrl, headers, seconds),
      });
      const ratio = medians.mock / medians.bare;
      log(
        `mock ${Math.round(medians.mock)} requests/s, bare node:http ${Math.round(medians.bare)} requests/s`,
      );
      return {
        result: `${ratio.toFixed(2)}× bare node:http (${Math.round(medians.mock)} vs ${Math.round(medians.bare)} requests/s)`,
        met: ratio >= GOAL,
        figures: {
          'mock requests/s': Math.round(medians.mock),
          'bare node:http requests/s': Math.round(medians.bare),
          ratio: Number(ratio.toFixed(3)),
        },
      };
    } finally {
      if (bare) await new Promise((resolve) => bare?.server.close(resolve));
      await mock.close();
    }
  },
};
