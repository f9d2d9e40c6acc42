#!/usr/bin/env bash
# Restores a backup of deploy/backup.sh: the database into DATABASE_URL's database, which must be
# new and empty (createdb first; never over a live one), and the objects into the store's bucket.
# Then start the services with the SEALING_KEYS kept with the backup: with other keys they refuse.
#   deploy/restore.sh DIR        (with the services' DATABASE_URL and OBJECT_STORE_* settings)
set -euo pipefail
script=restore
dir="${1:?usage: deploy/restore.sh DIR}"
# shellcheck source=deploy/store-remote.sh
source "$(dirname "$0")/store-remote.sh"
need pg_restore postgresql-client
[ -f "$dir/database.dump" ] && [ -d "$dir/objects" ] || { echo "restore: $dir holds no backup (database.dump and objects/)" >&2; exit 2; }
tables="$(psql -tA "$DATABASE_URL" -c "select count(*) from information_schema.tables where table_schema = 'public'")"
[ "$tables" = "0" ] || { echo "restore: the database of DATABASE_URL is not empty ($tables tables): restore into a new one (createdb)" >&2; exit 2; }
started=$SECONDS
echo "› $dir/database.dump → the database"
pg_restore --no-owner --no-privileges --exit-on-error --dbname "$DATABASE_URL" "$dir/database.dump"
echo "› $dir/objects → the bucket $bucket"
rclone_store copy "$dir/objects" "store:$bucket"
keys="$(psql -tA "$DATABASE_URL" -c "select string_agg(id, ', ' order by first_used_at) from sealing_key" 2>/dev/null || true)"
echo "✓ restored in $((SECONDS - started)) s: start the services with the SEALING_KEYS kept with this backup (keys ${keys:-none})"
