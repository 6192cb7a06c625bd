// npm run backup [-- --out FILE]: a consistent copy of the live database, taken with SQLite's
// online backup API, so the server keeps serving (and writing) while it runs. The copy is
// checked with PRAGMA integrity_check before it is reported.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';

try {
  process.loadEnvFile();
} catch {
  // no .env
}

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const dataDir = path.resolve(process.env.DATA_DIR?.trim() || './data');
const source = path.join(dataDir, 'app.db');
if (!fs.existsSync(source)) {
  console.error(`No database at ${source} (set DATA_DIR to the server's data folder).`);
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+/, '').replace('T', '-');
const out = path.resolve(values.out ?? path.join(dataDir, 'backups', `app-${stamp}.db`));
if (fs.existsSync(out)) {
  console.error(`${out} exists already; choose another --out.`);
  process.exit(1);
}
fs.mkdirSync(path.dirname(out), { recursive: true });

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
