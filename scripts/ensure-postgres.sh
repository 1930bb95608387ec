#!/usr/bin/env bash
# Makes sure a PostgreSQL server answers on 127.0.0.1:5432 for the tests and the benchmarks.
#
# - A server already answers: it is used as it is; nothing is installed, started or changed.
# - Otherwise (a plain Node machine): Debian's `postgresql` package is installed when missing, its
#   cluster created when missing and started with pg_ctlcluster (no systemd here), the `postgres`
#   role given the password of the URL below, and the database of the URL created.
# Safe to run again: every step checks first. Needs root for the install and the start.
#
# Usage: scripts/ensure-postgres.sh [database-url]
#   default: $TEST_DATABASE_URL, else postgres://postgres:postgres@127.0.0.1:5432/test
set -euo pipefail

url="${1:-${TEST_DATABASE_URL:-postgres://postgres:postgres@127.0.0.1:5432/test}}"
host=127.0.0.1
port=5432

say() { printf 'ensure-postgres: %s\n' "$*"; }

answers() {
  (exec 3<>"/dev/tcp/$host/$port") 2>/dev/null
}

as_postgres() {
  if command -v runuser >/dev/null 2>&1; then runuser -u postgres -- "$@"; else su postgres -s /bin/sh -c "$*"; fi
}

if answers; then
  say "a server already answers on $host:$port; using it as it is"
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  say "nothing answers on $host:$port and this is not root: start PostgreSQL yourself, or run this script as root"
  exit 1
fi

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || ! command -v pg_ctlcluster >/dev/null 2>&1; then
  say "installing Debian's postgresql package"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi

version="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { found = 1 } END { exit !found }'; then
  say "creating the PostgreSQL $version cluster 'main'"
  pg_createcluster --port "$port" "$version" main >/dev/null
fi

cluster_port="$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $3 }')"
if [ "$cluster_port" != "$port" ]; then
  say "the $version/main cluster listens on port $cluster_port, not $port: the tests expect $port"
  exit 1
fi

if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" && $4 == "online" { found = 1 } END { exit !found }'; then
  say "starting the PostgreSQL $version cluster 'main'"
  pg_ctlcluster "$version" main start
fi

for _ in $(seq 1 60); do
  answers && break
  sleep 0.5
done
answers || { say "PostgreSQL $version did not answer on $host:$port within 30 s"; exit 1; }

# The URL's role, password and database, made true on the server this script started.
user="$(node -e 'const u = new URL(process.argv[1]); process.stdout.write(decodeURIComponent(u.username || "postgres"))' "$url")"
password="$(node -e 'const u = new URL(process.argv[1]); process.stdout.write(decodeURIComponent(u.password))' "$url")"
database="$(node -e 'const u = new URL(process.argv[1]); process.stdout.write(decodeURIComponent(u.pathname.slice(1) || "postgres"))' "$url")"

sql_literal() { printf "'%s'" "${1//\'/\'\'}"; }
sql_identifier() { printf '"%s"' "${1//\"/\"\"}"; }

if [ "$user" != "postgres" ]; then
  as_postgres psql -q -v ON_ERROR_STOP=1 -c \
    "DO \$\$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = $(sql_literal "$user")) THEN CREATE ROLE $(sql_identifier "$user") LOGIN SUPERUSER; END IF; END \$\$;"
fi
if [ -n "$password" ]; then
  as_postgres psql -q -v ON_ERROR_STOP=1 -c "ALTER ROLE $(sql_identifier "$user") PASSWORD $(sql_literal "$password")"
fi
if ! as_postgres psql -tAq -c "SELECT 1 FROM pg_database WHERE datname = $(sql_literal "$database")" | grep -q 1; then
  as_postgres psql -q -v ON_ERROR_STOP=1 -c "CREATE DATABASE $(sql_identifier "$database") OWNER $(sql_identifier "$user")"
fi
say "PostgreSQL $version answers on $host:$port; database '$database' ready for '$user'"
