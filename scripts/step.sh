#!/usr/bin/env bash
# Runs one step of the build or tests and prints how long it took, with its exit status,
# and appends that line to $STEP_LOG when set: `make test` prints the whole list at its
# end, so a step that grew shows in every CI log.
# usage: scripts/step.sh NAME COMMAND [ARGS...]
name=$1
shift
start=$(date +%s)
status=0
"$@" || status=$?
took=$(($(date +%s) - start))
line=$(printf 'step %-34s %5d s' "$name" "$took")
[ "$status" = 0 ] || line+=" (failed, exit $status)"
echo "$line" >&2
[ -n "${STEP_LOG:-}" ] && echo "$line" >>"$STEP_LOG"
exit "$status"
