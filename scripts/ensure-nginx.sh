#!/usr/bin/env bash
# The scale-out run puts Debian's nginx in front of two portals and two services instances;
# install it when missing (root only; its package does not start a server here).
set -euo pipefail
if [ -x /usr/sbin/nginx ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "The scale-out run needs Debian's nginx. As root run:  apt-get update && apt-get install -y nginx" >&2
  exit 1
fi
echo "› installing nginx from Debian" >&2
bash "$(dirname "$0")/debian-install.sh" nginx
