import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV4, type V3MockServer } from '@pact-foundation/pact';
import { expect } from 'chai';
import { Scheduler } from '../../src/client/scheduler.ts';
import { Transport } from '../../src/client/transport.ts';
import { VopClient } from '../../src/client/vop-client.ts';
import { PATHS, resultsPath, statusPath } from '../../src/api/paths.ts';
import { contentDispositionRegex } from './content-disposition.ts';
import { mockServerMismatches, untilMockServerRecorded } from './mock-server-records.ts';
import { ndjsonLinesRegex } from './ndjson-lines.ts';
import { PACT_NAMES, PROVIDER_STATES } from '../../src/api/provider-states.ts';
import { responseHeaderPattern } from './schema-patterns.ts';

const { regex, like, fromProviderState } = MatchersV3;

/** Where the pacts are written: VOP_PACT_DIR, else reports/pacts/ (git-ignored). */
export const PACT_DIR =
  process.env.VOP_PACT_DIR ?? fileURLToPath(new URL('../../reports/pacts/', import.meta.url));

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const EXAMPLE_TASK = '8f6d3c2a-1b4e-4c5d-9e8f-0a1b2c3d4e5f';
/** Made-up credentials: a pact never holds a real one (the verifier's request filter sets them). */
const EXAMPLE_CREDENTIALS = { apiKey: 'example-api-key', apiSecret: 'example-api-secret' };
const EXAMPLE_TOKEN = 'example-bearer-token';

/**
 * Accept of every bulk request but the result file: the documented default (Endpoints/4: "defaults
 * to application/json"), sent explicitly, so that the pact names the one media type these
 * interactions are written for rather than the `Accept: *\/*` the Pact Verifier would send.
 */
const ACCEPT_JSON = 'application/json';
const requestId = regex(`^${UUID}$`, 'b0f1a2c3-d4e5-4f60-8a71-92b3c4d5e6f7');
const requestHeaders = {
  'X-Request-Id': requestId,
  Authorization: regex('^Bearer \\S+$', `Bearer ${EXAMPLE_TOKEN}`),
  Accept: ACCEPT_JSON,
};
const echoedRequestId = { 'X-Request-Id': regex(`^${UUID}$`, 'b0f1a2c3-d4e5-4f60-8a71-92b3c4d5e6f7') };

/**
 * Runs `test` with a client of the Pact mock server (made-up credentials, its own transport),
 * closes the transport whatever happens, then waits until the mock server has recorded every
 * request it answered (see untilMockServerRecorded: without it, a loaded machine reports an
 * answered request as "expected but not received").
 */
async function withClient(server: V3MockServer, test: (client: VopClient) => Promise<void>): Promise<void> {
  const client = new VopClient(
    { baseUrl: server.url, authUrl: server.url, credentials: EXAMPLE_CREDENTIALS },
    new Transport(),
    new Scheduler({ ratePerSecond: 0, concurrency: 1 }),
  );
  try {
    await test(client);
  } finally {
    await client.transport.close();
  }
  await untilMockServerRecorded(() => mockServerMismatches(server.port));
}

function pact(): PactV4 {
  return new PactV4({
    consumer: process.env.VOP_PACT_CONSUMER ?? PACT_NAMES.consumer,
    provider: process.env.VOP_PACT_PROVIDER ?? PACT_NAMES.provider,
    dir: PACT_DIR,
    logLevel: 'error',
  });
}

const taskPath = (kind: 'status' | 'results') =>
  fromProviderState(
    kind === 'status' ? statusPath('${taskId}') : resultsPath('${taskId}'),
    kind === 'status' ? statusPath(EXAMPLE_TASK) : resultsPath(EXAMPLE_TASK),
  );

describe('contract: consumer pacts of the bank integration (PactV4)', () => {
  it('token: client credentials get a bearer token (Endpoints/1; A1)', async () => {
    await pact()
      .addInteraction()
      .uponReceiving('a token request with client credentials')
      .withRequest('POST', PATHS.token, (b) => {
        b.headers({
          Authorization: regex(
            '^Basic [A-Za-z0-9+/=]+$',
            'Basic ZXhhbXBsZS1hcGkta2V5OmV4YW1wbGUtYXBpLXNlY3JldA==',
          ),
          'Content-Type': regex('^application/x-www-form-urlencoded.*', 'application/x-www-form-urlencoded'),
        });
        // Text, not the form type: Pact sniffs a declared binary type and rejects the form as text/plain.
        b.body('text/plain', Buffer.from('grant_type=client_credentials'));
      })
      // Only access_token: the client accepts expires_in as a number or a string, and copes without it (A1).
      .willRespondWith(200, (b) => b.jsonBody({ access_token: like(EXAMPLE_TOKEN) }))
      .executeTest((server) =>
        withClient(server, async (client) => {
          expect(await client.tokens.token()).to.equal(EXAMPLE_TOKEN);
        }),
      );
  });

  it('submission: an NDJSON file gets 202 and a taskId (A2)', async () => {
    const record = {
      uetr: randomUUID(),
      party: { name: 'Jane Doe' },
      partyAccount: { iban: 'NL91ABNA0417164300' },
      requestingAgent: { financialInstitutionId: { bicfi: 'ABNANL2A' } },
    };
    const body = `${JSON.stringify(record)}\n`;
    await pact()
      .addInteraction()
      .uponReceiving('a bulk submission of one valid record')
      .withRequest('POST', PATHS.bulk, (b) => {
        b.headers({
          ...requestHeaders,
          'Content-Type': regex('^application/x-ndjson.*', 'application/x-ndjson'),
        });
        b.body('text/plain', Buffer.from(body));
      })
      .willRespondWith(202, (b) => {
        b.headers(echoedRequestId);
        b.jsonBody({ taskId: regex(`^${UUID}$`, EXAMPLE_TASK) });
      })
      .executeTest((server) =>
        withClient(server, async (client) => {
          const exchange = await client.send({
            operation: 'bulk-submit',
            method: 'POST',
            path: PATHS.bulk,
            headers: {
              Authorization: `Bearer ${EXAMPLE_TOKEN}`,
              Accept: ACCEPT_JSON,
              'Content-Type': 'application/x-ndjson',
            },
            body,
          });
          expect(exchange.response.status).to.equal(202);
          expect((JSON.parse(exchange.response.bodyText) as { taskId: string }).taskId).to.equal(
            EXAMPLE_TASK,
          );
        }),
      );
  });

  const statuses: Array<[string, string, Record<string, unknown>]> = [
    [PROVIDER_STATES.processedTask, 'PROCESSED', { status: 'PROCESSED' }],
    [PROVIDER_STATES.failedTask, 'FAILED', { status: 'FAILED', detail: like('The file was corrupt.') }],
    [
      PROVIDER_STATES.timedOutTask,
      'TIMED_OUT',
      { status: 'TIMED_OUT', detail: like('Responding PSPs timed out.') },
    ],
    [
      PROVIDER_STATES.pendingTask,
      'NOT_STARTED or IN_PROGRESS',
      { status: regex('^(NOT_STARTED|IN_PROGRESS)$', 'IN_PROGRESS') },
    ],
  ];
  for (const [state, label, body] of statuses) {
    it(`status: ${label} (Endpoints/4; States and transitions)`, async () => {
      await pact()
        .addInteraction()
        .given(state)
        .uponReceiving(`a status request for a task that is ${label}`)
        .withRequest('GET', taskPath('status'), (b) => b.headers(requestHeaders))
        .willRespondWith(200, (b) => {
          b.headers(echoedRequestId);
          b.jsonBody(body);
        })
        .executeTest((server) =>
          withClient(server, async (client) => {
            const exchange = await client.send({
              operation: 'bulk-status',
              method: 'GET',
              path: statusPath(EXAMPLE_TASK),
              headers: { Authorization: `Bearer ${EXAMPLE_TOKEN}`, Accept: ACCEPT_JSON },
            });
            expect(exchange.response.status).to.equal(200);
            expect(JSON.parse(exchange.response.bodyText)).to.have.property('status');
          }),
        );
    });
  }

  it('results: the NDJSON file with a line per record and its file name (Endpoints/5)', async () => {
    const line = `{"uetr":"${randomUUID()}","partyNameMatch":"MTCH","additionalPartyInformation":{"advancedInfo":{"accountHolderType":"NP","accountStatus":"ACTIVE"}}}\n`;
    await pact()
      .addInteraction()
      .given(PROVIDER_STATES.processedTaskWithOneRecord)
      .uponReceiving('a results request for a PROCESSED task')
      .withRequest('GET', taskPath('results'), (b) =>
        b.headers({ ...requestHeaders, Accept: regex('^application/x-ndjson$', 'application/x-ndjson') }),
      )
      .willRespondWith(200, (b) => {
        b.headers({
          ...echoedRequestId,
          'Content-Type': regex(
            responseHeaderPattern('results-headers.schema.json', 'content-type'),
            'application/x-ndjson',
          ),
          'Content-Disposition': regex(
            contentDispositionRegex(),
            `attachment; filename="${EXAMPLE_TASK}.ndjson"`,
          ),
        });
        b.body('text/plain', Buffer.from(line));
        b.matchingRules({ body: [{ path: '$', rules: [regex(ndjsonLinesRegex(), line)] }] });
      })
      .executeTest((server) =>
        withClient(server, async (client) => {
          const exchange = await client.send({
            operation: 'bulk-results',
            method: 'GET',
            path: resultsPath(EXAMPLE_TASK),
            headers: { Authorization: `Bearer ${EXAMPLE_TOKEN}`, Accept: 'application/x-ndjson' },
          });
          expect(
            exchange.response.bodyText
              .trim()
              .split('\n')
              .map((l) => (JSON.parse(l) as { uetr: string }).uetr),
          ).to.have.length(1);
        }),
      );
  });

  const errors: Array<
    [
      string,
      string | undefined,
      number,
      () => ReturnType<typeof taskPath> | string,
      Record<string, unknown>,
      boolean,
    ]
  > = [
    [
      'a status request with a taskId that is not a UUID',
      undefined,
      400,
      () => statusPath('not-a-uuid'),
      { code: 'FORMAT_ERROR', title: 'INVALID_FIELD', type: like('/problems/format-error') },
      true,
    ],
    [
      'a status request without a bearer token',
      PROVIDER_STATES.processedTask,
      401,
      () => taskPath('status'),
      { type: like('/problems/unauthorized'), code: like('UNAUTHORIZED') },
      false,
    ],
    [
      'a status request for a task that does not exist',
      PROVIDER_STATES.noSuchTask,
      404,
      () => statusPath(EXAMPLE_TASK),
      { type: like('/problems/not-found'), code: like('NOT_FOUND') },
      true,
    ],
  ];
  for (const [description, state, status, path, body, withToken] of errors) {
    it(`error: ${status} for ${description} (Errors)`, async () => {
      const interaction = pact().addInteraction();
      if (state) interaction.given(state);
      await interaction
        .uponReceiving(description)
        .withRequest('GET', path(), (b) =>
          b.headers(withToken ? requestHeaders : { 'X-Request-Id': requestId, Accept: ACCEPT_JSON }),
        )
        .willRespondWith(status, (b) => {
          b.headers({
            ...echoedRequestId,
            'Content-Type': regex(
              responseHeaderPattern('error-headers.schema.json', 'content-type'),
              'application/json',
            ),
          });
          b.jsonBody(body);
        })
        .executeTest((server) =>
          withClient(server, async (client) => {
            const concrete = typeof path() === 'string' ? (path() as string) : statusPath(EXAMPLE_TASK);
            const exchange = await client.send({
              operation: 'bulk-status',
              method: 'GET',
              path: concrete,
              auth: 'none',
              headers: withToken
                ? { Authorization: `Bearer ${EXAMPLE_TOKEN}`, Accept: ACCEPT_JSON }
                : { Accept: ACCEPT_JSON },
            });
            expect(exchange.response.status).to.equal(status);
          }),
        );
    });
  }
});
