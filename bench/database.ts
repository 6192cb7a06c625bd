// Where the benchmarks' servers keep their data: SQLite in each one's DATA_DIR (the default), or
// with `npm run bench -- --db postgres` a database of its own on one PostgreSQL server
// (BENCH_DATABASE_URL, or a cluster of this run's own, durable as an operator's would be).
import path from 'node:path';
import pg from 'pg';
import { throwawayCluster } from '../scripts/postgres-cluster.mjs';

let server: string | undefined;
let made = 0;

export const onPostgres = () => server !== undefined;

/** Chooses PostgreSQL for every database made after it; stop() ends a cluster started for it. */
export async function usePostgres(): Promise<{ stop: () => void }> {
  const given = process.env.BENCH_DATABASE_URL?.trim();
  if (given) {
    server = given;
    return { stop: () => {} };
  }
  const cluster = await throwawayCluster({ durable: true });
  server = cluster.url;
  return cluster;
}

/**
 * A new database for a server whose DATA_DIR is `dataDir`: the environment that points it there,
 * and the target openDatabase() takes for it.
 */
export async function benchDatabase(dataDir: string): Promise<{ env: Record<string, string>; target: string }> {
  if (!server) return { env: {}, target: path.join(dataDir, 'app.db') };
  const name = `lp_bench_${process.pid}_${++made}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, target: url.toString() };
}
