#!/bin/sh
# The compose `ha` profile's streaming replica (docker-compose.ha.yml), for the postgres image and its local stand-in
# alike. At its first start (an empty data folder) it makes sure the primary has a `replicator` role, copies the
# primary with `pg_basebackup -R` (which writes standby.signal and primary_conninfo), then runs as a hot standby:
# read-only, streaming every change from the primary.
set -eu
: "${PGDATA:=/var/lib/postgresql/data}"
primary="${PRIMARY_HOST:-postgres}"
: "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD (the primary's superuser password) is required}"
: "${REPLICATION_PASSWORD:?REPLICATION_PASSWORD is required}"
until PGPASSWORD="$POSTGRES_PASSWORD" pg_isready -h "$primary" -U postgres -q; do
  echo "postgres-replica: waiting for the primary at $primary"
  sleep 2
done
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  PGPASSWORD="$POSTGRES_PASSWORD" psql -h "$primary" -U postgres -d postgres -v ON_ERROR_STOP=1 -q -v password="$REPLICATION_PASSWORD" <<'SQL'
SELECT format('CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD %L', :'password')
 WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'replicator') \gexec
SELECT format('ALTER ROLE replicator WITH REPLICATION LOGIN PASSWORD %L', :'password') \gexec
SQL
  PGPASSWORD="$REPLICATION_PASSWORD" pg_basebackup -h "$primary" -U replicator -D "$PGDATA" -R -X stream --checkpoint=fast
  chmod 700 "$PGDATA"
  echo "postgres-replica: copied the primary into $PGDATA; streaming from $primary from now on"
fi
exec postgres -D "$PGDATA" -c listen_addresses='*' -c hot_standby=on
