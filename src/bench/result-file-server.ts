import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PATHS, resultsPath } from '../api/paths.ts';
import { uetrOf } from './index-uetrs.ts';

/** The four Plus result records of a bench file in turn, each valid against result-record.schema.json; `U` stands for the uetr. */
const LINES = [
  '{"uetr":"U","partyNameMatch":"MTCH","matchedName":"Jane Example-Payee","additionalPartyInformation":{"advancedInfo":{"accountHolderType":"NP","accountStatus":"ACTIVE"}}}',
  '{"uetr":"U","partyNameMatch":"CMTC","matchedName":"Example Holding B.V.","additionalPartyInformation":{"advancedInfo":{"accountHolderType":"LE","accountStatus":"ACTIVE"}}}',
  '{"uetr":"U","partyNameMatch":"NMTC","additionalPartyInformation":{"advancedInfo":{"accountHolderType":"NP","accountStatus":"ACTIVE"},"nameMatchDetail":{"reasonCode":"NAME_DIFFERS"}}}',
  '{"uetr":"U","partyIdMatch":"MTCH","additionalPartyInformation":{"advancedInfo":{"accountHolderType":"ORG","accountStatus":"DORMANT"}}}',
].map((line) => line.split('U'));

function line(index: number): string {
  const [head, tail] = LINES[index % LINES.length] as [string, string];
  return `${head}${uetrOf(index)}${tail}\n`;
}

/** Bytes of the first `lines` lines of a bench result file (every uetr has the same length). */
export function resultFileSize(lines: number): number {
  let size = 0;
  for (let i = 0; i < LINES.length && i < lines; i += 1)
    size += Buffer.byteLength(line(i)) * Math.ceil((lines - i) / LINES.length);
  return size;
}

/**
 * A bench result file of `lines` lines (about 200 bytes each, ASCII): the line of record `i`
 * carries uetr `uetrOf(i)` and ends with `\n`. Built once into one buffer.
 */
export function resultFileBytes(lines: number): Buffer {
  const bytes = Buffer.allocUnsafe(resultFileSize(lines));
  let at = 0;
  for (let i = 0; i < lines; i += 1) at += bytes.write(line(i), at, 'latin1');
  return bytes;
}

/** The taskId under which the bench server serves the first `lines` lines of its file. */
export function benchTaskId(lines: number): string {
  return `00000000-0000-4000-9000-${lines.toString(16).padStart(12, '0')}`;
}

/** A local target serving a bench result file, as a provider would (interface.md Endpoints/1, 5). */
export interface ResultFileServer {
  readonly baseUrl: string;
  close(): Promise<void>;
}

/**
 * Starts a loopback server on port 0 that issues a token (POST to the token path) and answers a
 * GET of the results of `benchTaskId(n)`, for each n of `sizes` (line counts), with the first n
 * lines of one bench file (200, application/x-ndjson, Content-Length); anything else with 404.
 */
export async function startResultFileServer(sizes: readonly number[]): Promise<ResultFileServer> {
  const file = resultFileBytes(Math.max(...sizes));
  const ends = new Map(sizes.map((n) => [resultsPath(benchTaskId(n)), resultFileSize(n)]));
  const server = createServer((req, res) => {
    req.resume();
    if (req.method === 'POST' && req.url === PATHS.token) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ access_token: 'bench-token', token_type: 'Bearer', expires_in: 3600 }));
      return;
    }
    const end = ends.get(req.url ?? '');
    if (req.method !== 'GET' || end === undefined) {
      res.writeHead(404).end();
      return;
    }
    const taskId = (req.url ?? '').split('/').pop() ?? '';
    res.writeHead(200, {
      'content-type': 'application/x-ndjson',
      'content-disposition': `attachment; filename="${taskId}.ndjson"`,
      'content-length': end,
      'x-request-id': String(req.headers['x-request-id'] ?? ''),
    });
    res.end(file.subarray(0, end));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
