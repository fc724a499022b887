#!/usr/bin/env bash
# The shell logic of the vop-conformance GitHub Action (action.yml), kept here so that a test can
# run it (test/ci/action.test.ts) and so that other CIs can call it too (README: CI recipes).
#
# Reads INPUT_PROFILE, INPUT_EXPECTED_FAILURES, INPUT_ASSUMPTIONS, INPUT_RATE, INPUT_REPORT_DIR
# (empty: the tool's default) and INPUT_REQUIRE_TARGET (default true: no VOP_BASE_URL, and no
# baseUrl in the profile, is an error naming the secret, never a run against the embedded mock;
# false allows it); the target and its secrets come from the environment (VOP_*).
# Runs `vop-conformance run`, then appends to $GITHUB_OUTPUT passed=, failed=, report-path= and
# exit-code=, and to $GITHUB_STEP_SUMMARY a short Markdown summary naming the target (both
# optional: without them the lines go to stdout). Exits 2 when the run could not test (a
# configuration error, rejected credentials, an unreachable target: there is no report, and the
# step fails on the tool's own line); else 0 once the run ended, so that the steps after it
# (upload, summary) run, and action.yml fails the job from exit-code.
set -uo pipefail

package="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
report_dir="${INPUT_REPORT_DIR:-reports}"
require_target="${INPUT_REQUIRE_TARGET:-true}"

args=(run --report-dir "$report_dir")
if [[ -n "${INPUT_PROFILE:-}" ]]; then args+=(--profile "$INPUT_PROFILE"); fi
if [[ -n "${INPUT_EXPECTED_FAILURES:-}" ]]; then args+=(--expect-failures "$INPUT_EXPECTED_FAILURES"); fi
if [[ -n "${INPUT_ASSUMPTIONS:-}" ]]; then args+=(--assumptions "$INPUT_ASSUMPTIONS"); fi
if [[ -n "${INPUT_RATE:-}" ]]; then args+=(--rate "$INPUT_RATE"); fi
if [[ "${require_target,,}" != "false" ]]; then args+=(--require-target); fi

# A marker older than the run: the report folder is the one the run made after it. The tool's
# stderr is shown as it comes and kept, so that the summary can quote why a run could not test.
marker="$(mktemp)"
errors="$(mktemp)"
# (stdout stays on fd 3; stderr goes through tee, which has written its last line once the pipe ends.)
status=0
{
  node "$package/bin/vop-conformance.mjs" "${args[@]}" 2>&1 1>&3 3>&- | tee "$errors" >&2 3>&-
  status="${PIPESTATUS[0]}"
} 3>&1

node "$package/action/outputs.mjs" "$report_dir" "$marker" "$status" "$errors"
rm -f "$marker" "$errors"
if [[ "$status" == 2 ]]; then exit 2; fi
exit 0
