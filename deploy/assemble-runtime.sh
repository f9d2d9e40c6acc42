#!/usr/bin/env sh
# Assembles the runtime's files from a built workspace (the current folder) into DEST: production
# dependencies only (a fresh `pnpm install --prod`, selecting the three apps by their production
# edges, so no test or build tool comes along through a devDependency), pruned of what nothing
# reads at run time, and of each app only what its processes load. deploy/Dockerfile's build stage
# and deploy/exercise-image.sh both run it, so the check runs exactly what the image holds.
#   sh deploy/assemble-runtime.sh DEST
set -eu
dest="${1:?usage: assemble-runtime.sh DEST}"
here="$(dirname "$0")"
# A fresh production install, from the store the build's install filled (no network).
rm -rf node_modules apps/*/node_modules packages/*/node_modules tooling/*/node_modules
pnpm install --frozen-lockfile --prod --offline --reporter=append-only \
  --filter-prod "@cidp/server..." --filter-prod "@cidp/portal..." --filter-prod "@cidp/operator..."
sh "$here/prune-runtime.sh" node_modules/.pnpm

mkdir -p "$dest/apps/server/drizzle/meta" "$dest/apps/portal" "$dest/apps/operator" "$dest/packages"
cp -a package.json pnpm-workspace.yaml node_modules "$dest/"
# The workspace libraries run from their TypeScript sources (their exports), with their own links.
for library in packages/*; do
  [ -f "$library/package.json" ] || continue
  mkdir -p "$dest/$library"
  cp -a "$library/package.json" "$library/src" "$dest/$library/"
  [ -d "$library/node_modules" ] && cp -a "$library/node_modules" "$dest/$library/"
done
# The services: the bundle, the seeded pictures, legal texts and fonts it reads at start, and the
# migrations with drizzle's journal (the per-migration snapshots are for drizzle-kit only).
cp -a apps/server/package.json apps/server/dist apps/server/assets apps/server/node_modules "$dest/apps/server/"
cp -a apps/server/drizzle/*.sql "$dest/apps/server/drizzle/"
cp -a apps/server/drizzle/meta/_journal.json "$dest/apps/server/drizzle/meta/"
# The portal and the back office: the entry point and its server-side modules, and the build.
cp -a apps/portal/package.json apps/portal/server.ts apps/portal/portal-server.ts apps/portal/app apps/portal/build apps/portal/node_modules "$dest/apps/portal/"
cp -a apps/operator/package.json apps/operator/server.ts apps/operator/app apps/operator/build apps/operator/node_modules "$dest/apps/operator/"
echo "assemble-runtime: $(du -sk "$dest" | cut -f1 | awk '{ printf "%d MB", $1 / 1024 }') in $dest"
