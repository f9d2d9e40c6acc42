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
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
# No service start on install: the run starts its own nginx on its own ports.
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
  chmod +x /usr/sbin/policy-rc.d
  trap 'rm -f /usr/sbin/policy-rc.d' EXIT
fi
apt-get install -y -qq --no-install-recommends nginx >/dev/null
