#!/bin/sh
# A streaming replica of the compose `postgres` service (the `ha` profile), from the same image as the primary:
# on an empty data folder, copy the primary with pg_basebackup -R (which writes standby.signal and primary_conninfo),
# then run the server, which streams from the primary from then on and answers read-only queries.
set -eu
: "${PGDATA:=/var/lib/postgresql/data}"
: "${PRIMARY_HOST:=postgres}"
: "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -h "$PRIMARY_HOST" -U postgres -q; do sleep 1; done
  PGPASSWORD="$POSTGRES_PASSWORD" pg_basebackup -h "$PRIMARY_HOST" -U postgres -D "$PGDATA" -R -X stream -c fast
  chmod 0700 "$PGDATA"
  echo "replica-entrypoint: copied $PRIMARY_HOST into $PGDATA"
fi
exec postgres -D "$PGDATA" -c listen_addresses='*' -c hot_standby=on
