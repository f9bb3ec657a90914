#!/bin/sh
# What the public image's entry point does, in short: on an empty data folder create the cluster with the password
# and database from the environment, accept password logins from the network, then run the server in the foreground.
# Like the public image, `postgres -c name=value …` as the command passes settings on (the `ha` profile's primary).
set -eu
if [ "${1:-}" = postgres ]; then shift; fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}"
  password_file="$(mktemp)"
  printf '%s' "$POSTGRES_PASSWORD" > "$password_file"
  initdb -D "$PGDATA" -U postgres --pwfile="$password_file" -E UTF8 --locale=C.UTF-8 \
    --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$password_file"
  echo 'host all all all scram-sha-256' >> "$PGDATA/pg_hba.conf"
  if [ -n "${POSTGRES_DB:-}" ] && [ "$POSTGRES_DB" != postgres ]; then
    pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
    psql -v ON_ERROR_STOP=1 -U postgres -q -c "CREATE DATABASE \"$POSTGRES_DB\""
    pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  fi
  echo "postgres-entrypoint: cluster created in $PGDATA"
fi
exec postgres -D "$PGDATA" -c listen_addresses='*' "$@"
