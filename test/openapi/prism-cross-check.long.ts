import type { IncomingMessage } from 'node:http';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { openapiDocument } from '../../src/openapi/openapi-document.ts';
import { PATHS } from '../../src/api/paths.ts';
import { PROVIDER_STATE_STATUSES, PROVIDER_STATE_VARIABLES } from '../../src/api/task-states.ts';
import { DEMO_CREDENTIALS, DEMO_LIMITED_CREDENTIALS } from '../../src/mock/options.ts';
import { type RunningMock, startMock } from '../../src/mock/server.ts';
import { type PrismProxy, startPrismProxy } from '../helpers/prism-proxy.ts';
import { startProxy, type TestProxy } from '../helpers/proxy.ts';
import { runCliWithin, tempDir } from '../helpers/run-cli.ts';

/** One violation as Prism reports it in the `sl-violations` header of an answer. */
interface Violation {
  readonly location: readonly string[];
  readonly severity: string;
  readonly message: string;
}

/** One exchange through Prism: the request, its Accept-Language, the answer's status, and what Prism found. */
interface Seen {
  readonly request: string;
  readonly acceptLanguage: string | undefined;
  /** The request's Content-Type, undefined when it had none. */
  readonly contentType: string | undefined;
  readonly status: number;
  readonly violations: readonly Violation[];
}

/**
 * Accept-Language values A10 leaves open ("Region subtags, weighted lists and the wildcard … are
 * neither required nor forbidden: the suite sends them only to check that they cause no 5xx"):
 * the schema holds the two-letter form every provider accepts, and the mock takes these too.
 */
const A10_OPEN = /^(\*|[A-Za-z]{2}-[A-Za-z0-9-]+|.*[,;].*)$/;

/**
 * Rules that fail only because Prism answers some requests itself instead of forwarding them: a
 * body that is not JSON under a JSON Content-Type gets Prism's own 400 `invalid_json` (no
 * `type`, no `code`, and no 415 from the mock), and a HEAD request its own 500 without
 * X-Request-Id (it parses the empty answer as JSON). Neither answer comes from the mock.
 */
const PRISM_OWN_ANSWERS = [
  'error-body-shape',
  'error-x-request-id-echo',
  'server-no-5xx',
  'submit-content-type-415',
];

function violationsOf(answer: IncomingMessage): Violation[] {
  const header = answer.headers['sl-violations'];
  if (typeof header !== 'string') return [];
  try {
    return JSON.parse(header) as Violation[];
  } catch {
    return [{ location: ['sl-violations'], severity: 'Error', message: header }];
  }
}

const describeSeen = (seen: Seen, violation: Violation) =>
  `${seen.request} → ${seen.status}: ${violation.location.join('.')}: ${violation.message}`;

describe("openapi: the suite through Prism's validation proxy in front of the embedded mock", () => {
  let mock: RunningMock;
  let prism: PrismProxy;
  let tap: TestProxy;
  const seen: Seen[] = [];

  before(async function () {
    this.timeout(120_000);
    mock = await startMock({ queueMs: 10, processingMs: 40, tokenLifetimeSeconds: 2 });
    const document = join(tempDir('vopc-openapi-'), 'vop.openapi.json');
    const { baseUrl } = mock;
    writeFileSync(
      document,
      JSON.stringify(
        openapiDocument({ baseUrl, authUrl: baseUrl, submissionPath: PATHS.bulk, version: 'test' }),
      ),
    );
    prism = await startPrismProxy(document, mock.baseUrl);
    tap = await startProxy(
      prism.baseUrl,
      () => false,
      (req, answer) => {
        const language = req.headers['accept-language'];
        seen.push({
          request: `${req.method ?? ''} ${req.url ?? ''}`,
          acceptLanguage: typeof language === 'string' ? language : undefined,
          contentType: req.headers['content-type'],
          status: answer.statusCode ?? 0,
          violations: violationsOf(answer),
        });
      },
    );
  });

  after(async () => {
    await tap.close();
    await prism.close();
    await mock.close();
  });

  it('runs every suite through the proxy: no rule fails but for the answers Prism gives itself', async function () {
    this.timeout(600_000);
    const ids = mock.providerStateTaskIds;
    const reports = tempDir();
    const run = await runCliWithin(
      ['run', '--report-dir', reports, '--token-wait', '5'],
      {
        VOP_BASE_URL: tap.baseUrl,
        VOP_API_KEY: DEMO_CREDENTIALS.apiKey,
        VOP_API_SECRET: DEMO_CREDENTIALS.apiSecret,
        VOP_LIMITED_API_KEY: DEMO_LIMITED_CREDENTIALS.apiKey,
        VOP_LIMITED_API_SECRET: DEMO_LIMITED_CREDENTIALS.apiSecret,
        ...Object.fromEntries(
          PROVIDER_STATE_STATUSES.map((state) => [PROVIDER_STATE_VARIABLES[state], ids[state]]),
        ),
        VOP_RATE: '0',
        VOP_PROGRESS: 'off',
      },
      540_000,
    );
    expect(run.code, run.stderr).to.be.oneOf([0, 1]);
    const [folder] = readdirSync(reports).filter((name) => /^\d{4}-/.test(name));
    const { rules } = JSON.parse(readFileSync(join(reports, folder ?? '', 'rules.json'), 'utf8')) as {
      rules: Array<{ id: string; status: string }>;
    };
    expect(rules.filter((r) => r.status === 'not tested')).to.deep.equal([]);
    const failed = rules.filter((r) => r.status === 'failed').map((r) => r.id);
    expect(
      failed.filter((id) => !PRISM_OWN_ANSWERS.includes(id)),
      run.stdout,
    ).to.deep.equal([]);
    expect(seen.length, 'exchanges through the proxy').to.be.above(100);
  });

  it('Prism finds no response of the mock that breaks the document', () => {
    const broken = seen.flatMap((s) =>
      s.violations.filter((v) => v.location[0] === 'response').map((v) => describeSeen(s, v)),
    );
    expect(broken).to.deep.equal([]);
  });

  it("Prism finds no request the mock accepted that breaks the document, but A10's open Accept-Language values and A7's usage headers left out", () => {
    const accepted = seen.filter((s) => s.status >= 200 && s.status < 300);
    const broken = accepted.flatMap((s) =>
      s.violations
        .filter((v) => v.location[0] === 'request')
        .filter(
          (v) =>
            !(
              v.location.join('.') === 'request.header.accept-language' &&
              A10_OPEN.test(s.acceptLanguage ?? '')
            ) &&
            // A7: whether the single checks' usage headers are mandatory is not shown; the suite
            // leaves Content-Type out once to record the answer, and Prism then reads no JSON body.
            !(v.location.join('.') === 'request.body' && s.contentType === undefined),
        )
        .map((v) => describeSeen(s, v)),
    );
    expect(broken).to.deep.equal([]);
  });

  it('Prism can find a broken response (a mock with fault status-value-enum/other-value)', async function () {
    this.timeout(120_000);
    // The same document and proxy set-up in front of a mock breaking a response rule: Prism must
    // report it, or the zero above proves nothing.
    const faulty = await startMock({ faults: new Set(['status-value-enum/other-value']) });
    const document = join(tempDir('vopc-openapi-'), 'vop.openapi.json');
    writeFileSync(
      document,
      JSON.stringify(
        openapiDocument({
          baseUrl: faulty.baseUrl,
          authUrl: faulty.baseUrl,
          submissionPath: PATHS.bulk,
          version: 'test',
        }),
      ),
    );
    const proxy = await startPrismProxy(document, faulty.baseUrl);
    try {
      const token = await fetch(`${proxy.baseUrl}${PATHS.token}`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${DEMO_CREDENTIALS.apiKey}:${DEMO_CREDENTIALS.apiSecret}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      });
      const { access_token: accessToken } = (await token.json()) as { access_token: string };
      const status = await fetch(
        `${proxy.baseUrl}${PATHS.bulk}/${faulty.providerStateTaskIds.PROCESSED}/status`,
        {
          headers: {
            Authorization: `Bearer ${accessToken}`,
            'X-Request-Id': '3f0c2a5e-8b1d-4c6e-9a7f-1b2c3d4e5f60',
          },
        },
      );
      await status.arrayBuffer();
      const found = JSON.parse(status.headers.get('sl-violations') ?? '[]') as Violation[];
      expect(found.map((v) => v.location.join('.'))).to.include('response.body.status');
    } finally {
      await proxy.close();
      await faulty.close();
    }
  });
});
