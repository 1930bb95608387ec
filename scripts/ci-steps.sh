# Sourced by .ci/run and scripts/test-all.sh (issue 36): each step timed (wall, user and system CPU
# seconds of the step and its children, the load average when it began) into $CI_TIMES, steps run
# side by side with `together`, and the table printed by `print_times`. Bash only (its `time`
# keyword): nothing to install on a fresh machine.

# The file the steps' times go to, shared by .ci/run and the `npm test` it calls.
if [ -z "${CI_TIMES:-}" ]; then
  CI_TIMES="$(mktemp -t ci-times.XXXXXX)"
  export CI_TIMES
fi

# step NAME COMMAND... — runs the command, records its times, returns its status.
step() {
  local name=$1
  shift
  local load times status=0
  load="$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?')"
  times="$(mktemp)"
  echo "── ${name}"
  local TIMEFORMAT='%R %U %S'
  { time "$@" 2>&3 3>&-; } 3>&2 2>"$times" || status=$?
  # shellcheck disable=SC2046
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$name" $(tail -n 1 "$times") "$load" "$status" >>"$CI_TIMES"
  rm -f "$times"
  return "$status"
}
# The lanes' commands (bash -c) time their own steps too.
export -f step

# together NAME 'COMMAND' NAME 'COMMAND'… — runs the commands side by side (each through `step`, its
# output kept apart and printed whole when it ends), waits for all, fails when one failed.
together() {
  local names=() pids=() logs=() failed=0 i
  while [ "$#" -gt 0 ]; do
    local log
    log="$(mktemp -t ci-step.XXXXXX)"
    step "$1" bash -c "$2" >"$log" 2>&1 &
    names+=("$1")
    pids+=("$!")
    logs+=("$log")
    shift 2
  done
  for i in "${!pids[@]}"; do
    if ! wait "${pids[$i]}"; then failed=1; fi
    echo "════ ${names[$i]} (run beside ${names[*]})"
    cat "${logs[$i]}"
    rm -f "${logs[$i]}"
  done
  return "$failed"
}

# print_times — the table of the steps recorded so far (seconds).
print_times() {
  echo
  echo "Steps (seconds; CPU = user + system of the step and its children; load = 1-minute average at its start):"
  awk -F'\t' 'BEGIN { printf "%-30s %8s %8s %6s %4s\n", "step", "wall", "CPU", "load", "exit" }
    { printf "%-30s %8.0f %8.0f %6s %4s\n", $1, $2, $3 + $4, $5, $6 }' "$CI_TIMES"
}
