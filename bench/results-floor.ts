// The floor of the results-import row: SQLite alone inserting the same rows into the same table
// (the server's migrations and settings) in one transaction through one prepared statement.
// Runs in its own process. Usage: node --import tsx bench/results-floor.ts DB_FILE ROWS_JSON ROUNDS
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { openDatabase } from '../api/db/client';

const [dbFile, rowsFile, rounds] = process.argv.slice(2);
const rows = JSON.parse(fs.readFileSync(rowsFile, 'utf8')) as unknown[][];
// Migrated by the server's own code, then written through a connection of its own.
await (await openDatabase(dbFile)).close();
const db = new Database(dbFile);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
const insert = db.prepare(
  'insert into draw_results (state, game, draw_date, draw_time, number, box_key, drawn_at, source, entered_by, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
);
const insertAll = db.transaction(() => {
  for (const row of rows) insert.run(row);
});
let best = Infinity;
for (let i = 0; i < Number(rounds); i++) {
  db.exec('delete from draw_results');
  const t0 = performance.now();
  insertAll();
  best = Math.min(best, performance.now() - t0);
}
db.close();
process.send!({ ms: best });
