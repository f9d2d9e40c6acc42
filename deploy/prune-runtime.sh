#!/usr/bin/env sh
# Removes from a production install what no process reads at run time: source maps, type
# declarations, markdown, and ECharts' browser bundles (the back office's own client build carries
# the charts; its server imports ECharts' modules; dist/echarts.js stays for the package's `require`). Run in the workspace root after
# `pnpm install --prod`; used by deploy/Dockerfile and deploy/exercise-image.sh alike, so the check
# runs what the image holds. A plain find: the image's base has no other tools to rely on.
set -eu
store="${1:-node_modules/.pnpm}"
[ -d "$store" ] || { echo "prune-runtime: $store not found (run it after pnpm install --prod)" >&2; exit 1; }
before="$(du -sk "$store" | cut -f1)"
find "$store" -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.md' -o -name '*.markdown' \) -delete
for bundles in "$store"/echarts@*/node_modules/echarts/dist; do
  [ -d "$bundles" ] && find "$bundles" -mindepth 1 -maxdepth 1 ! -name echarts.js -exec rm -rf {} +
done
after="$(du -sk "$store" | cut -f1)"
echo "prune-runtime: $((before / 1024)) MB → $((after / 1024)) MB of production dependencies"
