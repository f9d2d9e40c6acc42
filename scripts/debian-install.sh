#!/usr/bin/env bash
# Installs Debian packages as root without starting the services they bring (the runs start their
# own nginx and Postgres on their own ports): ensure-nginx.sh and throwaway-postgres.sh use it.
#   debian-install.sh PACKAGE...
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
# No service start on install (policy-rc.d), unless the machine already has its own policy.
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
  chmod +x /usr/sbin/policy-rc.d
  trap 'rm -f /usr/sbin/policy-rc.d' EXIT
fi
apt-get install -y -qq --no-install-recommends "$@" >/dev/null
