// The database a test runs on: a SQLite file in the test's DATA_DIR, or, when TEST_DATABASE_URL
// names a PostgreSQL server the tests may create databases on, a fresh database of its own there
// (docs/architecture.md, "Tests"). Each is copied from a template that has the migrations applied
// already (CREATE DATABASE … TEMPLATE: a few milliseconds, where migrating takes a second).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migratePostgres } from '../platform/db/pg/client';

const ROOT = path.resolve(import.meta.dirname, '../..');

export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL?.trim() || undefined;

/** The server's URL with another database name. */
const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Named by the migrations it holds: a changed schema gets a template of its own. */
function templateName(): string {
  const dir = path.join(ROOT, 'drizzle-pg');
  const hash = createHash('sha256');
  for (const f of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    hash.update(fs.readFileSync(path.join(dir, f)));
  return `lp_template_${hash.digest('hex').slice(0, 12)}`;
}

let seq = 0;

export interface TestDatabase {
  /** DATABASE_URL for PostgreSQL; undefined for SQLite (DATA_DIR/app.db). */
  url?: string;
  /** The SQLite file or the PostgreSQL URL, as openDatabase() takes it. */
  target: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(dataDir: string): Promise<TestDatabase> {
  const server = testDatabaseUrl();
  if (!server) return { target: path.join(dataDir, 'app.db'), drop: async () => undefined };
  const template = templateName();
  const name = `lp_test_${process.pid}_${Date.now().toString(36)}_${++seq}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    // Test files start side by side: one makes the template, each copies it in turn (a template
    // must have no other connection while it is copied).
    await admin.query("select pg_advisory_lock(hashtext('lotto-predict test template'))");
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (!rowCount) {
      // Made under another name and renamed once complete: a failed migration leaves no template.
      const making = `${template}_making`;
      await admin.query(`drop database if exists "${making}"`);
      await admin.query(`create database "${making}"`);
      await migratePostgres(withDatabase(server, making));
      await admin.query(`alter database "${making}" rename to "${template}"`);
    }
    await admin.query(`create database "${name}" template "${template}"`);
    await admin.query("select pg_advisory_unlock(hashtext('lotto-predict test template'))");
  } finally {
    await admin.end();
  }
  const url = withDatabase(server, name);
  return {
    url,
    target: url,
    async drop() {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}
