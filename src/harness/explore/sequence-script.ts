import { curlConnectionFlags } from '../../client/curl-connection.ts';
import { jsonBody } from '../../client/json-body.ts';
import type { OutgoingRequest } from '../../client/types.ts';
import { redactor } from '../../output/redactor.ts';
import { shellQuote } from '../../output/shell-quote.ts';
import type { ExploreClient, ExploreStep } from './explore-step.ts';
import type { SequenceExchange } from './explore-target.ts';
import { stepText } from './step-text.ts';

/** A sequence as it was run: its steps and each exchange with its step and client. */
export interface RunSequence {
  readonly steps: readonly ExploreStep[];
  readonly exchanges: readonly SequenceExchange[];
}

/** The variables of each client's API key and secret (interface.md Authentication 2; A5). */
const CREDENTIALS: Readonly<Record<ExploreClient, readonly [string, string]>> = {
  full: ['VOP_API_KEY', 'VOP_API_SECRET'],
  limited: ['VOP_LIMITED_API_KEY', 'VOP_LIMITED_API_SECRET'],
};

/** Longest poll of a replayed `await` step, seconds (one status read a second). */
const POLL_SECONDS = 300;

/** The variable holding each client's bearer token in the script. */
const TOKEN: Readonly<Record<ExploreClient, string>> = { full: 'TOKEN', limited: 'LIMITED_TOKEN' };

/** The taskId an exchange of a submission was issued, when it was accepted with one. */
function issuedTaskId(e: SequenceExchange): string | undefined {
  const { request, response } = e.exchange;
  if (request.operation !== 'bulk-submit' || response.status >= 300) return undefined;
  const taskId = (jsonBody(e.exchange) as { taskId?: unknown } | undefined)?.taskId;
  return typeof taskId === 'string' ? taskId : undefined;
}

/**
 * For a results step whose read was served (200) and judged by a status read made right after it
 * (its task not known final before the step), that status read; else undefined.
 */
function servedResultsStatusRead(
  step: ExploreStep,
  made: readonly SequenceExchange[],
): SequenceExchange | undefined {
  if (step.kind !== 'results') return undefined;
  const [read, ...after] = made;
  if (read?.exchange.response.status !== 200) return undefined;
  return after.find((e) => e.exchange.request.operation === 'bulk-status');
}

/** For each step of `sequence`, how many tasks the sequence had been issued before it began. */
export function tasksBefore(sequence: RunSequence): number[] {
  return sequence.steps.map(
    (_, index) => sequence.exchanges.filter((e) => e.step <= index && issuedTaskId(e) !== undefined).length,
  );
}

/** A sed program printing the string member `name` of a one-line JSON body. */
function member(name: string): string {
  return shellQuote(`s/.*"${name}" *: *"\\([^"]*\\)".*/\\1/p`);
}

/** The Basic credential of `client`, computed by the shell from its variables. */
function basic(client: ExploreClient): string {
  const [key, secret] = CREDENTIALS[client];
  return `"Authorization: Basic $(printf '%s:%s' "$${key}" "$${secret}" | base64 | tr -d '\\n')"`;
}

/**
 * `url` as one shell word in which every taskId the sequence was issued (in either letter case,
 * A11) reads from its variable (`${TASK_1}`, `${TASK_1^^}` for the upper-case form).
 */
function urlWord(url: string, taskIds: readonly string[]): string {
  let word = '';
  let rest = url;
  for (let next = firstTaskId(rest, taskIds); next; next = firstTaskId(rest, taskIds)) {
    const before = rest.slice(0, next.at);
    word += `${before === '' ? '' : shellQuote(before)}"\${TASK_${next.index + 1}${next.upper ? '^^' : ''}}"`;
    rest = rest.slice(next.at + next.length);
  }
  return word + (rest === '' ? '' : shellQuote(rest));
}

/** Where in `text` the first of `taskIds` (as issued or upper case) is, which one, in which case. */
function firstTaskId(
  text: string,
  taskIds: readonly string[],
): { at: number; index: number; upper: boolean; length: number } | undefined {
  let first: { at: number; index: number; upper: boolean; length: number } | undefined;
  for (const [index, taskId] of taskIds.entries()) {
    for (const form of [taskId, taskId.toUpperCase()]) {
      const at = text.indexOf(form);
      if (at !== -1 && (first === undefined || at < first.at))
        first = { at, index, upper: form !== taskId, length: form.length };
    }
  }
  return first;
}

/** Whether `request` is the client's own token request (the form the token provider sends). */
function isOwnTokenRequest(request: OutgoingRequest): boolean {
  return (
    request.operation === 'token' &&
    request.method === 'POST' &&
    request.body === 'grant_type=client_credentials'
  );
}

/**
 * The curl words of `request`: how the run reached the target (CA file, client certificate,
 * proxy: `curlConnectionFlags`), method, URL, headers (credentials from variables), body.
 */
function curlOf(request: OutgoingRequest, client: ExploreClient, taskIds: readonly string[]): string {
  const words = [
    'curl',
    '-sS',
    ...curlConnectionFlags(request.url),
    '-X',
    request.method,
    urlWord(request.url, taskIds),
  ];
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.toLowerCase() !== 'authorization') words.push('-H', shellQuote(`${name}: ${value}`));
    else if (/^Basic /i.test(value)) words.push('-H', basic(client));
    else if (/^Bearer /i.test(value)) words.push('-H', `"Authorization: Bearer $${TOKEN[client]}"`);
    else words.push('-H', shellQuote(`${name}: ${value}`));
  }
  if (request.body !== undefined) words.push('--data-binary', shellQuote(request.body));
  return words.join(' ');
}

/**
 * The sequence as a bash script that replays it against the same target: each step a comment
 * with the statuses it got, then its requests; the client's bearer tokens obtained as the run
 * obtained them, from `VOP_API_KEY` and `VOP_API_SECRET` (and the limited pair), never written
 * out (`tokenUrl`: the token endpoint's URL); each request through the CA file, client
 * certificate and proxy the run used (paths and placeholders only); each taskId a submission was issued kept in `TASK_<n>` and used by every later request.
 * Redacted as every output is.
 */
export function sequenceScript(sequence: RunSequence, tokenUrl: string): string {
  const taskIds: string[] = [];
  const lines: string[] = [];
  const tokenLine = (client: ExploreClient, request: OutgoingRequest) =>
    `${TOKEN[client]}=$(${curlOf(request, client, taskIds)} | sed -n ${member('access_token')})`;
  for (const client of new Set(sequence.exchanges.map((e) => e.client))) {
    const request: OutgoingRequest = {
      operation: 'token',
      method: 'POST',
      url: tokenUrl,
      headers: { Authorization: 'Basic -', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    };
    lines.push(tokenLine(client, request));
  }
  const tasks = tasksBefore(sequence);
  sequence.steps.forEach((step, index) => {
    const made = sequence.exchanges.filter((e) => e.step === index + 1);
    const statuses = made.map((e) => e.exchange.response.status).join(', ');
    lines.push(`# ${index + 1}. ${stepText(step, tasks[index])}${statuses ? ` → ${statuses}` : ''}`);
    const pollLine = (poll: SequenceExchange) =>
      // A poll waits as long as the task takes, not as many reads as the run needed.
      `for _ in $(seq 1 ${POLL_SECONDS}); do s=$(${curlOf(poll.exchange.request, poll.client, taskIds)} | sed -n ${member('status')}); echo "status: $s"; case "$s" in NOT_STARTED|IN_PROGRESS) sleep 1 ;; *) break ;; esac; done`;
    const poll = step.kind === 'await' ? made[0] : undefined;
    if (poll) {
      lines.push(pollLine(poll));
      return;
    }
    const statusRead = servedResultsStatusRead(step, made);
    if (statusRead) {
      // The run read a file of a task it did not yet know final, and the task was final by then:
      // the replay waits for it, so a replay slower or faster than the run reads the same file.
      lines.push('# (its task is first polled until final, as the run found it when reading the file)');
      lines.push(pollLine(statusRead));
    }
    for (const e of made) {
      if (e === statusRead) continue;
      const { client, exchange } = e;
      const { request } = exchange;
      if (isOwnTokenRequest(request)) {
        lines.push(tokenLine(client, request));
        continue;
      }
      const taskId = issuedTaskId(e);
      if (taskId !== undefined) {
        taskIds.push(taskId);
        const curl = `${curlOf(request, client, taskIds)} -w '\\nHTTP %{http_code}\\n'`;
        lines.push(
          `R=$(${curl}); echo "$R"; TASK_${taskIds.length}=$(printf '%s' "$R" | sed -n ${member('taskId')})`,
        );
      } else {
        lines.push(`${curlOf(request, client, taskIds)} -i; echo`);
      }
    }
  });
  return redactor.redact(lines.join('\n'));
}
