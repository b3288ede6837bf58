#!/usr/bin/env bash
# Runs one step of the build or tests and prints how long it took, with its exit status,
# and appends that line to $STEP_LOG when set: `make test` prints the whole list at its
# end, so a step that grew shows in every CI log. Beside the wall time, the CPU time (user
# and system) of the step's processes: on a machine whose cores are all busy, a step that
# grows in CPU slows every other step, while one that only waits does not. (A database
# server's own CPU is not counted: it is not the step's child.)
# usage: scripts/step.sh NAME COMMAND [ARGS...]
name=$1
shift
start=$(date +%s)
status=0
"$@" || status=$?
took=$(($(date +%s) - start))
# `times` prints the shell's own CPU, then its children's, each as user and system, "1m2.5s".
# It runs in this shell (in a subshell it would count the subshell's children).
spent=$(mktemp)
times >"$spent"
cpu=$(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%d", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$spent")
rm -f "$spent"
line=$(printf 'step %-34s %5d s  %5d s CPU' "$name" "$took" "$cpu")
[ "$status" = 0 ] || line+=" (failed, exit $status)"
echo "$line" >&2
[ -n "${STEP_LOG:-}" ] && echo "$line" >>"$STEP_LOG"
exit "$status"
