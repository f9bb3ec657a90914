/**
 * A statement-level trigger function adding each statement's net change per key to `table` (whose column `count`
 * holds the counts). `keys` maps the counter's key columns to their expressions over the changed rows; `counted` is
 * the condition a row must meet to be counted. It keeps the migration's search_path (the service's schema), so any
 * session's writes are counted, whatever its own path. Net changes per key: an update that moves no row between keys
 * (most do not) writes nothing, so writers of different rows never queue on a counter row for nothing.
 */
export function counterFunction(name: string, table: string, keys: Record<string, string>, counted: string, { shards }: { shards?: number } = {}): string {
  const columns = Object.keys(keys).join(', ');
  // With shards, `table` has a `shard` column in its key and each statement adds to one of `shards` rows per key,
  // picked at random: a key every writer changes (new leads of one agent) is not one row locked until each commit.
  const keyColumns = shards ? `${columns}, shard` : columns;
  const shardValue = shards ? ', picked_shard' : '';
  const changes = (rows: string, sign: number) =>
    `SELECT ${Object.entries(keys).map(([column, expression]) => `${expression} AS ${column}`).join(', ')}, ${sign} AS delta FROM ${rows} WHERE ${counted}`;
  const upsert = (source: string) => `
    INSERT INTO ${table} (${keyColumns}, count)
      SELECT ${columns}${shardValue}, sum(delta) FROM (${source}) AS changes GROUP BY ${columns} HAVING sum(delta) <> 0
    ON CONFLICT (${keyColumns}) DO UPDATE SET count = ${table}.count + EXCLUDED.count;`;
  return `
    CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    ${shards ? `DECLARE picked_shard smallint := floor(random() * ${shards});` : ''}
    BEGIN
      IF TG_OP = 'INSERT' THEN ${upsert(changes('new_rows', 1))}
      ELSIF TG_OP = 'DELETE' THEN ${upsert(changes('old_rows', -1))}
      ELSE ${upsert(`${changes('old_rows', -1)} UNION ALL ${changes('new_rows', 1)}`)}
      END IF;
      RETURN NULL;
    END $$`;
}

/**
 * The three triggers that run `fn` (a counterFunction) after each insert, update and delete statement on `table`,
 * named `<prefix>_insert` and so on (`prefix`: `<table>_counted` unless a table has several counters).
 */
export function counterTriggers(table: string, fn: string, prefix = `${table}_counted`): string[] {
  return [
    `CREATE TRIGGER ${prefix}_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER ${prefix}_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER ${prefix}_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  ];
}

/**
 * TRUNCATE runs no row trigger: the function `fn` and the trigger `trigger` that empty `counterTable` when `table` is
 * truncated (the benchmark's reseed empties the counters with the tables).
 */
export function counterTruncateTrigger(table: string, counterTable: string, fn: string, trigger: string): string[] {
  return [
    `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        DELETE FROM ${counterTable};
        RETURN NULL;
      END $$`,
    `CREATE TRIGGER ${trigger} AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  ];
}
