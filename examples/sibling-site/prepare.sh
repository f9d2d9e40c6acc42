#!/usr/bin/env bash
# Packs @cidp/upload and @cidp/chat as they would be published, installs this example from those
# tarballs and the registry (outside the workspace: --ignore-workspace), type-checks it against the
# packed declarations and builds it. Run through scripts/bootstrap.sh (the pinned Node and pnpm).
set -euo pipefail
cd "$(dirname "$0")"
root="$(cd ../.. && pwd)"
rm -rf .packs node_modules dist
mkdir .packs
# Cached by turbo while their sources are unchanged.
(cd "$root" && pnpm exec turbo run build --filter=@cidp/upload --filter=@cidp/chat --only --output-logs=errors-only)
for name in upload chat; do
  (cd "$root/packages/$name" && pnpm pack --pack-destination "$root/examples/sibling-site/.packs" >/dev/null)
  mv .packs/cidp-"$name"-*.tgz ".packs/cidp-$name.tgz"
done
# From the store when it has them (the workspace's own install filled it), the registry otherwise.
# No lockfile: the tarballs' checksums change with every build, and the registry dependencies are
# pinned exactly in package.json.
rm -f pnpm-lock.yaml
pnpm install --ignore-workspace --prefer-offline --no-frozen-lockfile --reporter=append-only
pnpm run --silent typecheck
pnpm run --silent build
