// npm run backup [-- --out FILE]: a consistent copy of the live database while the server keeps
// serving (and writing). SQLite (DATA_DIR/app.db): SQLite's online backup API, the copy checked
// with PRAGMA integrity_check. PostgreSQL (DATABASE_URL): pg_dump's custom format, one snapshot
// of the whole database. Restoring either: docs/operations.md, "Backups and restores".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { ConfigError, loadConfig } from '../platform/config';
import { shownUrl } from '../platform/db/pg/migrate';

try {
  process.loadEnvFile();
} catch {
  // no .env
}

const usage = 'Usage: npm run backup [-- --out FILE]';
let values: { out?: string };
try {
  ({ values } = parseArgs({ options: { out: { type: 'string' } } }));
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`);
  process.exit(2);
}
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`Configuration error: ${err.message}`);
  process.exit(1);
}
const { dataDir, databaseUrl } = config;

const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+/, '').replace('T', '-');
const out = path.resolve(values.out ?? path.join(dataDir, 'backups', `app-${stamp}.${databaseUrl ? 'dump' : 'db'}`));
if (fs.existsSync(out)) {
  console.error(`${out} exists already; choose another --out.`);
  process.exit(1);
}
fs.mkdirSync(path.dirname(out), { recursive: true });

if (databaseUrl) {
  // pg_dump takes its snapshot in one transaction: every write acknowledged before it began is in.
  const dump = spawnSync('pg_dump', ['--format=custom', '--no-owner', '--file', out, '--dbname', databaseUrl], { encoding: 'utf8' });
  if (dump.error) {
    console.error(
      `pg_dump could not run (${dump.error.message}): install PostgreSQL's client programs of the server's version or newer (Debian: apt-get install postgresql-client).`,
    );
    process.exit(1);
  }
  if (dump.status !== 0) {
    fs.rmSync(out, { force: true });
    console.error(`pg_dump of ${shownUrl(databaseUrl)} failed: ${dump.stderr.trim()}`);
    process.exit(1);
  }
  // The dump's table of contents, read back: a file pg_restore cannot read is no backup.
  const list = spawnSync('pg_restore', ['--list', out], { encoding: 'utf8' });
  const tables = (list.stdout ?? '').split('\n').filter((l) => / TABLE DATA public /.test(l)).length;
  if (list.status !== 0 || tables === 0) {
    console.error(`The dump at ${out} could not be read back: ${(list.stderr ?? '').trim() || 'it holds no table data'}`);
    process.exit(1);
  }
  console.log(`Backed up ${shownUrl(databaseUrl)} to ${out} (${tables} tables, readable by pg_restore).`);
} else {
  const source = path.join(dataDir, 'app.db');
  if (!fs.existsSync(source)) {
    console.error(`No database at ${source} (set DATA_DIR to the server's data folder, or DATABASE_URL).`);
    process.exit(1);
  }
  const db = new Database(source, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  await db.backup(out);
  db.close();

  const copy = new Database(out);
  // The copy stands alone: fold any WAL content in and leave a single file.
  copy.pragma('journal_mode = DELETE');
  const check = copy.pragma('integrity_check', { simple: true });
  const users = (copy.prepare('select count(*) n from users').get() as { n: number }).n;
  copy.close();
  if (check !== 'ok') {
    console.error(`The copy failed its integrity check: ${check}`);
    process.exit(1);
  }
  console.log(`Backed up ${source} to ${out} (${users} users, integrity ok).`);
}
