# Sourced by backup.sh and restore.sh: the rclone remote `store:` made of the services' own
# OBJECT_STORE_* settings (no rclone.conf to keep in step), and the checks both scripts share.

need() {
  command -v "$1" >/dev/null || { echo "$script: $1 is not installed (apt-get install -y $2)" >&2; exit 2; }
}
setting() {
  [ -n "${!1:-}" ] || { echo "$script: set $1 (the services' own value)" >&2; exit 2; }
}

need psql postgresql-client
need rclone rclone
for name in DATABASE_URL OBJECT_STORE_ENDPOINT OBJECT_STORE_ACCESS_KEY OBJECT_STORE_SECRET_KEY; do setting "$name"; done
bucket="${OBJECT_STORE_BUCKET:-cidp}"
export RCLONE_CONFIG_STORE_TYPE=s3 RCLONE_CONFIG_STORE_PROVIDER=Other RCLONE_CONFIG_STORE_ENDPOINT="$OBJECT_STORE_ENDPOINT" \
  RCLONE_CONFIG_STORE_ACCESS_KEY_ID="$OBJECT_STORE_ACCESS_KEY" RCLONE_CONFIG_STORE_SECRET_ACCESS_KEY="$OBJECT_STORE_SECRET_KEY" \
  RCLONE_CONFIG_STORE_REGION="${OBJECT_STORE_REGION:-cn-north-1}"
# Path-style addresses unless the services were told otherwise (OBJECT_STORE_PATH_STYLE=0: OSS, COS, S3).
case "${OBJECT_STORE_PATH_STYLE:-1}" in 0 | false) export RCLONE_CONFIG_STORE_FORCE_PATH_STYLE=false ;; *) export RCLONE_CONFIG_STORE_FORCE_PATH_STYLE=true ;; esac
# The bucket exists (the deployment made it); ListObjectsV2 with URL-encoded keys, as every store here answers.
rclone_store() {
  rclone --config /dev/null --s3-no-check-bucket --s3-list-version=2 --s3-list-url-encode=true --transfers 8 --retries 3 --stats 0 "$@"
}
