// Wire-level sanity check of the second blind set, without the suite: for each fault it starts a
// proxy with that fault in front of one reference mock and sends two small exchanges, one that
// meets the fault's condition (the defect must show) and one that does not (the answer must be the
// mock's own). It proves each transform acts, and only under its condition.
//
//   node --import tsx test/blind/sanity-2.ts [--control] [fault-id…]
//
// Exit 0 when every fault named (default: all 30) behaves so, 1 otherwise. With --control the
// probes go through the proxy without any fault: then no defect may show (the mock does not
// already behave like the fault) and every answer must be the mock's own.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { faults } from './faults-2.ts';
import { HeaderList, passThrough, startProxy } from './proxy.ts';
import type { FaultContext, ProxyRequest } from './proxy.ts';

const control = process.argv.includes('--control');
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = join(ROOT, 'bin', 'vop-conformance.mjs');

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

type Send = (method: string, path: string, headers: Record<string, string>, body?: string) => Promise<Answer>;

function sender(base: string): Send {
  const url = new URL(base);
  return (method, path, headers, body) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        { host: url.hostname, port: url.port, method, path, headers: { ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text: Buffer.concat(chunks).toString('utf8'),
            });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}

/** The operations of the service, through one sender, with a full-scope token. */
class Client {
  private token = '';
  constructor(
    readonly send: Send,
    private readonly banner: Record<string, string>,
  ) {}

  basic(key: string, secret: string): string {
    return 'Basic ' + Buffer.from(`${key}:${secret}`).toString('base64');
  }

  tokenRequest(key: string, secret: string, grant = 'client_credentials'): Promise<Answer> {
    return this.send(
      'POST',
      '/oauth/client_credential/accesstoken',
      { Authorization: this.basic(key, secret), 'Content-Type': 'application/x-www-form-urlencoded' },
      `grant_type=${grant}`,
    );
  }

  async bearer(): Promise<string> {
    if (this.token === '') {
      const a = await this.tokenRequest(
        this.banner['VOP_API_KEY'] ?? '',
        this.banner['VOP_API_SECRET'] ?? '',
      );
      this.token = (JSON.parse(a.text) as { access_token: string }).access_token;
    }
    return `Bearer ${this.token}`;
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
    return this.send('GET', path, {
      Authorization: await this.bearer(),
      'X-Request-Id': randomUUID(),
      ...headers,
    });
  }

  async submit(body: string, headers: Record<string, string> = {}): Promise<Answer> {
    return this.send(
      'POST',
      '/vopgateway/v1/bulk',
      {
        Authorization: await this.bearer(),
        'X-Request-Id': randomUUID(),
        'Content-Type': 'application/x-ndjson',
        ...headers,
      },
      body,
    );
  }

  /** Submits, waits for a final state, and returns the task id and that state. */
  async task(body: string, headers: Record<string, string> = {}): Promise<{ id: string; status: string }> {
    const a = await this.submit(body, headers);
    const id = (JSON.parse(a.text) as { taskId: string }).taskId;
    for (let i = 0; i < 100; i++) {
      const s = await this.get(`/vopgateway/v1/bulk/${id}/status`, headers);
      const status =
        s.status === 200 ? (JSON.parse(s.text) as { status: string }).status : `http ${s.status}`;
      if (!['NOT_STARTED', 'IN_PROGRESS'].includes(status)) return { id, status };
      await new Promise((r) => setTimeout(r, 100));
    }
    return { id, status: 'unfinished' };
  }

  /** Submits, waits, fetches the result file and returns its lines parsed. */
  async resultLines(body: string, headers: Record<string, string> = {}): Promise<Record<string, unknown>[]> {
    const { id } = await this.task(body, headers);
    const r = await this.get(`/vopgateway/v1/bulk/${id}`, headers);
    return r.text
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  }

  async post(path: string, headers: Record<string, string>, body: unknown): Promise<Answer> {
    return this.send(
      'POST',
      path,
      { Authorization: await this.bearer(), 'Content-Type': 'application/json', ...headers },
      JSON.stringify(body),
    );
  }
}

function rec(
  opts: { name?: string; iban?: string; id?: unknown; partyBic?: string; u?: string } = {},
): string {
  const party: Record<string, unknown> = { name: opts.name ?? 'Jan Jansen' };
  if (opts.id !== undefined) party['id'] = opts.id;
  const r: Record<string, unknown> = {
    uetr: opts.u ?? randomUUID(),
    party,
    partyAccount: { iban: opts.iban ?? 'NL91ABNA0417164300' },
    requestingAgent: { financialInstitutionId: { bicfi: 'ABNANL2A' } },
  };
  if (opts.partyBic !== undefined) r['partyAgent'] = { financialInstitutionId: { bicfi: opts.partyBic } };
  return JSON.stringify(r);
}

function file(lines: string[]): string {
  return lines.map((l) => l + '\n').join('');
}

function many(n: number, f: () => string = () => rec()): string {
  return file(Array.from({ length: n }, f));
}

const isError = (l: Record<string, unknown>): boolean => 'code' in l;
const ct = (a: Answer): string => a.headers['content-type'] ?? '';
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const body = (a: Answer): Record<string, unknown> => JSON.parse(a.text) as Record<string, unknown>;

/** For each fault: [defect shows under the condition, mock's own answer without it]. */
type Probe = (c: Client, banner: Record<string, string>) => Promise<[boolean, boolean]>;

const S = (id: string): string => `/vopgateway/v1/bulk/${id}/status`;
const R = (id: string): string => `/vopgateway/v1/bulk/${id}`;

const probes: Record<string, Probe> = {
  'token-401-html-body': async (c, b) => {
    const bad = await c.tokenRequest(b['VOP_API_KEY'] ?? '', 'wrong');
    const good = await c.tokenRequest(b['VOP_API_KEY'] ?? '', b['VOP_API_SECRET'] ?? '');
    return [bad.status === 401 && ct(bad).startsWith('text/html'), ct(good).startsWith('application/json')];
  },
  'token-other-grant-500-with-valid-credentials': async (c, b) => {
    const hit = await c.tokenRequest(b['VOP_API_KEY'] ?? '', b['VOP_API_SECRET'] ?? '', 'password');
    const wrong = await c.tokenRequest(b['VOP_API_KEY'] ?? '', 'wrong', 'password');
    return [hit.status === 500, wrong.status === 401];
  },
  'token-limited-client-camel-case-fields': async (c, b) => {
    const lim = body(await c.tokenRequest(b['VOP_LIMITED_API_KEY'] ?? '', b['VOP_LIMITED_API_SECRET'] ?? ''));
    const full = body(await c.tokenRequest(b['VOP_API_KEY'] ?? '', b['VOP_API_SECRET'] ?? ''));
    return ['accessToken' in lim && !('access_token' in lim), 'access_token' in full];
  },
  'results-weighted-language-500': async (c, b) => {
    const id = b['VOP_TASK_ID_PROCESSED'] ?? '';
    const hit = await c.get(R(id), { 'Accept-Language': 'nl,en;q=0.8' });
    const ok = await c.get(R(id), { 'Accept-Language': 'nl' });
    const status = await c.get(S(id), { 'Accept-Language': 'nl,en;q=0.8' });
    return [hit.status === 500, ok.status === 200 && status.status === 200];
  },
  'submit-last-line-without-newline-dropped': async (c) => {
    const hit = await c.resultLines(`${rec()}\n${rec()}`);
    const ok = await c.resultLines(`${rec()}\n${rec()}\n`);
    return [hit.length === 1, ok.length === 2];
  },
  'submit-name-and-id-keeps-name': async (c) => {
    const both = await c.resultLines(
      file([rec({ id: { organisationId: { lei: '5493001KJTIIGC8Y1R12' } } })]),
    );
    const plain = await c.resultLines(file([rec()]));
    return [both.length === 1 && !isError(both[0] ?? {}), plain.length === 1 && !isError(plain[0] ?? {})];
  },
  'submit-iban-print-format-accepted': async (c) => {
    const spaced = await c.resultLines(file([rec({ iban: 'NL91 ABNA 0417 1643 00' })]));
    const broken = await c.resultLines(file([rec({ iban: 'NL91-ABNA' })]));
    return [!isError(spaced[0] ?? { code: 1 }), isError(broken[0] ?? {})];
  },
  'submit-party-agent-bic11-invalid': async (c) => {
    const b11 = await c.resultLines(file([rec({ partyBic: 'ABNANL2AXXX' })]));
    const b8 = await c.resultLines(file([rec({ partyBic: 'ABNANL2A' })]));
    return [b11[0]?.['title'] === 'INVALID_FIELD', !isError(b8[0] ?? { code: 1 })];
  },
  'submit-upper-case-request-id-400': async (c) => {
    const hit = await c.submit(many(1), { 'X-Request-Id': randomUUID().toUpperCase() });
    const ok = await c.submit(many(1), { 'X-Request-Id': randomUUID() });
    return [hit.status === 400, ok.status === 202];
  },
  'submit-202-mirrors-request-type': async (c) => {
    const hit = await c.submit(many(1), { 'Content-Type': 'application/x-ndjson; charset=utf-8' });
    const ok = await c.submit(many(1));
    return [ct(hit).startsWith('application/x-ndjson'), ct(ok).startsWith('application/json')];
  },
  'submit-utf8-split-at-8k-chunks': async () => {
    // The mock's answer does not show the name it checked: call the transform with a forward that
    // records the body the mock would get. "é" (2 bytes) at bytes 8191-8192, or "e" there.
    const fault = faults.find((f) => f.id === 'submit-utf8-split-at-8k-chunks');
    const transform = control ? passThrough : fault?.transform;
    const seen: string[] = [];
    const ctx: FaultContext = {
      state: new Map(),
      banner: {},
      forward: (r) => {
        seen.push(r.body.toString('utf8'));
        return Promise.resolve({ status: 202, headers: new HeaderList(), body: Buffer.alloc(0) });
      },
    };
    let text = '';
    while (Buffer.byteLength(text) < 8000) text += rec() + '\n';
    const u = randomUUID();
    const prefix = `{"uetr":"${u}","party":{"name":"`;
    const need = 8191 - Buffer.byteLength(text) - prefix.length;
    const line = (ch: string): string =>
      `${prefix}${'a'.repeat(need)}${ch}"},"partyAccount":{"iban":"NL91ABNA0417164300"},"requestingAgent":{"financialInstitutionId":{"bicfi":"ABNANL2A"}}}\n`;
    const req = (t: string): ProxyRequest => ({
      method: 'POST',
      path: '/vopgateway/v1/bulk',
      headers: new HeaderList(),
      body: Buffer.from(t, 'utf8'),
    });
    await transform?.(req(text + line('é')), ctx);
    await transform?.(req(text + line('e')), ctx);
    return [seen[0]?.includes('\uFFFD') === true, seen[1]?.includes('\uFFFD') === false];
  },
  'submit-exactly-max-records-failed': async (c, b) => {
    const max = Number(b['VOP_MAX_RECORDS']);
    const line = rec();
    const hit = await c.task(file(Array.from({ length: max }, () => line)));
    const ok = await c.task(file(Array.from({ length: max - 1 }, () => line)));
    return [hit.status === 'FAILED', ok.status === 'PROCESSED'];
  },
  'status-detail-first-read-only': async (c, b) => {
    const id = b['VOP_TASK_ID_FAILED'] ?? '';
    const first = body(await c.get(S(id)));
    const second = body(await c.get(S(id)));
    return [!('detail' in second), 'detail' in first];
  },
  'status-end-user-partitions-tasks': async (c) => {
    const { id } = await c.task(many(1), { 'X-End-User': 'dept-a' });
    const other = await c.get(S(id), { 'X-End-User': 'dept-b' });
    const same = await c.get(S(id), { 'X-End-User': 'dept-a' });
    return [other.status === 404, same.status === 200];
  },
  'status-supplier-list-400': async (c, b) => {
    const id = b['VOP_TASK_ID_PROCESSED'] ?? '';
    const hit = await c.get(S(id), { 'X-Software-Supplier': 'Acme Payments, Globex' });
    const ok = await c.get(S(id), { 'X-Software-Supplier': 'Acme-Payments' });
    return [hit.status === 400, ok.status === 200];
  },
  'status-no-accept-latin1-label': async (c, b) => {
    const id = b['VOP_TASK_ID_PROCESSED'] ?? '';
    const hit = await c.get(S(id));
    const ok = await c.get(S(id), { Accept: 'application/json' });
    return [/ISO-8859-1/i.test(ct(hit)), /utf-8/i.test(ct(ok))];
  },
  'results-error-labelled-ndjson': async (c, b) => {
    const id = b['VOP_TASK_ID_IN_PROGRESS'] ?? '';
    const hit = await c.get(R(id), { Accept: 'application/x-ndjson' });
    const ok = await c.get(R(id));
    return [
      hit.status >= 400 && ct(hit).startsWith('application/x-ndjson'),
      ok.status >= 400 && ct(ok).startsWith('application/json'),
    ];
  },
  'results-accept-json-filename-json': async (c, b) => {
    const id = b['VOP_TASK_ID_PROCESSED'] ?? '';
    const hit = await c.get(R(id), { Accept: 'application/json' });
    const ok = await c.get(R(id), { Accept: 'application/x-ndjson' });
    const cd = (a: Answer): string => a.headers['content-disposition'] ?? '';
    return [cd(hit).includes(`${id}.json"`), cd(ok).includes(`${id}.ndjson`)];
  },
  'results-first-100-lines-only': async (c) => {
    const hit = await c.resultLines(many(150));
    const ok = await c.resultLines(many(100));
    return [hit.length === 100, ok.length === 100];
  },
  'results-duplicate-uetr-undocumented-title': async (c) => {
    const u = randomUUID();
    const hit = await c.resultLines(file([rec({ u }), rec({ u, name: 'Piet Pietersen' })]));
    const ok = await c.resultLines(file([rec(), rec({ name: 'Piet Pietersen' })]));
    return [hit[1]?.['title'] === 'DUPLICATE_UETR', ok.length === 2 && !ok.some(isError)];
  },
  'results-repeated-payee-reuses-uetr': async (c) => {
    const [u1, u2, u3] = [randomUUID(), randomUUID(), randomUUID()];
    const hit = await c.resultLines(file([rec({ u: u1 }), rec({ u: u2 })]));
    const ok = await c.resultLines(file([rec({ u: u3, name: 'Piet Pietersen' })]));
    return [hit[1]?.['uetr'] === u1, ok[0]?.['uetr'] === u3];
  },
  'results-detail-echoes-long-name': async (c) => {
    const hit = await c.resultLines(file([rec({ name: 'n'.repeat(600) })]));
    const ok = await c.resultLines(file([rec({ name: 'n'.repeat(141) })]));
    const len = (l: Record<string, unknown> | undefined): number => text(l?.['detail']).length;
    return [len(hit[0]) > 500, ok[0]?.['title'] === 'NAME_TOO_LONG' && len(ok[0]) <= 500];
  },
  'results-shorter-file-keeps-stale-tail': async (c) => {
    const longer = await c.resultLines(many(5));
    const shorter = await c.resultLines(many(2));
    const longest = await c.resultLines(many(7));
    return [longer.length === 5 && shorter.length === 5, longest.length === 7];
  },
  'results-end-user-edge-hyphen-400': async (c, b) => {
    const id = b['VOP_TASK_ID_PROCESSED'] ?? '';
    const hit = await c.get(R(id), { 'X-End-User': '-dept' });
    const ok = await c.get(R(id), { 'X-End-User': 'de-pt' });
    return [hit.status === 400, ok.status === 200];
  },
  'error-supplier-title-names-header': async (c, b) => {
    const id = b['VOP_TASK_ID_PROCESSED'] ?? '';
    const hit = body(await c.get(S(id), { 'X-Software-Supplier': 's'.repeat(71) }));
    const ok = body(await c.get(S(id), { 'X-Channel': 'c'.repeat(71) }));
    return [hit['title'] !== 'INVALID_HEADER', ok['title'] === 'INVALID_HEADER'];
  },
  'error-detail-echoes-long-request-id': async (c, b) => {
    const id = b['VOP_TASK_ID_PROCESSED'] ?? '';
    const hit = body(await c.get(S(id), { 'X-Request-Id': 'r'.repeat(600) }));
    const ok = body(await c.get(S(id), { 'X-Request-Id': 'r'.repeat(129) }));
    return [text(hit['detail']).length > 500, text(ok['detail']).length <= 500];
  },
  'error-405-framework-body': async (c, b) => {
    const id = b['VOP_TASK_ID_PROCESSED'] ?? '';
    const hit = await c.send('DELETE', R(id), {
      Authorization: await c.bearer(),
      'X-Request-Id': randomUUID(),
    });
    const ok = await c.get(S('not-a-uuid'));
    return [hit.status === 405 && !('type' in body(hit)), 'type' in body(ok)];
  },
  'cop-sort-code-leading-zero-400': async (c) => {
    const cop = (ident: string): Promise<Answer> =>
      c.post(
        '/v1/gateway',
        { 'x-fapi-interaction-id': randomUUID() },
        {
          SchemeName: 'SortCodeAccountNumber',
          AccountType: 'Personal',
          Identification: ident,
          Name: 'Jan Jansen',
        },
      );
    return [(await cop('01234512345678')).status === 400, (await cop('11234512345678')).status === 200];
  },
  'org-correlation-id-must-be-uuid': async (c) => {
    const org = (cid: string): Promise<Answer> =>
      c.post(
        '/account/check/organisations',
        { charset: 'utf-8', 'X-Correlation-Id': cid },
        {
          accountId: { value: 'NL91ABNA0417164300', type: 'IBAN' },
          name: 'Acme BV',
        },
      );
    return [(await org('order-4711')).status === 400, (await org(randomUUID())).status === 200];
  },
  'cop-name-length-without-spaces': async (c) => {
    const cop = (name: string): Promise<Answer> =>
      c.post(
        '/v1/gateway',
        { 'x-fapi-interaction-id': randomUUID() },
        {
          SchemeName: 'SortCodeAccountNumber',
          AccountType: 'Personal',
          Identification: '11234512345678',
          Name: name,
        },
      );
    const spaced = 'Jan Jansen '.repeat(14).trim(); // 153 characters, 140 without spaces
    return [(await cop(spaced)).status === 200, (await cop('n'.repeat(153))).status === 400];
  },
};

function startMock(): Promise<{ child: ChildProcess; banner: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, 'mock', '--port', '0'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const banner: Record<string, string> = {};
    let text = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      text += chunk;
      for (const m of text.matchAll(/^(VOP_[A-Z_]+)=(.*)$/gm)) banner[m[1] ?? ''] = m[2] ?? '';
      if (/Press Ctrl\+C/.test(text)) resolve({ child, banner });
    });
    child.on('exit', (code) => {
      reject(new Error(`mock exited (${String(code)}): ${text}`));
    });
  });
}

async function main(): Promise<void> {
  const named = process.argv.slice(2).filter((a) => a !== '--control');
  const chosen = named.length === 0 ? faults : faults.filter((f) => named.includes(f.id));
  const { child, banner } = await startMock();
  let bad = 0;
  try {
    for (const f of chosen) {
      const probe = probes[f.id];
      if (probe === undefined) {
        console.log(`NO PROBE  ${f.id}`);
        bad += 1;
        continue;
      }
      const transform = control ? passThrough : f.transform;
      const proxy = await startProxy(banner['VOP_BASE_URL'] ?? '', transform, banner);
      try {
        const [shows, otherwise] = await probe(new Client(sender(proxy.url), banner), banner);
        const ok = control ? !shows && otherwise : shows && otherwise;
        if (!ok) bad += 1;
        console.log(
          `${ok ? 'ok      ' : 'WRONG   '}  ${f.id} (defect under its condition: ${String(shows)}; mock's answer otherwise: ${String(otherwise)})`,
        );
      } catch (err) {
        bad += 1;
        console.log(`ERROR     ${f.id}: ${err instanceof Error ? err.message : String(err)}`);
      } finally {
        await proxy.close();
      }
    }
  } finally {
    child.kill('SIGTERM');
  }
  const what = control ? 'probes show no defect without a fault' : 'faults behave as described';
  console.log(`${chosen.length - bad} of ${chosen.length} ${what}`);
  process.exitCode = bad === 0 ? 0 : 1;
}

await main();
