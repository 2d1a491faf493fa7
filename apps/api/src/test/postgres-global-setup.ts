import pg from 'pg';

/** Fails the run when TEST_DATABASE_URL is set but PostgreSQL does not answer. */
export default async function setup() {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) throw new Error('TEST_DATABASE_URL no está definido');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    throw new Error(`TEST_DATABASE_URL está definido pero PostgreSQL no responde (${url}): ${String(err)}`, {
      cause: err,
    });
  } finally {
    await client.end().catch(() => undefined);
  }
}
