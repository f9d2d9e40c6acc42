#!/usr/bin/env bash
# deploy/backup.sh and restore.sh copy the object store's bucket with Debian's rclone (the
# scale-out run backs up and restores through them); install it when missing (root only).
set -euo pipefail
if command -v rclone >/dev/null; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "The backups need Debian's rclone. As root run:  apt-get update && apt-get install -y rclone" >&2
  exit 1
fi
echo "› installing rclone from Debian" >&2
bash "$(dirname "$0")/debian-install.sh" rclone
