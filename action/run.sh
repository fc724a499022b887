#!/usr/bin/env bash
# The shell logic of the vop-conformance GitHub Action (action.yml), kept here so that a test can
# run it (test/ci/action.test.ts) and so that other CIs can call it too (README: CI recipes).
#
# Reads INPUT_PROFILE, INPUT_EXPECTED_FAILURES, INPUT_ASSUMPTIONS, INPUT_RATE and INPUT_REPORT_DIR
# (empty: the tool's default); the target and its secrets come from the environment (VOP_*).
# Runs `vop-conformance run`, then appends to $GITHUB_OUTPUT passed=, failed=, report-path= and
# exit-code=, and to $GITHUB_STEP_SUMMARY a short Markdown summary (both optional: without them
# the lines go to stdout). Always exits 0 once the run ended, so the steps after it (upload,
# summary) run; action.yml fails the job from exit-code.
set -uo pipefail

package="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
report_dir="${INPUT_REPORT_DIR:-reports}"

args=(run --report-dir "$report_dir")
if [[ -n "${INPUT_PROFILE:-}" ]]; then args+=(--profile "$INPUT_PROFILE"); fi
if [[ -n "${INPUT_EXPECTED_FAILURES:-}" ]]; then args+=(--expect-failures "$INPUT_EXPECTED_FAILURES"); fi
if [[ -n "${INPUT_ASSUMPTIONS:-}" ]]; then args+=(--assumptions "$INPUT_ASSUMPTIONS"); fi
if [[ -n "${INPUT_RATE:-}" ]]; then args+=(--rate "$INPUT_RATE"); fi

# A marker older than the run: the report folder is the one the run made after it.
marker="$(mktemp)"
status=0
node "$package/bin/vop-conformance.mjs" "${args[@]}" || status=$?

node "$package/action/outputs.mjs" "$report_dir" "$marker" "$status"
rm -f "$marker"
exit 0
