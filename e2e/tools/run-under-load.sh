#!/usr/bin/env bash
# Runs the whole browser suite while busy loops keep every core loaded, to prove the journeys do not
# depend on a quiet machine. The loops are bounded: they stop with the run, and by themselves after
# LOAD_MAX_SECONDS whatever happens.
#
# Usage: e2e/tools/run-under-load.sh [runs]      (from anywhere; builds the web app once first)
#   LOAD_LOOPS        busy loops (default: 2 per core)
#   LOAD_MAX_SECONDS  hard limit of each loop (default: 1800)
set -euo pipefail
cd "$(dirname "$0")/../.."

runs="${1:-1}"
loops="${LOAD_LOOPS:-$(( $(nproc) * 2 ))}"
max_seconds="${LOAD_MAX_SECONDS:-1800}"

npm run build >/dev/null

pids=()
stop_loops() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap stop_loops EXIT

status=0
for run in $(seq 1 "$runs"); do
  pids=()
  for _ in $(seq 1 "$loops"); do
    node -e "const end = Date.now() + ${max_seconds} * 1000; while (Date.now() < end) {}" &
    pids+=("$!")
  done
  sleep 2
  echo "run ${run}/${runs}: ${loops} busy loops, load average $(cut -d' ' -f1-3 /proc/loadavg)"
  started=$(date +%s)
  if npm run e2e -w e2e; then result=passed; else result=failed; status=1; fi
  echo "run ${run}/${runs}: ${result} in $(( $(date +%s) - started )) s, load average $(cut -d' ' -f1-3 /proc/loadavg)"
  stop_loops
done
exit "$status"
