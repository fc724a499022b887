// The second blind set: thirty more defective providers, written from interface.md and
// assumptions.md alone (the suite's checks were not read), all different from the thirty of
// faults.ts. Each is the reference mock behind a proxy that breaks one thing under a condition;
// each entry quotes, verbatim, the sentence of the spec files the defect breaks.
import { HeaderList } from './proxy.ts';
import type { FaultContext, ProxyRequest, ProxyResponse, Transform } from './proxy.ts';

/** One blind fault: the shape of faults.ts, copied so that the two sets stay independent. */
export interface BlindFault {
  id: string;
  /** The sentence broken, verbatim from `doc`. */
  sentence: string;
  doc: 'interface.md' | 'assumptions.md';
  summary: string;
  transform: Transform;
}

// ---------------------------------------------------------------------------------------------
// Helpers (copied in spirit from faults.ts, kept local so the two sets stay independent)

const TOKEN_PATH = '/oauth/client_credential/accesstoken';
const SUBMIT_PATH = '/vopgateway/v1/bulk';
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

type Route = 'token' | 'submit' | 'status' | 'results' | 'org' | 'cop' | 'other';

function pathOnly(req: ProxyRequest): string {
  const q = req.path.indexOf('?');
  return q === -1 ? req.path : req.path.slice(0, q);
}

function route(req: ProxyRequest): { route: Route; taskId?: string } {
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

function isPost(req: ProxyRequest, r: Route): boolean {
  return req.method === 'POST' && route(req).route === r;
}

function isGet(req: ProxyRequest, r: Route): boolean {
  return req.method === 'GET' && route(req).route === r;
}

function isBulkGet(req: ProxyRequest): boolean {
  return isGet(req, 'status') || isGet(req, 'results');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function jsonBody(res: { body: Buffer }): unknown {
  return parseJson(res.body.toString('utf8'));
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
  const type =
    code === 'FORMAT_ERROR'
      ? '/problems/format-error'
      : `/problems/${title.toLowerCase().replace(/_/g, '-')}`;
  const body: Record<string, unknown> = { type, code, title, detail, status };
  if (instance !== undefined) body['instance'] = instance;
  return { status, headers, body: Buffer.from(JSON.stringify(body), 'utf8') };
}

function invalidHeader(req: ProxyRequest, header: string): Promise<ProxyResponse> {
  return Promise.resolve(
    errorResponse(
      req,
      400,
      'FORMAT_ERROR',
      'INVALID_HEADER',
      `The ${header} header has an invalid value.`,
      header,
    ),
  );
}

/** A record-level error line as the mock writes them. */
function errorLine(uetr: string, title: string, instance: string): Record<string, unknown> {
  return {
    type: '/problems/format-error',
    code: 'FORMAT_ERROR',
    title,
    detail: `The record breaks the ${title} rule at ${instance}.`,
    instance,
    status: 400,
    uetr,
  };
}

function basicUser(req: ProxyRequest): { user: string; pass: string } | undefined {
  const m = /^Basic\s+(\S+)$/i.exec((req.headers.get('authorization') ?? '').trim());
  if (m?.[1] === undefined) return undefined;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? undefined : { user: decoded.slice(0, colon), pass: decoded.slice(colon + 1) };
}

function validCredentials(req: ProxyRequest, ctx: FaultContext): boolean {
  const b = basicUser(req);
  if (b === undefined) return false;
  return (
    (b.user === ctx.banner['VOP_API_KEY'] && b.pass === ctx.banner['VOP_API_SECRET']) ||
    (b.user === ctx.banner['VOP_LIMITED_API_KEY'] && b.pass === ctx.banner['VOP_LIMITED_API_SECRET'])
  );
}

/** Lines of an NDJSON body, without terminators (a final empty piece is not a line). */
function ndjsonLines(body: Buffer): string[] {
  const lines = body.toString('utf8').split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function joinLines(lines: string[]): Buffer {
  return Buffer.from(lines.map((l) => l + '\n').join(''), 'utf8');
}

/** Parses each line of a body as a JSON object (undefined where it is not one). */
function records(body: Buffer): (Record<string, unknown> | undefined)[] {
  return ndjsonLines(body).map((line) => {
    const v = parseJson(line);
    return isRecord(v) ? v : undefined;
  });
}

/** Maps each JSON-object line of a result file through `f` (other lines are kept). */
function mapResultLines(
  res: ProxyResponse,
  f: (line: Record<string, unknown>, index: number) => Record<string, unknown>,
): ProxyResponse {
  const out = ndjsonLines(res.body).map((line, i) => {
    const v = parseJson(line);
    return isRecord(v) ? JSON.stringify(f(v, i)) : line;
  });
  return { ...res, body: joinLines(out) };
}

function isErrorLine(line: Record<string, unknown>): boolean {
  return 'code' in line || 'title' in line;
}

/** Reads a nested string field (`get(v, 'party', 'name')`). */
function get(v: unknown, ...keys: string[]): unknown {
  let cur = v;
  for (const k of keys) {
    if (!isRecord(cur)) return undefined;
    cur = cur[k];
  }
  return cur;
}

/** A per-run map kept in the fault's state under `key`. */
function stateMap<V>(ctx: FaultContext, key: string): Map<string, V> {
  let m = ctx.state.get(key) as Map<string, V> | undefined;
  if (m === undefined) {
    m = new Map<string, V>();
    ctx.state.set(key, m);
  }
  return m;
}

function taskIdOf(res: ProxyResponse): string | undefined {
  const v = jsonBody(res);
  return isRecord(v) && typeof v['taskId'] === 'string' ? v['taskId'].toLowerCase() : undefined;
}

function decodedTaskId(req: ProxyRequest): string | undefined {
  const raw = route(req).taskId;
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** Rewrites a submitted body record by record (lines that are not JSON objects are kept). */
function mapSubmittedRecords(
  body: Buffer,
  f: (rec: Record<string, unknown>) => Record<string, unknown>,
): Buffer {
  const text = body.toString('utf8');
  const endsWithNewline = text.endsWith('\n');
  const lines = ndjsonLines(body).map((line) => {
    const v = parseJson(line.replace(/\r$/, ''));
    return isRecord(v) ? JSON.stringify(f(v)) : line;
  });
  const out = lines.join('\n') + (endsWithNewline ? '\n' : '');
  return Buffer.from(out, 'utf8');
}

// ---------------------------------------------------------------------------------------------
// The faults

const tokenFaults: BlindFault[] = [
  {
    id: 'token-401-html-body',
    doc: 'assumptions.md',
    sentence:
      'Error responses carry `Content-Type: application/json` or `application/problem+json`, each with optional `;charset=utf-8`.',
    summary:
      'the token endpoint (a separate identity gateway) answers its 401 for wrong or missing credentials with an HTML page; the functional endpoints stay JSON',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      if (route(req).route !== 'token' || res.status !== 401) return res;
      res.headers.set('Content-Type', 'text/html;charset=utf-8');
      return { ...res, body: Buffer.from('<html><body><h1>401 Unauthorized</h1></body></html>\n') };
    },
  },
  {
    id: 'token-other-grant-500-with-valid-credentials',
    doc: 'assumptions.md',
    sentence:
      '- A `grant_type` other than `client_credentials`: 400 or 401 (the documentation says it is the only one supported; the exact status is not shown).',
    summary:
      'with valid Basic credentials, a grant_type other than client_credentials (password, refresh_token, an empty one) crashes the grant dispatcher: 500; with wrong credentials the 401 still comes first',
    transform: async (req, ctx) => {
      if (isPost(req, 'token') && validCredentials(req, ctx)) {
        const grant = new URLSearchParams(req.body.toString('utf8')).get('grant_type');
        if (grant !== null && grant !== 'client_credentials') {
          const res = errorResponse(
            req,
            500,
            'INTERNAL_ERROR',
            'INTERNAL_ERROR',
            'No handler for this grant.',
          );
          return res;
        }
      }
      return ctx.forward(req);
    },
  },
  {
    id: 'token-limited-client-camel-case-fields',
    doc: 'assumptions.md',
    sentence:
      'returns 200 and a JSON object with `access_token` (string, non-empty) and `expires_in` (seconds, as a JSON number or a numeric string: Apigee-style proxies send strings such as "3599")',
    summary:
      'the token of the limited-scope client (another app profile on the gateway) comes as accessToken/expiresIn; the full client gets access_token/expires_in',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      if (route(req).route !== 'token' || res.status !== 200) return res;
      if (basicUser(req)?.user !== ctx.banner['VOP_LIMITED_API_KEY']) return res;
      const v = jsonBody(res);
      if (!isRecord(v)) return res;
      const out: Record<string, unknown> = {};
      for (const [k, val] of Object.entries(v)) {
        out[k.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())] = val;
      }
      return withJson(res, out);
    },
  },
];

const submitFaults: BlindFault[] = [
  {
    id: 'submit-last-line-without-newline-dropped',
    doc: 'assumptions.md',
    sentence: 'Body: NDJSON, one verification request per line, UTF-8.',
    summary:
      'the line reader emits a record only at a newline: in a file of several records whose last line has no terminating \\n, the last record is silently lost (no result line for it)',
    transform: (req, ctx) => {
      if (isPost(req, 'submit') && req.body.length > 0 && !req.body.toString('utf8').endsWith('\n')) {
        const cut = req.body.lastIndexOf(0x0a);
        if (cut > 0) return ctx.forward({ ...req, body: req.body.subarray(0, cut + 1) });
      }
      return ctx.forward(req);
    },
  },
  {
    id: 'submit-name-and-id-keeps-name',
    doc: 'assumptions.md',
    sentence:
      '`party` holds either `name` or `id` (never both: MUTUALLY_EXCLUSIVE_FIELDS_USED); `id` is `{"organisationId":{"lei":…} | {"anyBIC":…} | {"others":[{"identification":"<1..256>","schemeNameCode":"<code>"|"schemeNameProprietary":"<text>","issuer":"<text, optional>"}]}}` with exactly one of lei, anyBIC, others, and exactly one of schemeNameCode, schemeNameProprietary.',
    summary:
      'a record whose party has both name and id is checked by name alone (id ignored): a normal result line instead of MUTUALLY_EXCLUSIVE_FIELDS_USED',
    transform: (req, ctx) => {
      if (!isPost(req, 'submit')) return ctx.forward(req);
      const body = mapSubmittedRecords(req.body, (rec) => {
        const party = rec['party'];
        if (!isRecord(party) || typeof party['name'] !== 'string' || !('id' in party)) return rec;
        const rest = { ...party };
        delete rest['id'];
        return { ...rec, party: rest };
      });
      return ctx.forward({ ...req, body });
    },
  },
  {
    id: 'submit-iban-print-format-accepted',
    doc: 'assumptions.md',
    sentence:
      'Field formats: IBAN `^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$` (the mod-97 checksum is not asserted: sandboxes use test IBANs; the suite sends checksum-valid IBANs as valid values and pattern-breaking ones as invalid), BIC `^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$`, LEI `^[A-Z0-9]{18}[0-9]{2}$`, uetr a UUID (A11).',
    summary:
      'an IBAN with spaces (print format, "NL91 ABNA 0417 …") is normalised instead of rejected: no INVALID_FIELD line',
    transform: (req, ctx) => {
      if (!isPost(req, 'submit')) return ctx.forward(req);
      const body = mapSubmittedRecords(req.body, (rec) => {
        const iban = get(rec, 'partyAccount', 'iban');
        if (typeof iban !== 'string' || !/ /.test(iban)) return rec;
        const squeezed = iban.replace(/ /g, '');
        if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$/.test(squeezed)) return rec;
        return {
          ...rec,
          partyAccount: { ...(rec['partyAccount'] as Record<string, unknown>), iban: squeezed },
        };
      });
      return ctx.forward({ ...req, body });
    },
  },
  {
    id: 'submit-party-agent-bic11-invalid',
    doc: 'assumptions.md',
    sentence:
      'Field formats: IBAN `^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$` (the mod-97 checksum is not asserted: sandboxes use test IBANs; the suite sends checksum-valid IBANs as valid values and pattern-breaking ones as invalid), BIC `^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$`, LEI `^[A-Z0-9]{18}[0-9]{2}$`, uetr a UUID (A11).',
    summary:
      'the optional partyAgent BIC is validated as 8 characters only: a valid 11-character BIC there (requestingAgent is fine) gives an INVALID_FIELD line',
    transform: async (req, ctx) => {
      const flagged = stateMap<true>(ctx, 'bic11');
      if (isPost(req, 'submit')) {
        for (const rec of records(req.body)) {
          const bic = get(rec, 'partyAgent', 'financialInstitutionId', 'bicfi');
          const uetr = get(rec, 'uetr');
          if (
            typeof uetr === 'string' &&
            typeof bic === 'string' &&
            /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{5}$/.test(bic)
          ) {
            flagged.set(uetr.toLowerCase(), true);
          }
        }
        return ctx.forward(req);
      }
      const res = await ctx.forward(req);
      if (!isGet(req, 'results') || res.status !== 200 || flagged.size === 0) return res;
      return mapResultLines(res, (line) => {
        const uetr = line['uetr'];
        if (typeof uetr !== 'string' || !flagged.has(uetr.toLowerCase()) || isErrorLine(line)) return line;
        return errorLine(uetr, 'INVALID_FIELD', '/partyAgent/financialInstitutionId/bicfi');
      });
    },
  },
  {
    id: 'submit-upper-case-request-id-400',
    doc: 'assumptions.md',
    sentence:
      'For `taskId` and `X-Request-Id`: the RFC 4122 text form, 8-4-4-4-12 hexadecimal digits, in either case.',
    summary:
      'the submission (only) validates X-Request-Id with a lower-case pattern: an upper-case or mixed-case UUID gets 400 INVALID_HEADER',
    transform: (req, ctx) => {
      const rid = req.headers.get('x-request-id') ?? '';
      if (isPost(req, 'submit') && UUID.test(rid) && /[A-F]/.test(rid))
        return invalidHeader(req, 'X-Request-Id');
      return ctx.forward(req);
    },
  },
  {
    id: 'submit-202-mirrors-request-type',
    doc: 'assumptions.md',
    sentence:
      "Success responses with a JSON body (the token's 200, the submission's 202, the status 200) carry `Content-Type: application/json`, with optional `;charset=utf-8`: that is the type the Accept default names (interface.md endpoint 4 and its 406 row; RFC 6749 §5.1 for the token).",
    summary:
      'when the submission Content-Type carries a parameter (application/x-ndjson; charset=utf-8), the 202 is labelled with that request type instead of application/json',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      const type = req.headers.get('content-type') ?? '';
      if (isPost(req, 'submit') && res.status === 202 && type.includes(';'))
        res.headers.set('Content-Type', type);
      return res;
    },
  },
  {
    id: 'submit-utf8-split-at-8k-chunks',
    doc: 'assumptions.md',
    sentence: 'Body: NDJSON, one verification request per line, UTF-8.',
    summary:
      'the file is decoded in 8 KiB chunks without carrying partial sequences: a multi-byte UTF-8 character that straddles a chunk boundary becomes U+FFFD (the record is checked under a mangled name)',
    transform: (req, ctx) => {
      if (!isPost(req, 'submit') || req.body.length <= 8192) return ctx.forward(req);
      let text = '';
      for (let at = 0; at < req.body.length; at += 8192)
        text += req.body.subarray(at, at + 8192).toString('utf8');
      return ctx.forward({ ...req, body: Buffer.from(text, 'utf8') });
    },
  },
  {
    id: 'submit-exactly-max-records-failed',
    doc: 'interface.md',
    sentence: 'Processing failed: invalid format, corruption, or exceeding the maximum size or record limit.',
    summary:
      'the record limit is off by one (>= instead of >): a file of exactly VOP_MAX_RECORDS records ends FAILED',
    transform: (req, ctx) => {
      const max = Number(ctx.banner['VOP_MAX_RECORDS'] ?? 'NaN');
      if (!isPost(req, 'submit') || !Number.isInteger(max)) return ctx.forward(req);
      const lines = ndjsonLines(req.body).filter((l) => l.trim() !== '');
      if (lines.length !== max) return ctx.forward(req);
      // The mock fails a file over its limit: give it one record more than it was sent.
      return ctx.forward({ ...req, body: joinLines([...lines, lines[lines.length - 1] ?? '']) });
    },
  },
];

const statusFaults: BlindFault[] = [
  {
    id: 'status-detail-first-read-only',
    doc: 'interface.md',
    sentence: '3. The detail field of the status response is given when the status is FAILED or TIMED_OUT.',
    summary:
      'the status of a final FAILED or TIMED_OUT task is cached after the first read without its detail: the second and later reads lack detail',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      if (!isGet(req, 'status') || res.status !== 200) return res;
      const v = jsonBody(res);
      if (!isRecord(v) || (v['status'] !== 'FAILED' && v['status'] !== 'TIMED_OUT')) return res;
      const reads = stateMap<number>(ctx, 'finalReads');
      const id = decodedTaskId(req) ?? '';
      const n = (reads.get(id) ?? 0) + 1;
      reads.set(id, n);
      if (n < 2) return res;
      const rest = { ...v };
      delete rest['detail'];
      return withJson(res, rest);
    },
  },
  {
    id: 'status-end-user-partitions-tasks',
    doc: 'interface.md',
    sentence: 'Identifies end user, department or system; has no effect on the result.',
    summary:
      'tasks are stored per X-End-User: a task read on either bulk GET endpoint with another X-End-User than its submission (or with one when none was sent, or none when one was) gets 404',
    transform: async (req, ctx) => {
      const owners = stateMap<string>(ctx, 'owner');
      const endUser = req.headers.get('x-end-user') ?? '';
      if (isPost(req, 'submit')) {
        const res = await ctx.forward(req);
        const id = res.status === 202 ? taskIdOf(res) : undefined;
        if (id !== undefined) owners.set(id, endUser);
        return res;
      }
      const owner = owners.get(decodedTaskId(req) ?? '');
      if (isBulkGet(req) && owner !== undefined && owner !== endUser) {
        return errorResponse(req, 404, 'NOT_FOUND', 'NOT_FOUND', 'No such resource.');
      }
      return ctx.forward(req);
    },
  },
  {
    id: 'status-supplier-list-400',
    doc: 'interface.md',
    sentence:
      'Required to be provided when a third-party software supplier is used; several suppliers may be listed. Maximum 70 characters.',
    summary:
      'X-Software-Supplier is validated as a single token: a list of suppliers (a comma, semicolon or space in the value) gets 400 INVALID_HEADER on both bulk GET endpoints',
    transform: (req, ctx) => {
      const supplier = req.headers.get('x-software-supplier');
      if (
        isBulkGet(req) &&
        supplier !== undefined &&
        supplier.length <= 70 &&
        /[,; ]/.test(supplier.trim())
      ) {
        return invalidHeader(req, 'X-Software-Supplier');
      }
      return ctx.forward(req);
    },
  },
  {
    id: 'status-no-accept-latin1-label',
    doc: 'assumptions.md',
    sentence:
      "Success responses with a JSON body (the token's 200, the submission's 202, the status 200) carry `Content-Type: application/json`, with optional `;charset=utf-8`: that is the type the Accept default names (interface.md endpoint 4 and its 406 row; RFC 6749 §5.1 for the token).",
    summary:
      'a status 200 to a request without an Accept header (the default path) is labelled application/json;charset=ISO-8859-1 (a servlet default); with an Accept it is right',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      if (isGet(req, 'status') && res.status === 200 && !req.headers.has('accept')) {
        res.headers.set('Content-Type', 'application/json;charset=ISO-8859-1');
      }
      return res;
    },
  },
];

const resultsFaults: BlindFault[] = [
  {
    id: 'results-error-labelled-ndjson',
    doc: 'assumptions.md',
    sentence:
      'Error responses carry `Content-Type: application/json` or `application/problem+json`, each with optional `;charset=utf-8`.',
    summary:
      'on the results endpoint, an error answered to a request with Accept: application/x-ndjson is labelled application/x-ndjson (the handler set the type before failing)',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      const accept = req.headers.get('accept') ?? '';
      if (isGet(req, 'results') && res.status >= 400 && /application\/x-ndjson/i.test(accept)) {
        res.headers.set('Content-Type', 'application/x-ndjson');
      }
      return res;
    },
  },
  {
    id: 'results-accept-json-filename-json',
    doc: 'interface.md',
    sentence:
      'Headers: `X-Request-Id` (mandatory) and `Content-Disposition` (mandatory; file name of the form <taskId>.ndjson).',
    summary:
      'when the result file is fetched with Accept: application/json, the Content-Disposition file name ends in .json instead of .ndjson',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      const accept = (req.headers.get('accept') ?? '').trim().toLowerCase();
      const cd = res.headers.get('content-disposition');
      if (
        isGet(req, 'results') &&
        res.status === 200 &&
        accept.startsWith('application/json') &&
        cd !== undefined
      ) {
        res.headers.set('Content-Disposition', cd.replace(/\.ndjson/g, '.json'));
      }
      return res;
    },
  },
  {
    id: 'results-first-100-lines-only',
    doc: 'interface.md',
    sentence: '- Success response: HTTP 200 with an NDJSON body, one result record per line (see Resources).',
    summary:
      'the result file is served from the first page of a paged store: a file of more than 100 records is cut after its 100th line (no error, no continuation)',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      if (!isGet(req, 'results') || res.status !== 200) return res;
      const lines = ndjsonLines(res.body);
      return lines.length <= 100 ? res : { ...res, body: joinLines(lines.slice(0, 100)) };
    },
  },
  {
    id: 'results-duplicate-uetr-undocumented-title',
    doc: 'assumptions.md',
    sentence: 'The title of an error is one of the FORMAT_ERROR titles whenever `code` is FORMAT_ERROR.',
    summary:
      'a record whose uetr already occurred earlier in the same file is answered by an error line with code FORMAT_ERROR and the undocumented title DUPLICATE_UETR',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      if (!isGet(req, 'results') || res.status !== 200) return res;
      const seen = new Set<string>();
      return mapResultLines(res, (line) => {
        const uetr = line['uetr'];
        if (typeof uetr !== 'string') return line;
        const key = uetr.toLowerCase();
        if (!seen.has(key)) {
          seen.add(key);
          return line;
        }
        return errorLine(uetr, 'DUPLICATE_UETR', '/uetr');
      });
    },
  },
  {
    id: 'results-repeated-payee-reuses-uetr',
    doc: 'interface.md',
    sentence: '| uetr | string | mandatory | Identifier of the checked record. |',
    summary:
      'checks are memoised by payee (name + IBAN) within a file: a later record for the same payee gets a result line carrying the uetr of the first such record',
    transform: async (req, ctx) => {
      const payee = stateMap<string>(ctx, 'payee');
      if (isPost(req, 'submit')) {
        for (const rec of records(req.body)) {
          const uetr = get(rec, 'uetr');
          const name = get(rec, 'party', 'name');
          const iban = get(rec, 'partyAccount', 'iban');
          if (typeof uetr === 'string' && typeof name === 'string' && typeof iban === 'string') {
            payee.set(uetr.toLowerCase(), `${name}\u0000${iban}`);
          }
        }
        return ctx.forward(req);
      }
      const res = await ctx.forward(req);
      if (!isGet(req, 'results') || res.status !== 200) return res;
      const first = new Map<string, string>();
      return mapResultLines(res, (line) => {
        const uetr = line['uetr'];
        if (typeof uetr !== 'string' || isErrorLine(line)) return line;
        const key = payee.get(uetr.toLowerCase());
        if (key === undefined) return line;
        const earlier = first.get(key);
        if (earlier === undefined) {
          first.set(key, uetr);
          return line;
        }
        return { ...line, uetr: earlier };
      });
    },
  },
  {
    id: 'results-detail-echoes-long-name',
    doc: 'interface.md',
    sentence:
      '| detail | string | optional | Human-readable text for this occurrence; maximum 500 characters. |',
    summary:
      'a NAME_TOO_LONG result line quotes the whole offending name in its detail: with a name of more than about 450 characters the detail exceeds 500',
    transform: async (req, ctx) => {
      const names = stateMap<string>(ctx, 'names');
      if (isPost(req, 'submit')) {
        for (const rec of records(req.body)) {
          const uetr = get(rec, 'uetr');
          const name = get(rec, 'party', 'name');
          if (typeof uetr === 'string' && typeof name === 'string' && name.length > 140) {
            names.set(uetr.toLowerCase(), name);
          }
        }
        return ctx.forward(req);
      }
      const res = await ctx.forward(req);
      if (!isGet(req, 'results') || res.status !== 200 || names.size === 0) return res;
      return mapResultLines(res, (line) => {
        const uetr = line['uetr'];
        const name = typeof uetr === 'string' ? names.get(uetr.toLowerCase()) : undefined;
        if (name === undefined || line['title'] !== 'NAME_TOO_LONG') return line;
        return { ...line, detail: `The name '${name}' is longer than 140 characters.` };
      });
    },
  },
  {
    id: 'results-shorter-file-keeps-stale-tail',
    doc: 'interface.md',
    sentence: '- Success response: HTTP 200 with an NDJSON body, one result record per line (see Resources).',
    summary:
      'the line buffer of the file writer is reused across requests and not cleared: a result file shorter than the one served before it ends with that earlier file’s surplus lines',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      if (!isGet(req, 'results') || res.status !== 200) return res;
      const lines = ndjsonLines(res.body);
      const previous = (ctx.state.get('buffer') as string[] | undefined) ?? [];
      const served = lines.length < previous.length ? [...lines, ...previous.slice(lines.length)] : lines;
      ctx.state.set('buffer', served);
      return served === lines ? res : { ...res, body: joinLines(served) };
    },
  },
  {
    id: 'results-end-user-edge-hyphen-400',
    doc: 'interface.md',
    sentence:
      'Identifies end user, department or system; has no effect on the result. Pattern `^[a-zA-Z0-9\\-]{3,50}`, maximum 50 characters.',
    summary:
      'X-End-User is validated as a hostname label: a value that starts or ends with a hyphen (allowed by the pattern) gets 400 INVALID_HEADER on both bulk GET endpoints',
    transform: (req, ctx) => {
      const eu = req.headers.get('x-end-user');
      if (isBulkGet(req) && eu !== undefined && /^[a-zA-Z0-9-]{3,50}$/.test(eu) && /^-|-$/.test(eu)) {
        return invalidHeader(req, 'X-End-User');
      }
      return ctx.forward(req);
    },
  },
  {
    id: 'results-weighted-language-500',
    doc: 'assumptions.md',
    sentence:
      'Region subtags, weighted lists and the wildcard (`en-GB`, `nl,en;q=0.8`, `*`) are neither required nor forbidden: the suite sends them only to check that they cause no 5xx.',
    summary:
      'the results endpoint (the one that localises matchedName) crashes on a weighted Accept-Language list (a ";q=" in the value): 500; a single code, and the status endpoint, are fine',
    transform: (req, ctx) => {
      const lang = req.headers.get('accept-language');
      if (isGet(req, 'results') && lang !== undefined && /;\s*q\s*=/i.test(lang)) {
        return Promise.resolve(
          errorResponse(
            req,
            500,
            'INTERNAL_ERROR',
            'INTERNAL_ERROR',
            'Cannot read the language preferences.',
          ),
        );
      }
      return ctx.forward(req);
    },
  },
];

const errorFaults: BlindFault[] = [
  {
    id: 'error-supplier-title-names-header',
    doc: 'assumptions.md',
    sentence: 'The title of an error is one of the FORMAT_ERROR titles whenever `code` is FORMAT_ERROR.',
    summary:
      'an INVALID_HEADER for X-Software-Supplier (only that header) carries the title "INVALID_HEADER: X-Software-Supplier is longer than 70 characters"',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      if (res.status !== 400) return res;
      const v = jsonBody(res);
      if (!isRecord(v) || v['title'] !== 'INVALID_HEADER') return res;
      if (typeof v['instance'] !== 'string' || v['instance'].toLowerCase() !== 'x-software-supplier')
        return res;
      return withJson(res, {
        ...v,
        title: 'INVALID_HEADER: X-Software-Supplier is longer than 70 characters',
      });
    },
  },
  {
    id: 'error-detail-echoes-long-request-id',
    doc: 'interface.md',
    sentence:
      '| detail | string | optional | Human-readable text for this occurrence; maximum 500 characters. |',
    summary:
      'a 400 for a malformed X-Request-Id quotes the value in its detail: an X-Request-Id of more than about 440 characters gives a detail over 500',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      const rid = req.headers.get('x-request-id');
      if (res.status !== 400 || rid === undefined) return res;
      const v = jsonBody(res);
      if (
        !isRecord(v) ||
        typeof v['instance'] !== 'string' ||
        v['instance'].toLowerCase() !== 'x-request-id'
      ) {
        return res;
      }
      return withJson(res, {
        ...v,
        detail: `X-Request-Id '${rid}' is not a UUID of at most 128 characters.`,
      });
    },
  },
  {
    id: 'error-405-framework-body',
    doc: 'interface.md',
    sentence:
      '| type | string | mandatory | URI reference (RFC 3986) identifying the problem type, shape <problem_type_uri>; maximum 70 characters. |',
    summary:
      'a 405 is produced by the web framework, not the application: JSON with timestamp/status/error/path, no type and no code',
    transform: async (req, ctx) => {
      const res = await ctx.forward(req);
      if (res.status !== 405) return res;
      return withJson(res, {
        timestamp: new Date(0).toISOString(),
        status: 405,
        error: 'Method Not Allowed',
        path: pathOnly(req),
      });
    },
  },
];

const singleCheckFaults: BlindFault[] = [
  {
    id: 'cop-sort-code-leading-zero-400',
    doc: 'assumptions.md',
    sentence:
      'Confirmation of payee: `Identification` is 14 digits (6-digit sort code + 8-digit account number), `AccountType` is `Personal` or `Business`, and `x-fapi-interaction-id` is echoed when sent.',
    summary:
      'the Identification is parsed as a number: one with a leading zero (sort codes 0x-xx-xx) loses a digit and gets 400 INVALID_FIELD',
    transform: async (req, ctx) => {
      if (isPost(req, 'cop')) {
        const ident = get(parseJson(req.body.toString('utf8')), 'Identification');
        if (typeof ident === 'string' && /^0[0-9]{13}$/.test(ident)) {
          const res = errorResponse(
            req,
            400,
            'FORMAT_ERROR',
            'INVALID_FIELD',
            'Identification must be 14 digits.',
            '/Identification',
          );
          const fapi = req.headers.get('x-fapi-interaction-id');
          if (fapi !== undefined) res.headers.set('x-fapi-interaction-id', fapi);
          return res;
        }
      }
      return ctx.forward(req);
    },
  },
  {
    id: 'org-correlation-id-must-be-uuid',
    doc: 'assumptions.md',
    sentence:
      'Valid requests get 200 and a JSON object; a name over 140 characters gets 400; a missing bearer token gets 401.',
    summary:
      'the organisation check requires X-Correlation-Id (documented as a string) to be a UUID: any other value gets 400 INVALID_HEADER',
    transform: (req, ctx) => {
      const cid = req.headers.get('x-correlation-id');
      if (isPost(req, 'org') && cid !== undefined && !UUID.test(cid.trim())) {
        const res = errorResponse(
          req,
          400,
          'FORMAT_ERROR',
          'INVALID_HEADER',
          'X-Correlation-Id must be a UUID.',
          'X-Correlation-Id',
        );
        res.headers.set('X-Correlation-Id', cid);
        return Promise.resolve(res);
      }
      return ctx.forward(req);
    },
  },
  {
    id: 'cop-name-length-without-spaces',
    doc: 'assumptions.md',
    sentence:
      'Valid requests get 200 and a JSON object; a name over 140 characters gets 400; a missing bearer token gets 401.',
    summary:
      'confirmation of payee measures Name after removing whitespace (the matcher normalises first): a name over 140 characters with enough spaces gets 200',
    transform: (req, ctx) => {
      if (!isPost(req, 'cop')) return ctx.forward(req);
      const v = parseJson(req.body.toString('utf8'));
      const name = get(v, 'Name');
      if (!isRecord(v) || typeof name !== 'string' || name.length <= 140) return ctx.forward(req);
      const squeezed = name.replace(/\s+/g, '');
      if (squeezed.length > 140) return ctx.forward(req);
      return ctx.forward({ ...req, body: Buffer.from(JSON.stringify({ ...v, Name: squeezed }), 'utf8') });
    },
  },
];

/** The 30 faults of the second blind set, grouped by operation. */
export const faults: BlindFault[] = [
  ...tokenFaults,
  ...submitFaults,
  ...statusFaults,
  ...resultsFaults,
  ...errorFaults,
  ...singleCheckFaults,
];
