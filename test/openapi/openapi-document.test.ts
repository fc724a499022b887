import { join } from 'node:path';
import { validate } from '@readme/openapi-parser';
import { expect } from 'chai';
import { OPERATIONS } from '../../src/api/operations.ts';
import { PATHS } from '../../src/api/paths.ts';
import { openapiDocument } from '../../src/openapi/openapi-document.ts';
import { runCliWithin, tempDir } from '../helpers/run-cli.ts';

type Node = Record<string, unknown>;

const OPTIONS = {
  baseUrl: 'https://vop.example/api',
  authUrl: 'https://auth.example',
  submissionPath: PATHS.bulk,
  version: '0.0.0',
};

/** Every operation object of `document`, by operationId. */
function operations(document: Node): Map<string, Node> {
  const found = new Map<string, Node>();
  for (const item of Object.values(document.paths as Record<string, Node>))
    for (const [method, operation] of Object.entries(item))
      if (['get', 'post', 'put', 'patch', 'delete'].includes(method))
        found.set(String((operation as Node).operationId), operation as Node);
  return found;
}

const headerNames = (operation: Node | undefined) =>
  ((operation?.parameters ?? []) as Node[])
    .filter((p) => p.in === 'header')
    .map((p) => `${String(p.name)}${p.required ? '!' : ''}`);

describe('openapi: the document generated from schemas/', () => {
  const document = openapiDocument(OPTIONS) as Node;

  it('validates as OpenAPI 3.1 with @readme/openapi-parser', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, JSON.stringify(result)).to.equal(true);
    expect((document as { openapi: string }).openapi).to.equal('3.1.0');
  });

  it('the validator rejects a broken document (a $ref to no schema)', async () => {
    const broken = structuredClone(document) as { components: { schemas: Node } };
    delete broken.components.schemas.Status;
    const result = await validate(broken as never);
    expect(result.valid).to.equal(false);
  });

  it('lists every operation of the interface, each with its security', () => {
    const found = operations(document);
    expect([...found.keys()].sort()).to.deep.equal([...OPERATIONS].sort());
    expect(found.get('token')?.security).to.deep.equal([{ basicAuth: [] }]);
    expect((document as { security: unknown }).security).to.deep.equal([{ bearerAuth: [] }]);
  });

  it('gives the bulk operations their headers, bodies and error shapes', () => {
    const found = operations(document);
    for (const id of ['bulk-submit', 'bulk-status', 'bulk-results']) {
      const operation = found.get(id);
      expect(headerNames(operation), id).to.include.members([
        'X-Request-Id!',
        'Accept-Language',
        'X-End-User',
        'X-Software-Supplier',
        'X-Channel',
      ]);
      const responses = operation?.responses as Record<string, Node>;
      for (const status of ['400', '401', '403', '404', '405', '406', '429'])
        expect(Object.keys(responses[status]?.content as Node), `${id} ${status}`).to.deep.equal([
          'application/json',
          'application/problem+json',
        ]);
      expect(Object.keys(responses['400']?.headers as Node), id).to.deep.equal(['X-Request-Id']);
    }
    const submit = found.get('bulk-submit') as Node;
    expect(Object.keys((submit.requestBody as Node).content as Node)).to.deep.equal(['application/x-ndjson']);
    expect((submit.responses as Record<string, Node>)['202']?.content).to.deep.equal({
      'application/json': { schema: { $ref: '#/components/schemas/Submission' } },
    });
    const results = found.get('bulk-results') as Node;
    expect(Object.keys((results.responses as Record<string, Node>)['200']?.headers as Node)).to.deep.equal([
      'X-Request-Id',
      'Content-Disposition',
    ]);
  });

  it('embeds the schemas with their $refs pointing into components', () => {
    const text = JSON.stringify(document);
    const refs = [...text.matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(refs.length).to.be.above(10);
    expect(refs.filter((r) => !r.startsWith('#/components/schemas/'))).to.deep.equal([]);
    expect(text).to.not.include('"$id"');
  });

  it('vop-conformance openapi prints it, with the base URL as server, and writes it with --out', async () => {
    const printed = await runCliWithin(['openapi', '--base-url', 'https://sandbox.example/api/'], {}, 60_000);
    expect(printed.code, printed.stderr).to.equal(0);
    const parsed = JSON.parse(printed.stdout) as {
      servers: Array<{ variables: { base_url: { default: string } } }>;
    };
    expect(parsed.servers[0]?.variables.base_url.default).to.equal('https://sandbox.example/api');
    const out = join(tempDir(), 'vop.openapi.json');
    const written = await runCliWithin(['openapi', '--out', out], {}, 60_000);
    expect(written.code, written.stderr).to.equal(0);
    expect(written.stdout).to.equal('');
    const bad = await runCliWithin(['openapi', '--base-url', 'ftp://x'], {}, 60_000);
    expect(bad.code).to.equal(2);
    expect(bad.stderr)
      .to.include('--base-url / VOP_BASE_URL must use http or https')
      .and.not.match(/^\s+at /m);
  });
});
