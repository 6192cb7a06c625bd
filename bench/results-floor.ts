// The floor of the results-import row: the database alone inserting the same rows into the same
// table (the server's migrations and settings) in one transaction: on SQLite through one prepared
// statement, on PostgreSQL as one multi-row insert (the rows as column arrays, unnested).
// Runs in its own process. Usage: node --import tsx bench/results-floor.ts DB_FILE_OR_URL ROWS_JSON ROUNDS
import fs from 'node:fs';
import Database from 'better-sqlite3';
import pg from 'pg';
import { openDatabase } from '../api/platform/db/open';

const [target, rowsFile, rounds] = process.argv.slice(2);
const rows = JSON.parse(fs.readFileSync(rowsFile, 'utf8')) as unknown[][];
const COLUMNS = 'state, game, draw_date, draw_time, number, box_key, drawn_at, source, entered_by, created_at, updated_at';
// Migrated by the server's own code, then written through a connection of its own.
await (await openDatabase(target)).close();

/** The best of `rounds` runs of `insertAll` into an emptied table, in ms. */
async function best(empty: () => Promise<unknown>, insertAll: () => Promise<unknown>): Promise<number> {
  let ms = Infinity;
  for (let i = 0; i < Number(rounds); i++) {
    await empty();
    const t0 = performance.now();
    await insertAll();
    ms = Math.min(ms, performance.now() - t0);
  }
  return ms;
}

let ms: number;
if (/^postgres(ql)?:/.test(target)) {
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  const types = ['text', 'text', 'text', 'text', 'text', 'text', 'bigint', 'text', 'bigint', 'bigint', 'bigint'];
  const columns = types.map((_, c) => rows.map((r) => r[c]));
  const insert = `insert into draw_results (${COLUMNS}) select * from unnest(${types.map((t, i) => `$${i + 1}::${t}[]`).join(', ')})`;
  ms = await best(
    () => client.query('delete from draw_results'),
    async () => {
      await client.query('begin');
      await client.query(insert, columns);
      await client.query('commit');
    },
  );
  await client.end();
} else {
  const db = new Database(target);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  const insert = db.prepare(`insert into draw_results (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertAll = db.transaction(() => {
    for (const row of rows) insert.run(row);
  });
  ms = await best(
    async () => db.exec('delete from draw_results'),
    async () => insertAll(),
  );
  db.close();
}
process.send!({ ms });
