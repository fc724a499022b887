import fc from 'fast-check';
import type { RuleId } from '../../rules/catalogue.ts';
import { bulkRecordByName } from '../../../generators/bulk-record.ts';
import {
  decodedHeaderText,
  latin1HeaderValue,
  utf8Bytes,
  utf8HeaderValue,
} from '../../../generators/non-ascii-header.ts';
import { confirmationOfPayeeBody, organisationCheckBody } from '../../../generators/single-check-body.ts';
import { UNUSUAL_JSON_FORMS, type UnusualJsonForm, unusualJson } from '../../../generators/unusual-json.ts';
import { jsonNumberForm } from '../../../generators/unusual-json.ts';
import { UNUSUAL_NAME_FORMS, type UnusualNameForm, unusualName } from '../../../generators/unusual-name.ts';
import {
  UNUSUAL_TOKEN_FORMS,
  type UnusualTokenForm,
  unusualTokenForm,
} from '../../../generators/unusual-token-form.ts';
import type { JsonValue } from '../../../generators/unusual-json.ts';
import type { Exchange } from '../../client/types.ts';
import { limits } from '../../schemas/limits.ts';
import { expectNoServerError } from '../../checks/expect-no-server-error.ts';
import type { PropertySpec } from '../property.ts';
import type { RunContext } from '../run-context.ts';
import { sendSingleCheck } from '../send-single-check.ts';
import { resultsOperation, statusOperation, submitOperation } from '../bulk-operations.ts';
import { ndjson } from '../tasks.ts';

/** The operations with a payee name: organisation check `name`, confirmation of payee `Name`, bulk record `party.name`. */
type NameOperation = 'org-check' | 'cop-check' | 'bulk-submit';
const NAME_OPERATIONS: readonly NameOperation[] = ['org-check', 'cop-check', 'bulk-submit'];

/**
 * The free-text headers of each operation that has one (interface.md Endpoints/2, 3: "(string)";
 * Endpoints/4, 5, A2: X-Software-Supplier and X-Channel, free values of at most 70 characters).
 * The token request has none.
 */
const FREE_TEXT_HEADERS = [
  ['org-check', 'X-Correlation-Id'],
  ['cop-check', 'x-fapi-interaction-id'],
  ['bulk-submit', 'X-Software-Supplier'],
  ['bulk-submit', 'X-Channel'],
  ['bulk-status', 'X-Software-Supplier'],
  ['bulk-status', 'X-Channel'],
  ['bulk-results', 'X-Software-Supplier'],
  ['bulk-results', 'X-Channel'],
] as const;
type HeaderOperation = (typeof FREE_TEXT_HEADERS)[number][0];

/**
 * How a header value is unusual: Latin-1 obs-text (one byte per character), UTF-8 bytes of text
 * outside ASCII, or (headers without a documented limit) a long value of 1024 characters.
 */
type HeaderForm = 'latin-1' | 'utf-8' | 'long';

/** One robustness case: what is sent, on which operation; the target must answer it without a 5xx. */
export type RobustnessCase =
  | {
      readonly kind: 'header';
      readonly operation: HeaderOperation;
      readonly header: string;
      readonly form: HeaderForm;
      readonly value: string;
    }
  | {
      readonly kind: 'name';
      readonly operation: NameOperation;
      readonly form: UnusualNameForm;
      readonly body: Readonly<Record<string, unknown>>;
      readonly name: string;
    }
  | {
      readonly kind: 'json';
      readonly operation: NameOperation;
      readonly form: UnusualJsonForm;
      readonly body: string;
    }
  | {
      readonly kind: 'token-form';
      readonly operation: 'token';
      readonly form: UnusualTokenForm;
      readonly body: string;
    };

/** A valid body of `operation` with `name` as its payee name (a bulk file of one record). */
function bodyWithName(
  operation: NameOperation,
  name: fc.Arbitrary<string>,
): fc.Arbitrary<Record<string, unknown>> {
  if (operation === 'org-check') return organisationCheckBody(name);
  if (operation === 'cop-check') return confirmationOfPayeeBody(name);
  return fc.tuple(bulkRecordByName(), name).map(([record, n]) => ({ ...record, party: { name: n } }));
}

function nameOf(operation: NameOperation, body: Readonly<Record<string, unknown>>): string {
  if (operation === 'bulk-submit') return String((body.party as { name?: unknown } | undefined)?.name);
  return String(operation === 'org-check' ? body.name : body.Name);
}

const byteLength = (text: string) => Buffer.byteLength(text, 'utf8');

function longHeaderValue(): fc.Arbitrary<string> {
  return fc.uuid().map((id) => `${id}-`.repeat(30).slice(0, 1024));
}

function headerCases(): fc.Arbitrary<RobustnessCase> {
  const max = Math.min(limits().channelMax, limits().softwareSupplierMax);
  return fc
    .tuple(fc.constantFrom(...FREE_TEXT_HEADERS), fc.constantFrom<HeaderForm>('latin-1', 'utf-8', 'long'))
    .chain(([[operation, header], form]) => {
      const bulk = operation.startsWith('bulk-');
      const chosen: HeaderForm = bulk && form === 'long' ? 'utf-8' : form;
      const value =
        chosen === 'latin-1'
          ? latin1HeaderValue({ maxLength: max })
          : chosen === 'utf-8'
            ? utf8HeaderValue({ maxLength: max })
            : longHeaderValue();
      return value.map((v): RobustnessCase => ({
        kind: 'header',
        operation,
        header,
        form: chosen,
        value: v,
      }));
    });
}

function nameCases(): fc.Arbitrary<RobustnessCase> {
  return fc
    .tuple(fc.constantFrom(...NAME_OPERATIONS), fc.constantFrom(...UNUSUAL_NAME_FORMS))
    .chain(([operation, form]) =>
      fc
        .tuple(bodyWithName(operation, unusualName(form)), fc.constant(form))
        .map(([body, f]): RobustnessCase => ({
          kind: 'name',
          operation,
          form: f,
          body,
          name: nameOf(operation, body),
        })),
    );
}

function jsonText(body: Record<string, unknown>, form: UnusualJsonForm, number?: string): string {
  return unusualJson(body as Record<string, JsonValue>, form, number);
}

function jsonCases(): fc.Arbitrary<RobustnessCase> {
  return fc
    .tuple(fc.constantFrom(...NAME_OPERATIONS), fc.constantFrom(...UNUSUAL_JSON_FORMS), jsonNumberForm())
    .chain(([operation, form, number]) =>
      bodyWithName(operation, unusualOrPlainName()).map((body): RobustnessCase => ({
        kind: 'json',
        operation,
        form,
        body: jsonText(body, form, number),
      })),
    );
}

/** A name for a JSON case: usually a plain BMP name (from the valid body), sometimes an unusual one. */
function unusualOrPlainName(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('Acme Holding BV', 'Jane Doe', 'Zoë Ørsted-Łukasz') },
    { weight: 1, arbitrary: fc.constantFrom(...UNUSUAL_NAME_FORMS).chain(unusualName) },
  );
}

function tokenCases(): fc.Arbitrary<RobustnessCase> {
  return fc.constantFrom(...UNUSUAL_TOKEN_FORMS).chain((form) =>
    unusualTokenForm(form).map((body): RobustnessCase => ({
      kind: 'token-form',
      operation: 'token',
      form,
      body,
    })),
  );
}

/** The fixed values every run tries first: one per operation, field and form (deterministic coverage). */
const EXAMPLE_NAMES: Readonly<Record<UnusualNameForm, string>> = {
  astral: 'Acme 🏦 Bank',
  'combining-mark': 'Jose\u0301 Mu\u0308ller',
  'right-to-left': 'שלום שרה',
  'zero-width': 'Acme\u200bBank',
  'long-multi-byte': '李'.repeat(140),
};
const EXAMPLE_HEADER_VALUES: Readonly<Record<HeaderForm, string>> = {
  'latin-1': 'Café Zürich Süd',
  'utf-8': utf8Bytes(Array.from('Zürich–東京 Ost 😀 '.repeat(5)).slice(0, 70).join('')),
  long: '0b3c5d7e-1111-4222-8333-944455556666-'.repeat(28).slice(0, 1024),
};

function first<T>(arbitrary: fc.Arbitrary<T>): T {
  const [value] = fc.sample(arbitrary, { seed: 1, numRuns: 1 });
  if (value === undefined) throw new Error('an arbitrary drew no value');
  return value;
}

function examples(): RobustnessCase[] {
  const headers = FREE_TEXT_HEADERS.flatMap(([operation, header]) =>
    (operation.startsWith('bulk-')
      ? (['latin-1', 'utf-8'] as const)
      : (['latin-1', 'utf-8', 'long'] as const)
    ).map((form): RobustnessCase => ({
      kind: 'header',
      operation,
      header,
      form,
      value: EXAMPLE_HEADER_VALUES[form],
    })),
  );
  const names = NAME_OPERATIONS.flatMap((operation) =>
    UNUSUAL_NAME_FORMS.map((form): RobustnessCase => {
      const body = first(bodyWithName(operation, fc.constant(EXAMPLE_NAMES[form])));
      return { kind: 'name', operation, form, body, name: EXAMPLE_NAMES[form] };
    }),
  );
  const json = NAME_OPERATIONS.flatMap((operation) =>
    UNUSUAL_JSON_FORMS.map((form): RobustnessCase => ({
      kind: 'json',
      operation,
      form,
      body: jsonText(first(bodyWithName(operation, fc.constant('Zoë Ørsted'))), form),
    })),
  );
  const token: RobustnessCase[] = [
    {
      kind: 'token-form',
      operation: 'token',
      form: 'extra-parameter',
      body: 'grant_type=client_credentials&scope=payee',
    },
    {
      kind: 'token-form',
      operation: 'token',
      form: 'percent-encoding',
      body: 'grant_type=client_credentials&client_note=caf%C3%A9+Z%C3%BCrich',
    },
  ];
  return [...headers, ...names, ...json, ...token];
}

/** A case as a person reads it: operation, field, form, the value (escaped) with its length in characters and UTF-8 bytes. */
export function describeRobustnessCase(c: RobustnessCase): string {
  const shown = (text: string) => JSON.stringify(text.length > 120 ? `${text.slice(0, 120)}…` : text);
  const size = (text: string) => `${Array.from(text).length} characters, ${byteLength(text)} bytes in UTF-8`;
  switch (c.kind) {
    case 'header': {
      const text = c.form === 'utf-8' ? (decodedHeaderText(c.value) ?? c.value) : c.value;
      const bytes = c.form === 'utf-8' ? `${c.value.length} bytes as UTF-8` : `${c.value.length} bytes`;
      return `${c.operation}: header ${c.header} (${c.form}) ${shown(text)} (${Array.from(text).length} characters, ${bytes}); must get no 5xx`;
    }
    case 'name':
      return `${c.operation}: name (${c.form}) ${shown(c.name)} (${size(c.name)}); must get no 5xx`;
    case 'json':
      return `${c.operation}: body as JSON (${c.form}) ${shown(c.body)}; must get no 5xx`;
    case 'token-form':
      return `token: form body (${c.form}) ${shown(c.body)}; must get no 5xx`;
  }
}

function sendHeaderCase(run: RunContext, c: Extract<RobustnessCase, { kind: 'header' }>): Promise<Exchange> {
  const headers = { [c.header]: c.value };
  if (c.operation === 'org-check' || c.operation === 'cop-check') {
    const body = first(c.operation === 'org-check' ? organisationCheckBody() : confirmationOfPayeeBody());
    return sendSingleCheck(run, c.operation, body, { headers });
  }
  const target =
    c.operation === 'bulk-submit'
      ? submitOperation()
      : c.operation === 'bulk-status'
        ? statusOperation()
        : resultsOperation();
  return target.send(run, { headers });
}

/** Sends `c` as its operation does (a bulk name or JSON case as a file of one record). */
function sendCase(run: RunContext, c: RobustnessCase): Promise<Exchange> {
  switch (c.kind) {
    case 'header':
      return sendHeaderCase(run, c);
    case 'name':
      return c.operation === 'bulk-submit'
        ? submitOperation().sendBody(run, {}, ndjson([c.body]))
        : sendSingleCheck(run, c.operation, c.body);
    case 'json':
      return c.operation === 'bulk-submit'
        ? submitOperation().sendBody(run, {}, `${c.body}\n`)
        : sendSingleCheck(run, c.operation, c.body);
    case 'token-form':
      return run.client.tokens.request({ body: c.body });
  }
}

/**
 * The robustness property of `server-no-5xx` (interface.md Errors/HTTP statuses: a malformed or
 * non-compliant request gets 400, so no request gets a 5xx): legal but unusual input on every
 * operation and every free-text field and header. Non-ASCII header bytes (Latin-1 obs-text and
 * UTF-8) in X-Correlation-Id, x-fapi-interaction-id, X-Software-Supplier and X-Channel; astral
 * characters, combining marks, right-to-left text, zero-width characters and 140 three-byte
 * characters in every payee name (organisation check, confirmation of payee, bulk records;
 * A13); headers of 1024 characters where no limit is documented; JSON with `\u` escapes,
 * duplicate member names, reversed key order and unusual number forms; token forms with extra
 * and percent-encoded parameters. Judged: no 5xx only (and, on a bulk operation's 4xx, the error
 * shape, as every exchange is). Never acceptance: a restriction for the positive path is not a
 * restriction for the robustness path. Every operation, field and form is tried first as a
 * fixed example, then `--runs` generated cases.
 */
export function robustnessProperty(ruleId: RuleId): PropertySpec<RobustnessCase> {
  return {
    ruleId,
    title:
      'legal but unusual input on every operation (non-ASCII header bytes, astral, combining, right-to-left and zero-width names, long values, unusual JSON and forms) gets no 5xx',
    cost: 'request',
    arbitrary: () => fc.oneof(headerCases(), nameCases(), jsonCases(), tokenCases()),
    examples,
    describe: describeRobustnessCase,
    check: async (run, c) => {
      expectNoServerError(await sendCase(run, c));
    },
  };
}
