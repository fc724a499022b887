import { escape } from '../report/html-escape.ts';
import type { EfficacyReport, FaultOutcome } from './efficacy-report.ts';

const STYLE = `body{font-family:system-ui,sans-serif;margin:2em}table{border-collapse:collapse}
td,th{border:1px solid #ccc;padding:.3em .6em;text-align:left;vertical-align:top}
.ok{color:#2e7d32}.bad{color:#c62828;font-weight:bold}.other{color:#666}`;

function cell(ok: boolean, text: string): string {
  return `<td class="${ok ? 'ok' : 'bad'}">${escape(text)}</td>`;
}

function faultRow(f: FaultOutcome): string {
  const others = f.failedRules.filter((id) => id !== f.rule);
  return (
    `<tr><td><code>${escape(f.fault)}</code></td><td><code>${escape(f.rule)}</code></td>` +
    cell(f.detected, f.detected ? 'detected' : `MISSED (${f.reason ?? ''})`) +
    `<td class="other">${escape(others.join(', '))}</td><td>${f.seconds}</td></tr>`
  );
}

/**
 * `efficacy.html`: the false-alarm runs on top (each must pass), then the detection matrix
 * fault → the rule it breaks, detected or MISSED and why, the other rules that failed, seconds
 * taken; then the rules no fault breaks. Every text is redacted and escaped.
 */
export function renderEfficacyPage(report: EfficacyReport): string {
  const detected = report.faults.filter((f) => f.detected).length;
  const alarms = report.falseAlarms.filter((s) => !s.passed).length;
  const setRows = report.falseAlarms.map(
    (s) =>
      `<tr><td>${escape(s.set)}</td>${cell(s.passed, s.passed ? 'passed' : `FALSE ALARM${s.reason ? ` (${s.reason})` : ''}`)}` +
      `<td>${escape(s.failedRules.join(', '))}</td><td>${s.seconds}</td></tr>`,
  );
  const gaps =
    report.rulesWithoutFault.length === 0
      ? '<p class="ok">Every rule of the catalogue is broken by at least one fault.</p>'
      : `<ul>${report.rulesWithoutFault.map((id) => `<li><code>${escape(id)}</code></li>`).join('')}</ul>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>vop-conformance efficacy</title><style>${STYLE}</style></head>
<body>
<h1>vop-conformance efficacy</h1>
${report.interrupted ? `<p><b>Interrupted</b>: not finished, so not counted: ${escape(report.interrupted.notRun.join(', '))}.</p>` : ''}
<p>Started ${escape(report.startedAt)}, ${report.seconds} s, ${report.runs} cases per property against the correct mock, ${report.faultRuns} against each fault.
Detected ${detected}/${report.faults.length} faults; false alarms ${alarms}/${report.falseAlarms.length}.
Machine-readable: <a href="efficacy.json">efficacy.json</a>.</p>
<h2>Correct mock (every run must pass)</h2>
<table><tr><th>choice set</th><th>verdict</th><th>failed rules</th><th>seconds</th></tr>
${setRows.join('\n')}
</table>
<h2>Detection matrix (every fault must fail its own rule)</h2>
<table><tr><th>fault</th><th>its rule</th><th>verdict</th><th>other rules that failed</th><th>seconds</th></tr>
${report.faults.map(faultRow).join('\n')}
</table>
<h2>Rules no fault breaks (${report.rulesWithoutFault.length})</h2>
${gaps}
</body></html>
`;
}
