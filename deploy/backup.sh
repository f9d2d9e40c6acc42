#!/usr/bin/env bash
# Backs up what a deployment keeps, into DIR: the database (pg_dump, custom format, without owners
# or grants, so it restores as any user) and every object of the store's bucket (rclone, from any
# S3-compatible store: MinIO, OSS, COS, S3, or the embedded store run as its own process), with a
# manifest naming the secrets that must be kept with it, apart from it.
#   deploy/backup.sh DIR        (with the services' DATABASE_URL and OBJECT_STORE_* settings)
# The database's sealing-key ids go into the manifest; the keys never do.
set -euo pipefail
script=backup
dir="${1:?usage: deploy/backup.sh DIR}"
# shellcheck source=deploy/store-remote.sh
source "$(dirname "$0")/store-remote.sh"
need pg_dump postgresql-client
mkdir -p "$dir/objects"
started=$SECONDS
echo "› the database → $dir/database.dump"
pg_dump --format=custom --no-owner --no-privileges --file "$dir/database.dump" "$DATABASE_URL"
echo "› the bucket $bucket → $dir/objects"
rclone_store copy "store:$bucket" "$dir/objects"
objects="$(find "$dir/objects" -type f | wc -l)"
keys="$(psql -tA "$DATABASE_URL" -c "select string_agg(id, ', ' order by first_used_at) from sealing_key" 2>/dev/null || true)"
cat >"$dir/manifest.txt" <<MANIFEST
backup of $(date -u +%Y-%m-%dT%H:%M:%SZ): database.dump ($(du -h "$dir/database.dump" | cut -f1)), objects/ ($objects objects of bucket $bucket)

Keep with it, apart from it (a secrets store), or what it holds cannot all be used again:
- SEALING_KEYS with the keys ${keys:-(none recorded)}: they seal ID and account numbers, staff
  authenticators and sealed bids. A restore started with other keys is refused at start.
- OBJECT_STORE_SECRET_KEY of the store the objects go back to (download links are signed with it).
- TOKEN_SECRET only keeps sessions: a new one logs everyone out, nothing is lost.
Restore: deploy/restore.sh $dir, into a new, empty database and the bucket of a store.
MANIFEST
echo "✓ backup in $dir: database.dump, $objects objects, manifest.txt (sealing keys: ${keys:-none}) in $((SECONDS - started)) s"
