#!/usr/bin/env bash
# bench/connect-ab.sh <bench> [rounds] — runs `npm run bench:<bench>` on two builds of Connect,
# alternated A/B/A/B… so that what else runs on the box hits both: A, the published
# @connectrpc/connect with the patch this repository carried until ADR 0031 (from git, commit
# 1e74da4); B, the published package as it is. Same project code, same server path: only the
# files of node_modules/@connectrpc/connect differ, swapped between runs. BUILDS="before patched
# upstream" adds C, before: the patched package with the project code it served, the leaderboard's
# handler and the Connect plugin of 1e74da4 written over this checkout's for its runs (a record
# lists them as uncommitted). The records say which Connect ran (`connect.esmSha1`); the published
# one and this checkout's files are put back at the end, even on Ctrl-C. Only for a checkout
# whose node_modules/@connectrpc/connect is its own copy, not hard links.
set -euo pipefail
bench=${1:?usage: bench/connect-ab.sh <bench> [rounds]}
rounds=${2:-2}
builds=${BUILDS:-patched upstream}
root=$(git rev-parse --show-toplevel)
before=1e74da4
code=(apps/server/src/modules/ranking/ranking.handlers.ts apps/server/src/rpc/connect-plugin.ts)
target=$root/node_modules/@connectrpc/connect
version=$(node -p "require('$target/package.json').version")
work=$(mktemp -d)

mkdir -p "$work/upstream" "$work/patched"
(cd "$work" && npm pack "@connectrpc/connect@$version" --silent >/dev/null)
tar -xzf "$work"/connectrpc-connect-*.tgz -C "$work/upstream" --strip-components=1
cp -a "$work/upstream/." "$work/patched/"
git -C "$root" show "$before:patches/@connectrpc+connect+$version.patch" |
  sed 's#node_modules/@connectrpc/connect/##g' | patch -d "$work/patched" -p1 -s

use() {
  local connect=$1
  git -C "$root" checkout -- "${code[@]}"
  if [ "$1" = before ]; then
    connect=patched
    for file in "${code[@]}"; do git -C "$root" show "$before:$file" >"$root/$file"; done
  fi
  rm -rf "$target"
  cp -a "$work/$connect" "$target"
}
restore() {
  use upstream
  rm -rf "$work"
}
trap restore EXIT

for round in $(seq "$rounds"); do
  for build in $builds; do
    use "$build"
    echo "== round $round, $build Connect, load $(cut -d' ' -f1-3 /proc/loadavg)" >&2
    (cd "$root" && npm run "bench:$bench") || echo "== bench:$bench exited $? ($build)" >&2
  done
done
