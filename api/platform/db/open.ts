import { dialectOf } from './dialect';
import type { OpenOptions } from './types';

/**
 * Opens the database and brings its schema up to date: PostgreSQL for a postgres:// URL
 * (DATABASE_URL), else the SQLite file at `target` (created if needed). The process must run that
 * dialect (useDialect(), dialect.ts): the feature code's tables are its `#db/schema`.
 */
export async function openDatabase(target: string, opts: OpenOptions = {}) {
  const client = await import('#db/client');
  const wanted = dialectOf(target);
  if (client.dialect !== wanted) {
    throw new Error(
      `This process loaded the ${client.dialect} data layer, but the database is ${wanted}: call useDialect() (api/platform/db/dialect.ts) before importing anything that imports #db/*.`,
    );
  }
  return client.open(target, opts);
}
