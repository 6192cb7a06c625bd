// The test server's data, for states the API cannot make (an expiry in the past, a chosen
// instant): reached through the product's own data layer (api/platform/db), opened with the
// server's DATABASE_URL (E2E_DATABASE_URL, when the run is on PostgreSQL) or its DATA_DIR, never
// by opening a file of the database. Raw statements take `?` parameters on both; a write this way
// counts as a change of every kind of data the server keeps answers of, so the server's next
// answers follow it (docs/architecture.md, "Caches").
import path from 'node:path';

/** What a journey may do with the data: read rows, or write with a statement of its own. */
export interface ServerData {
  rows<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  exec(query: string, params?: unknown[]): Promise<number | undefined>;
}

/** Opens the server's database for `run`, and closes it after. */
export async function withDb<T>(run: (db: ServerData) => Promise<T>): Promise<T> {
  const url = process.env.E2E_DATABASE_URL;
  const db = url
    ? await (await import('../api/platform/db/pg/client')).open(url)
    : await (await import('../api/platform/db/sqlite/client')).open(path.join(process.env.E2E_DATA_DIR!, 'app.db'));
  try {
    return await run(db);
  } finally {
    await db.close();
  }
}
