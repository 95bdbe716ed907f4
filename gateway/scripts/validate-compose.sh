#!/usr/bin/env bash
# Validate docker-compose.yml without a Docker engine (CI has none): the compose client parses
# and interpolates it (with .env.example as the environment), and every Dockerfile it builds
# must exist. Uses `docker compose` when the plugin is there, else Debian's `docker-compose`
# (installed on the fly when running as root with apt). Exits non-zero on any problem.
# Usage: gateway/scripts/validate-compose.sh [compose-file]
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
file="${1:-$root/docker-compose.yml}"
env_file="$root/.env.example"

if docker compose version >/dev/null 2>&1; then
  compose=(docker compose)
elif command -v docker-compose >/dev/null 2>&1; then
  compose=(docker-compose)
elif [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "validate-compose: installing docker-compose (apt)…"
  apt-get install -y -qq docker-compose >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq docker-compose >/dev/null; }
  compose=(docker-compose)
else
  echo "validate-compose: need 'docker compose' or 'docker-compose' (apt-get install -y docker-compose)" >&2
  exit 2
fi

echo "validate-compose: ${compose[*]} config ($(basename "$file"), env from .env.example)"
"${compose[@]}" --project-directory "$root" -f "$file" --env-file "$env_file" config -q

status=0
while read -r dockerfile; do
  if [ ! -f "$root/$dockerfile" ]; then
    echo "validate-compose: missing $dockerfile" >&2
    status=1
  fi
done < <(sed -n 's/.*dockerfile: *\([^ ,}]*\).*/\1/p' "$file")
[ "$status" = 0 ] && echo "validate-compose: ok"
exit "$status"
