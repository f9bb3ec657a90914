import pg from 'pg';

/**
 * The text of the newest e-mail a service queued for `recipient` whose body matches `pattern`, read from that service's
 * mail queue (`<schema>.mail_queue`) in the stack's database: the browser tests have no mailbox, and the queue holds
 * exactly what is sent. Waits up to `timeoutMs` for it.
 */
export async function queuedMailMatching(schema: string, recipient: string, pattern: RegExp, timeoutMs = 15_000): Promise<RegExpMatchArray> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: the browser tests expect the global setup to start the stack');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query<{ text_body: string }>(
        `SELECT text_body FROM "${schema.replace(/"/g, '""')}".mail_queue WHERE recipient = $1 ORDER BY created_at DESC`,
        [recipient],
      );
      const match = rows.map((row) => row.text_body.match(pattern)).find((found) => found !== null);
      if (match) return match;
      if (Date.now() > deadline) throw new Error(`No e-mail to ${recipient} matching ${pattern} was queued in ${schema}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
}
