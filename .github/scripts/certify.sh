#!/usr/bin/env bash
# Runs the kit for the GitHub Action (action.yml) and ends with the kit's exit code, which is the
# gate (0 PASS, 1 FAIL, 2 could not run, 3 INCOMPLETE). Writes `exit-code=N` to $GITHUB_OUTPUT.
#
# KIT_JAR         the executable jar (kit-jar.sh)
# KIT_CONFIG      the --config file; empty: none
# KIT_TARGET      --target, over the file's; empty: the file's (or CATALOG_URI)
# KIT_REPORT_DIR  --report-dir, over the file's: the folder the action uploads
# KIT_ARGS        further options, split at white space; they override the file's
set -uo pipefail

command=(java -jar "$KIT_JAR")
if [[ -n "${KIT_CONFIG:-}" ]]; then
  command+=(--config "$KIT_CONFIG")
fi
if [[ -n "${KIT_TARGET:-}" ]]; then
  command+=(--target "$KIT_TARGET")
fi
command+=(--report-dir "$KIT_REPORT_DIR")
read -r -a extra <<< "${KIT_ARGS:-}"
command+=("${extra[@]}")

"${command[@]}"
code=$?
echo "exit-code=$code" >> "${GITHUB_OUTPUT:-/dev/null}"
exit "$code"
