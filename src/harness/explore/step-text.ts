import type { ExploreStep, HeaderChoice } from './explore-step.ts';

/** The optional headers of a step as a person reads them: names with their lengths, the miss named. */
function headersText(choice: HeaderChoice): string {
  const names = Object.entries(choice.headers).map(([name, value]) => `${name} (${value.length})`);
  if (names.length === 0) return '';
  const miss = choice.miss ? `, ${choice.miss.header} at its nearest miss` : '';
  return ` with ${names.join(', ')}${miss}`;
}

function acceptText(accept: { readonly value: string | undefined; readonly served: boolean }): string {
  if (accept.value === undefined) return '';
  return ` Accept: ${accept.value}${accept.served ? '' : ' (not served)'}`;
}

/**
 * `step` in one line, as a person reads a sequence (e.g. `results of task 1 (upper-case taskId)`);
 * `tasks`: how many tasks the sequence had been issued before it, so that the task it names is
 * numbered as the sequence issued it (1-based); unknown: its index as drawn.
 */
export function stepText(step: ExploreStep, tasks?: number): string {
  const task = (index: number) => (tasks !== undefined && tasks > 0 ? (index % tasks) + 1 : index);
  switch (step.kind) {
    case 'token':
      return `token request with body ${JSON.stringify(step.form)} (${step.issued ? 'must issue a token' : 'must be refused'})`;
    case 'renew':
      return `the ${step.client} client obtains a new token`;
    case 'submit': {
      const broken = step.records.filter((r) => r.expected !== 'result').length;
      const bytes = step.records.reduce((sum, r) => sum + Buffer.byteLength(JSON.stringify(r.record)) + 1, 0);
      return `submit ${step.records.length} records (${broken} broken, ${bytes} bytes) as ${step.contentType}${headersText(step.headers)}${step.client === 'limited' ? ' by the limited client' : ''}`;
    }
    case 'resend':
      return `resend the file of task ${task(step.task)}`;
    case 'status':
      return `status of task ${task(step.task)}${step.upperCase ? ' (upper-case taskId)' : ''}${headersText(step.headers)}${acceptText(step.accept)}${step.client === 'limited' ? ' by the limited client' : ''}`;
    case 'await':
      return `poll task ${task(step.task)} until it is final`;
    case 'results':
      return `results of task ${task(step.task)}${step.upperCase ? ' (upper-case taskId)' : ''}${headersText(step.headers)}${acceptText(step.accept)}${step.acceptEncoding === undefined ? '' : ` Accept-Encoding: ${step.acceptEncoding}`}${step.client === 'limited' ? ' by the limited client' : ''}`;
    case 'method':
      return `${step.method} on the ${step.subject} path${step.subject === 'submit' ? '' : ` of task ${task(step.task)}`}`;
    case 'task-path':
      return `${step.subject} of ${step.uuid ? 'an unknown UUID' : `a taskId that is no UUID (${step.taskId.length} characters)`}`;
    case 'single':
      return `${step.operation} with a valid body`;
  }
}
