import type { Calibration } from './calibration.ts';

/**
 * The lines `mock --like` prints about `calibration`: each determined choice with the exchange
 * that showed it, the settings seen, each undetermined choice with the alternative kept and why,
 * the choices not observed (default kept), and the deviations (with `withDeviations`, the faults
 * switched on; without it, how to switch them on).
 */
export function calibrationSummary(calibration: Calibration, withDeviations: boolean): string[] {
  const { settings } = calibration;
  const lines = [`calibrated: ${calibration.determined.length} choice(s) determined by the source run`];
  for (const d of calibration.determined)
    lines.push(
      `  ${d.id}=${d.alternative} (shown by ${d.shownBy}${d.count > 1 ? ` and ${d.count - 1} more` : ''})`,
    );
  const set = Object.entries(settings).map(([name, value]) => `${name} ${String(value)}`);
  if (set.length > 0) lines.push(`settings seen: ${set.join(', ')}`);
  if (calibration.undetermined.length > 0) {
    lines.push(`undetermined: ${calibration.undetermined.length} choice(s), not guessed`);
    for (const u of calibration.undetermined) lines.push(`  ${u.id}: keeps ${u.kept}; ${u.reason}`);
  }
  if (calibration.notObserved.length > 0)
    lines.push(
      `not observed: ${calibration.notObserved.length} choice(s) keep their default: ${calibration.notObserved.join(', ')}`,
    );
  if (calibration.deviations.length > 0) {
    const named = calibration.deviations.map((d) =>
      d.faultId ? `${d.ruleId} (fault ${d.faultId})` : `${d.ruleId} (no fault in the catalogue)`,
    );
    lines.push(
      withDeviations
        ? `deviations switched on: ${named.join(', ')}`
        : `the source run failed ${named.join(', ')}: add --with-deviations to meet them in the mock`,
    );
  }
  return lines;
}
