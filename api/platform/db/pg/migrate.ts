// Reaching a PostgreSQL server and bringing its schema up to date (drizzle-pg/), with one line
// naming DATABASE_URL when it cannot be used (docs/runtime.md, "PostgreSQL").
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { ConfigError } from '../../config';
import { projectPath } from '../../paths';

const MIGRATIONS_DIR = projectPath('drizzle-pg');

// Instants (ms), ids and counts are bigint (int8) and sums numeric: node-postgres hands both
// over as strings unless told. Every one of them fits a JavaScript number (below 2^53), as on SQLite.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);

/** The URL with its password hidden, for messages. */
export function shownUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://…';
  }
}

/** Why a connection failed, as one line that names DATABASE_URL. */
function unreachable(url: string, err: unknown): ConfigError {
  const e = err as { code?: string; message?: string };
  const where = shownUrl(url);
  const why =
    e.code === 'ECONNREFUSED'
      ? 'no PostgreSQL server answers there (connection refused)'
      : e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN'
        ? 'its host name is unknown'
        : e.code === '28P01' || e.code === '28000'
          ? `the server refused the user (${e.message})`
          : e.code === '3D000'
            ? `the database does not exist (${e.message}); create it first (createdb)`
            : (e.message ?? String(err));
  return new ConfigError(`DATABASE_URL: cannot use ${where}: ${why}.`);
}

/** Connects, checks the server and applies the migrations, one process at a time. */
export async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (err) {
    throw unreachable(url, err);
  }
  try {
    const { rows } = await client.query<{ v: string }>('show server_version_num');
    if (Number(rows[0].v) < 140_000) throw new ConfigError(`DATABASE_URL: ${shownUrl(url)} runs PostgreSQL ${rows[0].v}; 14 or newer is needed.`);
    // Processes starting together: the first migrates, the others then find nothing to do. The
    // only advisory lock the product takes, on a connection of its own that ends with it.
    await client.query("select pg_advisory_lock(hashtext('lotto-predict migrations'))");
    await client.query('set client_min_messages = warning');
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.end().catch(() => undefined);
  }
}
