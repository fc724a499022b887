// Thirty defective providers, written from interface.md and assumptions.md alone (the suite's
// checks were not read). Each is the reference mock behind a proxy that breaks one thing; each
// entry quotes, verbatim, the sentence of the spec files the defect breaks.
import { createHash, randomUUID } from 'node:crypto';
import { HeaderList } from './proxy.ts';
import type { FaultContext, ProxyRequest, ProxyResponse, Transform } from './proxy.ts';

export interface BlindFault {
  id: string;
  /** The sentence broken, verbatim from `doc`. */
  sentence: string;
  doc: 'interface.md' | 'assumptions.md';
  summary: string;
  transform: Transform;
}

// ---------------------------------------------------------------------------------------------
// Helpers

const TOKEN_PATH = '/oauth/client_credential/accesstoken';
const SUBMIT_PATH = '/vopgateway/v1/bulk';
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

function pathOnly(req: ProxyRequest): string {
  const q = req.path.indexOf('?');
  return q === -1 ? req.path : req.path.slice(0, q);
}

type Route = 'token' | 'submit' | 'status' | 'results' | 'org' | 'cop' | 'other';

interface Routed {
  route: Route;
  /** Raw (still percent-encoded) taskId segment for the two bulk GET paths. */
  taskId?: string;
}

function route(req: ProxyRequest): Routed {
  const p = pathOnly(req);
  if (p === TOKEN_PATH) return { route: 'token' };
  if (p === SUBMIT_PATH) return { route: 'submit' };
  if (p === '/account/check/organisations') return { route: 'org' };
  if (p === '/v1/gateway') return { route: 'cop' };
  const status = /^\/vopgateway\/v1\/bulk\/([^/]+)\/status$/.exec(p);
  if (status?.[1] !== undefined) return { route: 'status', taskId: status[1] };
  const results = /^\/vopgateway\/v1\/bulk\/([^/]+)$/.exec(p);
  if (results?.[1] !== undefined) return { route: 'results', taskId: results[1] };
  return { route: 'other' };
}

function isGet(req: ProxyRequest, r: Route): boolean {
  return req.method === 'GET' && route(req).route === r;
}

function jsonBody(res: ProxyResponse): unknown {
  try {
    return JSON.parse(res.body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function withJson(res: ProxyResponse, value: unknown): ProxyResponse {
  return { ...res, body: Buffer.from(JSON.stringify(value), 'utf8') };
}

/** An error response as the mock shapes them: X-Request-Id echoed, JSON body. */
function errorResponse(
  req: ProxyRequest,
  status: number,
  code: string,
  title: string,
  detail: string,
  instance?: string,
): ProxyResponse {
  const headers = new HeaderList();
  const rid = req.headers.get('x-request-id');
  if (rid !== undefined) headers.set('X-Request-Id', rid);
  headers.set('Content-Type', 'application/json;charset=utf-8');
  const body: Record<string, unknown> = {
    type:
      code === 'FORMAT_ERROR'
        ? '/problems/format-error'
        : `/problems/${title.toLowerCase().replace(/_/g, '-')}`,
    code,
    title,
    detail,
    status,
  };
  if (instance !== undefined) body['instance'] = instance;
  return { status, headers, body: Buffer.from(JSON.stringify(body), 'utf8') };
}

function basicUser(req: ProxyRequest): { user: string; pass: string } | undefined {
  const auth = req.headers.get('authorization');
  const m = auth === undefined ? null : /^Basic\s+(\S+)$/i.exec(auth.trim());
  if (m?.[1] === undefined) return undefined;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon === -1) return undefined;
  return { user: decoded.slice(0, colon), pass: decoded.slice(colon + 1) };
}

/** Length in Unicode code points (characters), not UTF-16 units. */
function codePoints(s: string): number {
  return s.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '_').length;
}

function counter(ctx: FaultContext, key: string): number {
  const n = ((ctx.state.get(key) as number | undefined) ?? 0) + 1;
  ctx.state.set(key, n);
  return n;
}

/** Splits an NDJSON body into its lines (without the terminators) and whether it ended in \n. */
function ndjsonLines(body: Buffer): string[] {
  const text = body.toString('utf8');
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function joinLines(lines: string[]): Buffer {
  return Buffer.from(lines.map((l) => l + '\n').join(''), 'utf8');
}

/** Maps each line of a result file through `f` (lines that are not JSON objects are kept). */
function mapResultLines(
  res: ProxyResponse,
  f: (line: Record<string, unknown>, index: number) => Record<string, unknown>,
): ProxyResponse {
  const out = ndjsonLines(res.body).map((line, i) => {
    try {
      const v = JSON.parse(line) as unknown;
      return isRecord(v) ? JSON.stringify(f(v, i)) : line;
    } catch {
      return line;
    }
  });
  return { ...res, body: joinLines(out) };
}

async function fullClientToken(ctx: FaultContext): Promise<string | undefined> {
  const key = ctx.banner['VOP_API_KEY'] ?? '';
  const secret = ctx.banner['VOP_API_SECRET'] ?? '';
  const headers = new HeaderList([
    ['Authorization', 'Basic ' + Buffer.from(`${key}:${secret}`).toString('base64')],
    ['Content-Type', 'application/x-www-form-urlencoded'],
  ]);
  const res = await ctx.forward({
    method: 'POST',
    path: TOKEN_PATH,
    headers,
    body: Buffer.from('grant_type=client_credentials'),
  });
  const v = jsonBody(res);
  return isRecord(v) && typeof v['access_token'] === 'string' ? v['access_token'] : undefined;
}

async function taskStatus(ctx: FaultContext, req: ProxyRequest, taskId: string): Promise<string | undefined> {
  const headers = new HeaderList();
  const auth = req.headers.get('authorization');
  if (auth !== undefined) headers.set('Authorization', auth);
  headers.set('X-Request-Id', randomUUID());
  const res = await ctx.forward({
    method: 'GET',
    path: `/vopgateway/v1/bulk/${taskId}/status`,
    headers,
    body: Buffer.alloc(0),
  });
  const v = jsonBody(res);
  return res.status === 200 && isRecord(v) && typeof v['status'] === 'string' ? v['status'] : undefined;
}

function taskIdFromDisposition(res: ProxyResponse): string | undefined {
  return /filename="?([^".;]+)\.ndjson/.exec(res.headers.get('content-disposition') ?? '')?.[1];
}

// ---------------------------------------------------------------------------------------------
// The faults

export const faults: BlindFault[] = [
  // --- Token endpoint (4) ---------------------------------------------------------------------
  {
    id: 'token-expires-in-dropped-second-token',
    doc: 'assumptions.md',
    sentence:
      'returns 200 and a JSON object with `access_token` (string, non-empty) and `expires_in` (seconds, as a JSON number or a numeric string: Apigee-style proxies send strings such as "3599")',
    summary: 'the first token of a client carries expires_in; every later token of that client lacks it',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      if (route(req).route !== 'token' || res.status !== 200) return res;
      const who = basicUser(req)?.user ?? '?';
      if (counter(ctx, `tokens:${who}`) < 2) return res;
      const v = jsonBody(res);
      if (!isRecord(v)) return res;
      const rest = { ...v };
      delete rest['expires_in'];
      return withJson(res, rest);
    },
  },
  {
    id: 'token-200-text-plain',
    doc: 'assumptions.md',
    sentence:
      "Success responses with a JSON body (the token's 200, the submission's 202, the status 200) carry `Content-Type: application/json`, with optional `;charset=utf-8`: that is the type the Accept default names (interface.md endpoint 4 and its 406 row; RFC 6749 §5.1 for the token).",
    summary: 'the token 200 (a JSON body) is labelled text/plain;charset=utf-8',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      if (route(req).route === 'token' && res.status === 200) {
        res.headers.set('Content-Type', 'text/plain;charset=utf-8');
      }
      return res;
    },
  },
  {
    id: 'token-secret-not-checked',
    doc: 'assumptions.md',
    sentence: '- Wrong or missing Basic credentials: 401.',
    summary: 'the token endpoint checks only the API key: a known key with a wrong secret gets a token',
    transform: (req, ctx) => {
      const basic = basicUser(req);
      if (route(req).route === 'token' && basic !== undefined) {
        const known = new Map([
          [ctx.banner['VOP_API_KEY'], ctx.banner['VOP_API_SECRET']],
          [ctx.banner['VOP_LIMITED_API_KEY'], ctx.banner['VOP_LIMITED_API_SECRET']],
        ]);
        const secret = known.get(basic.user);
        if (secret !== undefined && secret !== basic.pass) {
          const headers = req.headers.clone();
          headers.set('Authorization', 'Basic ' + Buffer.from(`${basic.user}:${secret}`).toString('base64'));
          return ctx.forward({ ...req, headers });
        }
      }
      return ctx.forward(req);
    },
  },
  {
    id: 'token-grant-type-case-insensitive',
    doc: 'assumptions.md',
    sentence:
      '- A `grant_type` other than `client_credentials`: 400 or 401 (the documentation says it is the only one supported; the exact status is not shown).',
    summary:
      'grant_type is compared without regard to case or surrounding blanks: CLIENT_CREDENTIALS gets a token',
    transform: (req, ctx) => {
      if (route(req).route === 'token' && req.method === 'POST') {
        const form = new URLSearchParams(req.body.toString('utf8'));
        const grant = form.get('grant_type');
        if (
          grant !== null &&
          grant !== 'client_credentials' &&
          grant.trim().toLowerCase() === 'client_credentials'
        ) {
          form.set('grant_type', 'client_credentials');
          return ctx.forward({ ...req, body: Buffer.from(form.toString()) });
        }
      }
      return ctx.forward(req);
    },
  },

  // --- Bulk submission (4) --------------------------------------------------------------------
  {
    id: 'submit-media-type-case-415',
    doc: 'assumptions.md',
    sentence:
      'Media types, parameter names and charset names compare as HTTP defines them (RFC 9110 §8.3: without regard to case; a quoted value is the same value), so `application/x-ndjson; charset=UTF-8` and `; charset="utf-8"` name UTF-8 too, and the optional headers of endpoint 4.',
    summary:
      'the submission compares the media type case-sensitively: Application/x-ndjson or application/X-NDJSON gets 415',
    transform: (req, ctx) => {
      if (route(req).route === 'submit' && req.method === 'POST') {
        const type = (req.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
        if (type !== type.toLowerCase() && type.toLowerCase() === 'application/x-ndjson') {
          return Promise.resolve(
            errorResponse(
              req,
              415,
              'UNSUPPORTED_MEDIA_TYPE',
              'UNSUPPORTED_MEDIA_TYPE',
              `Unsupported media type ${type}.`,
            ),
          );
        }
      }
      return ctx.forward(req);
    },
  },
  {
    id: 'submit-third-task-200',
    doc: 'assumptions.md',
    sentence: '- Response: **202** with `X-Request-Id` echoed and a JSON body `{"taskId": "<UUID>"}`.',
    summary: 'the third accepted submission of the run (and only it) answers 200 instead of 202',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      if (route(req).route === 'submit' && req.method === 'POST' && res.status === 202) {
        if (counter(ctx, 'accepted') === 3) return { ...res, status: 200 };
      }
      return res;
    },
  },
  {
    id: 'submit-resend-same-taskid',
    doc: 'interface.md',
    sentence: 'Unique id returned when the bulk request is submitted.',
    summary:
      'a resend of a byte-identical file (idempotency by content hash) returns the taskId of the first submission',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      if (route(req).route !== 'submit' || req.method !== 'POST' || res.status !== 202) return res;
      const v = jsonBody(res);
      if (!isRecord(v) || typeof v['taskId'] !== 'string') return res;
      const key = 'sha:' + createHash('sha256').update(req.body).digest('hex');
      const first = ctx.state.get(key) as string | undefined;
      if (first === undefined) {
        ctx.state.set(key, v['taskId']);
        return res;
      }
      return withJson(res, { ...v, taskId: first });
    },
  },
  {
    id: 'submit-body-cut-at-64k',
    doc: 'interface.md',
    sentence: 'Processing failed: invalid format, corruption, or exceeding the maximum size or record limit.',
    summary:
      'the provider reads only the first 64 KiB of a submitted file: valid files over 65,536 bytes (far below the size limit) end FAILED',
    transform: (req, ctx) => {
      if (route(req).route === 'submit' && req.method === 'POST' && req.body.length > 65536) {
        return ctx.forward({ ...req, body: req.body.subarray(0, 65536) });
      }
      return ctx.forward(req);
    },
  },

  // --- Bulk status (5) ------------------------------------------------------------------------
  {
    id: 'status-request-id-echo-lowercased',
    doc: 'interface.md',
    sentence:
      '- Success response: HTTP 200, header `X-Request-Id` (mandatory, echoes the request value), JSON body `{status: enum (mandatory), detail: string (conditional)}`.',
    summary: 'the status endpoint echoes X-Request-Id lower-cased: an upper-case UUID comes back changed',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      const echo = res.headers.get('x-request-id');
      if (route(req).route === 'status' && echo !== undefined)
        res.headers.set('X-Request-Id', echo.toLowerCase());
      return res;
    },
  },
  {
    id: 'status-accept-upper-case-406',
    doc: 'interface.md',
    sentence:
      'Accept header requests a content type other than application/json and/or a charset other than UTF-8.',
    summary:
      'the status endpoint compares Accept case-sensitively: application/json; charset=UTF-8 or Application/JSON gets 406',
    transform: (req, ctx) => {
      const accept = req.headers.get('accept');
      if (isGet(req, 'status') && accept !== undefined && accept !== accept.toLowerCase()) {
        const norm = accept.toLowerCase().replace(/\s+/g, '').replace(/"/g, '');
        if (norm === 'application/json' || norm === 'application/json;charset=utf-8') {
          return Promise.resolve(
            errorResponse(req, 406, 'NOT_ACCEPTABLE', 'NOT_ACCEPTABLE', `Cannot produce ${accept}.`),
          );
        }
      }
      return ctx.forward(req);
    },
  },
  {
    id: 'status-final-problem-json',
    doc: 'assumptions.md',
    sentence:
      "Error responses carry `Content-Type: application/json` or `application/problem+json`, each with optional `;charset=utf-8`. Success responses with a JSON body (the token's 200, the submission's 202, the status 200) carry `Content-Type: application/json`, with optional `;charset=utf-8`",
    summary:
      'a status 200 whose status is FAILED or TIMED_OUT is labelled application/problem+json (as if it were an error)',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      if (route(req).route === 'status' && res.status === 200) {
        const v = jsonBody(res);
        if (isRecord(v) && (v['status'] === 'FAILED' || v['status'] === 'TIMED_OUT')) {
          res.headers.set('Content-Type', 'application/problem+json;charset=utf-8');
        }
      }
      return res;
    },
  },
  {
    id: 'status-taskid-dotnet-forms',
    doc: 'interface.md',
    sentence: 'It must be a UUID; otherwise INVALID_FIELD is returned.',
    summary:
      'the status endpoint parses taskId like .NET Guid.Parse: 32 hex digits without hyphens, {uuid} and (uuid) (also percent-encoded) name the task',
    transform: (req, ctx) => {
      const r = route(req);
      if (r.route === 'status' && r.taskId !== undefined) {
        let raw = r.taskId;
        try {
          raw = decodeURIComponent(raw);
        } catch {
          // keep raw
        }
        const inner = /^[{(]([^})]*)[})]$/.exec(raw)?.[1] ?? raw;
        let hyph: string | undefined;
        if (/^[0-9a-fA-F]{32}$/.test(inner)) {
          hyph = `${inner.slice(0, 8)}-${inner.slice(8, 12)}-${inner.slice(12, 16)}-${inner.slice(16, 20)}-${inner.slice(20)}`;
        } else if (inner !== raw && UUID.test(inner)) {
          hyph = inner;
        }
        if (hyph !== undefined) {
          return ctx.forward({ ...req, path: req.path.replace(r.taskId, hyph) });
        }
      }
      return ctx.forward(req);
    },
  },
  {
    id: 'status-channel-plus-supplier-over-100',
    doc: 'interface.md',
    sentence: 'Free customer-chosen channel value that appears in reporting. Maximum 70 characters.',
    summary:
      'X-Channel and X-Software-Supplier, each valid alone, get 400 INVALID_HEADER together when their lengths add up to more than 100 (one shared reporting column)',
    transform: (req, ctx) => {
      const r = route(req).route;
      const channel = req.headers.get('x-channel');
      const supplier = req.headers.get('x-software-supplier');
      if (
        req.method === 'GET' &&
        (r === 'status' || r === 'results') &&
        channel !== undefined &&
        supplier !== undefined &&
        channel.length <= 70 &&
        supplier.length <= 70 &&
        channel.length + supplier.length > 100
      ) {
        return Promise.resolve(
          errorResponse(
            req,
            400,
            'FORMAT_ERROR',
            'INVALID_HEADER',
            'The X-Channel header is too long.',
            'X-Channel',
          ),
        );
      }
      return ctx.forward(req);
    },
  },

  // --- Bulk results (10) ----------------------------------------------------------------------
  {
    id: 'results-language-whitelist',
    doc: 'assumptions.md',
    sentence: 'A two-letter ISO 639-1 code (`en`, `nl`, `de`) is accepted.',
    summary:
      'only en, nl and de are accepted in Accept-Language; any other two-letter code (fr, pl, es…) gets 400 INVALID_HEADER on both bulk GET endpoints',
    transform: (req, ctx) => {
      const r = route(req).route;
      const lang = req.headers.get('accept-language')?.trim();
      if (
        req.method === 'GET' &&
        (r === 'status' || r === 'results') &&
        lang !== undefined &&
        /^[a-zA-Z]{2}$/.test(lang) &&
        !['en', 'nl', 'de'].includes(lang.toLowerCase())
      ) {
        return Promise.resolve(
          errorResponse(
            req,
            400,
            'FORMAT_ERROR',
            'INVALID_HEADER',
            `Language ${lang} is not supported.`,
            'Accept-Language',
          ),
        );
      }
      return ctx.forward(req);
    },
  },
  {
    id: 'results-end-user-51-accepted',
    doc: 'interface.md',
    sentence: 'Pattern `^[a-zA-Z0-9\\-]{3,50}`, maximum 50 characters.',
    summary:
      'the results endpoint (not the status endpoint) accepts an X-End-User of 51 valid characters: it validates the first 50',
    transform: (req, ctx) => {
      const eu = req.headers.get('x-end-user');
      if (isGet(req, 'results') && eu !== undefined && /^[a-zA-Z0-9-]{51}$/.test(eu)) {
        const headers = req.headers.clone();
        headers.set('X-End-User', eu.slice(0, 50));
        return ctx.forward({ ...req, headers });
      }
      return ctx.forward(req);
    },
  },
  {
    id: 'results-no-request-id-over-8k',
    doc: 'interface.md',
    sentence:
      'Headers: `X-Request-Id` (mandatory) and `Content-Disposition` (mandatory; file name of the form <taskId>.ndjson).',
    summary: 'a result file over 8 KiB is streamed by another code path that does not echo X-Request-Id',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      if (isGet(req, 'results') && res.status === 200 && res.body.length > 8192)
        res.headers.delete('x-request-id');
      return res;
    },
  },
  {
    id: 'results-blank-line-after-5',
    doc: 'interface.md',
    sentence: 'Result record (one JSON object per line of the NDJSON result file)',
    summary:
      'in a result file of more than 5 lines an empty line follows the 5th line (a flushed batch boundary)',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      if (!isGet(req, 'results') || res.status !== 200) return res;
      const lines = ndjsonLines(res.body);
      if (lines.length <= 5) return res;
      lines.splice(5, 0, '');
      return { ...res, body: joinLines(lines) };
    },
  },
  {
    id: 'results-second-read-404',
    doc: 'interface.md',
    sentence: 'The file was processed successfully and the result file can be fetched.',
    summary:
      'the result file is a one-time download: after it was fetched once, a later fetch gets 404 while the status stays PROCESSED',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      if (!isGet(req, 'results') || res.status !== 200) return res;
      const id = (taskIdFromDisposition(res) ?? route(req).taskId ?? '').toLowerCase();
      const key = `fetched:${id}`;
      if (ctx.state.has(key)) {
        return errorResponse(req, 404, 'NOT_FOUND', 'NOT_FOUND', 'No result file for this task.');
      }
      ctx.state.set(key, true);
      return res;
    },
  },
  {
    id: 'results-end-user-drops-advanced-info',
    doc: 'interface.md',
    sentence: 'Identifies end user, department or system; has no effect on the result.',
    summary:
      'when X-End-User is sent, the result records lose additionalPartyInformation (a per-department entitlement filter)',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      if (!isGet(req, 'results') || res.status !== 200 || !req.headers.has('x-end-user')) return res;
      return mapResultLines(res, (line) => {
        const rest = { ...line };
        delete rest['additionalPartyInformation'];
        return rest;
      });
    },
  },
  {
    id: 'results-upper-case-taskid-404',
    doc: 'assumptions.md',
    sentence:
      'A taskId is compared case-insensitively: the upper-case form of an issued taskId names the same task.',
    summary:
      'the results endpoint (not the status endpoint) looks taskId up case-sensitively: the upper-case form gets 404',
    transform: (req, ctx) => {
      const r = route(req);
      if (isGet(req, 'results') && r.taskId !== undefined && UUID.test(r.taskId) && /[A-F]/.test(r.taskId)) {
        return Promise.resolve(errorResponse(req, 404, 'NOT_FOUND', 'NOT_FOUND', 'Unknown task.'));
      }
      return ctx.forward(req);
    },
  },
  {
    id: 'results-limited-client-gets-file',
    doc: 'assumptions.md',
    sentence: 'A token issued to a client without the bulk scope gets 403 on both bulk endpoints.',
    summary:
      'the scope is checked on the status endpoint only: a token without the bulk scope gets the result file (the provider serves it under the full client)',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      if (!isGet(req, 'results') || res.status !== 403) return res;
      const token = await fullClientToken(ctx);
      if (token === undefined) return res;
      const headers = req.headers.clone();
      headers.set('Authorization', `Bearer ${token}`);
      return ctx.forward({ ...req, headers });
    },
  },
  {
    id: 'results-name-length-in-bytes',
    doc: 'interface.md',
    sentence: 'The field name exceeds 140 characters.',
    summary:
      'bulk records are checked for NAME_TOO_LONG in UTF-8 bytes: a name of at most 140 characters with non-ASCII letters, over 140 bytes, gets a NAME_TOO_LONG line',
    transform: async (req, ctx) => {
      if (route(req).route === 'submit' && req.method === 'POST') {
        const long = (ctx.state.get('byteLong') as Set<string> | undefined) ?? new Set<string>();
        ctx.state.set('byteLong', long);
        for (const line of ndjsonLines(req.body)) {
          if (!line.includes('"name"')) continue;
          try {
            const v = JSON.parse(line) as unknown;
            if (!isRecord(v) || typeof v['uetr'] !== 'string' || !isRecord(v['party'])) continue;
            const name = v['party']['name'];
            if (typeof name !== 'string') continue;
            const chars = codePoints(name);
            if (chars <= 140 && Buffer.byteLength(name, 'utf8') > 140) long.add(v['uetr'].toLowerCase());
          } catch {
            // not a record
          }
        }
        return ctx.forward(req);
      }
      const res = await ctx.forward(req);
      const long = ctx.state.get('byteLong') as Set<string> | undefined;
      if (!isGet(req, 'results') || res.status !== 200 || long === undefined || long.size === 0) return res;
      return mapResultLines(res, (line) => {
        const uetr = line['uetr'];
        if (typeof uetr !== 'string' || !long.has(uetr.toLowerCase()) || 'code' in line) return line;
        return {
          type: '/problems/format-error',
          code: 'FORMAT_ERROR',
          title: 'NAME_TOO_LONG',
          detail: 'The record breaks the NAME_TOO_LONG rule at /party/name.',
          instance: '/party/name',
          status: 400,
          uetr,
        };
      });
    },
  },
  {
    id: 'results-second-error-line-errorcode',
    doc: 'interface.md',
    sentence: '| code | string | mandatory | Message code. |',
    summary:
      'within one result file, the first record-level error line is right; every later error line names its code "errorCode" instead of "code"',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      if (!isGet(req, 'results') || res.status !== 200) return res;
      let errors = 0;
      return mapResultLines(res, (line) => {
        if (!('code' in line)) return line;
        errors += 1;
        if (errors < 2) return line;
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(line)) out[k === 'code' ? 'errorCode' : k] = v;
        return out;
      });
    },
  },
  {
    id: 'results-timed-out-empty-file',
    doc: 'assumptions.md',
    sentence:
      'For FAILED or TIMED_OUT tasks it also returns a 4xx and no result file (rule 2: the request has to be resent).',
    summary:
      'the results of a TIMED_OUT task are served as a partial (here empty) result file with 200; FAILED tasks stay 4xx',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      const r = route(req);
      if (!isGet(req, 'results') || r.taskId === undefined || res.status < 400 || res.status >= 500)
        return res;
      if (!UUID.test(r.taskId) || (await taskStatus(ctx, req, r.taskId)) !== 'TIMED_OUT') return res;
      const headers = new HeaderList();
      const rid = req.headers.get('x-request-id');
      if (rid !== undefined) headers.set('X-Request-Id', rid);
      headers.set('Content-Type', 'application/x-ndjson');
      headers.set('Content-Disposition', `attachment; filename="${r.taskId.toLowerCase()}.ndjson"`);
      return { status: 200, headers, body: Buffer.alloc(0) };
    },
  },

  // --- Error responses (3) --------------------------------------------------------------------
  {
    id: 'error-401-no-request-id',
    doc: 'interface.md',
    sentence:
      'Headers: `X-Request-Id` (mandatory, echoes request), `Content-Type` (mandatory, for example application/json;charset=utf-8).',
    summary: 'a 401 (issued by the gateway before the application) does not echo X-Request-Id',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      if (res.status === 401) res.headers.delete('x-request-id');
      return res;
    },
  },
  {
    id: 'error-instance-echoes-path',
    doc: 'interface.md',
    sentence:
      'JSON pointer (RFC 6901) or XPath to the offending part of the request; maximum 256 characters.',
    summary:
      'a 400 INVALID_FIELD for a taskId that is not a UUID carries the whole request path as instance: over 256 characters when the taskId is long',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      const r = route(req).route;
      if (res.status !== 400 || (r !== 'status' && r !== 'results')) return res;
      const v = jsonBody(res);
      if (!isRecord(v) || v['title'] !== 'INVALID_FIELD') return res;
      return withJson(res, { ...v, instance: pathOnly(req) });
    },
  },
  {
    id: 'error-type-not-uri-invalid-header',
    doc: 'interface.md',
    sentence:
      'URI reference (RFC 3986) identifying the problem type, shape <problem_type_uri>; maximum 70 characters.',
    summary:
      'errors titled INVALID_HEADER carry the type "Invalid header value" (spaces: not a URI reference)',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      if (res.status !== 400) return res;
      const v = jsonBody(res);
      if (!isRecord(v) || v['title'] !== 'INVALID_HEADER') return res;
      return withJson(res, { ...v, type: 'Invalid header value' });
    },
  },

  // --- Single checks (3) ----------------------------------------------------------------------
  {
    id: 'cop-fapi-not-echoed-on-error',
    doc: 'assumptions.md',
    sentence:
      'Confirmation of payee: `Identification` is 14 digits (6-digit sort code + 8-digit account number), `AccountType` is `Personal` or `Business`, and `x-fapi-interaction-id` is echoed when sent.',
    summary: 'confirmation of payee echoes x-fapi-interaction-id on 200 but not on 4xx responses',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      if (route(req).route === 'cop' && res.status >= 400) res.headers.delete('x-fapi-interaction-id');
      return res;
    },
  },
  {
    id: 'org-name-140-rejected',
    doc: 'assumptions.md',
    sentence:
      'Valid requests get 200 and a JSON object; a name over 140 characters gets 400; a missing bearer token gets 401.',
    summary:
      'the organisation check rejects a name of exactly 140 characters with 400 NAME_TOO_LONG (>= instead of >)',
    transform: (req, ctx) => {
      if (route(req).route === 'org' && req.method === 'POST') {
        try {
          const v = JSON.parse(req.body.toString('utf8')) as unknown;
          if (isRecord(v) && typeof v['name'] === 'string' && codePoints(v['name']) === 140) {
            return Promise.resolve(
              errorResponse(req, 400, 'FORMAT_ERROR', 'NAME_TOO_LONG', 'The name is too long.', '/name'),
            );
          }
        } catch {
          // not JSON: let the mock answer
        }
      }
      return ctx.forward(req);
    },
  },
  {
    id: 'cop-invalid-token-403',
    doc: 'interface.md',
    sentence: 'A missing or invalid token gives 401.',
    summary:
      'confirmation of payee answers 403 instead of 401 when a bearer token is present but unknown or expired (missing tokens still get 401)',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      const auth = req.headers.get('authorization') ?? '';
      if (route(req).route === 'cop' && res.status === 401 && /^Bearer\s+\S+/i.test(auth.trim())) {
        const out = errorResponse(req, 403, 'FORBIDDEN', 'FORBIDDEN', 'Access denied.');
        const fapi = res.headers.get('x-fapi-interaction-id');
        if (fapi !== undefined) out.headers.set('x-fapi-interaction-id', fapi);
        return out;
      }
      return res;
    },
  },
];

export function faultById(id: string): BlindFault | undefined {
  return faults.find((f) => f.id === id);
}
