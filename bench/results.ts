// The results rows of `npm run bench` (issues 15 and 29). Two real servers: one gets years of all
// seven states' draws through POST /api/results/import, in this product's own and the Texas
// layouts and again in Georgia's (docs/product.md, "Importing results files": one file per state
// and game, state and game in the query), each timed against
// the database alone inserting the same rows (SQLite: one prepared statement in one transaction;
// PostgreSQL: one multi-row insert), in its own process; the other server gets one day of them. The Results page's reads are then timed on both, so a ratio near 1 says the reads do not
// grow with the years stored.
// Alone: node --import tsx bench/results.ts (--imports: the import rows only)
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../api/platform/db/open';
import { genericCsv, georgiaFiles, scheduledDraws, texasFiles } from '../api/test/results-files';
import { loginToken, startServer, type ServerProcess } from '../api/test/server-process';
import { addDays, dayOf } from '@shared/calendar';
import { boxKey, drawnAtOf, STATE_CODES, type DrawInput } from '@shared/results';
import { benchDatabase, onPostgres } from './database';
import { compare } from './load';
import { fmt, printTable, row, type BenchRow } from './report';

// Ten years: about 125,000 draws, the volume an operator importing a decade meets (five years hold about 62,600).
const YEARS = Number(process.env.BENCH_RESULTS_YEARS ?? 10);
const IMPORT_ROUNDS = 3;
const READS = 200;
const ADMIN = { email: 'results@bench.test', password: 'bench-password' };

async function post(base: string, token: string, url: string, body: string, type: string) {
  const r = await fetch(base + url, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': type }, body });
  const json = (await r.json()) as { imported?: number; message?: string };
  if (!r.ok) throw new Error(`${url}: ${r.status} ${json.message}`);
  return json;
}

type ImportFile = string | { query: string; text: string };

/** The files one after another, as an admin would send them; ms for all of them. */
export async function importFiles(base: string, token: string, files: ImportFile[]): Promise<{ ms: number; imported: number }> {
  const t0 = performance.now();
  let imported = 0;
  for (const file of files) {
    const { query, text } = typeof file === 'string' ? { query: '', text: file } : file;
    imported += (await post(base, token, `/api/results/import${query}`, text, 'text/csv')).imported!;
  }
  return { ms: performance.now() - t0, imported };
}

/** The best of IMPORT_ROUNDS imports of every draw into an emptied table. */
async function bestImport(server: ServerProcess, token: string, files: ImportFile[], expected: number, target: string): Promise<number> {
  const direct = await openDatabase(target);
  let best = Infinity;
  try {
    for (let i = 0; i < IMPORT_ROUNDS; i++) {
      await direct.exec('delete from draw_results');
      const r = await importFiles(server.url, token, files);
      if (r.imported !== expected) throw new Error(`imported ${r.imported} of ${expected}`);
      best = Math.min(best, r.ms);
    }
  } finally {
    await direct.close();
  }
  return best;
}

/** The database alone inserting the same rows into a table of its own (bench/results-floor.ts). */
async function databaseFloor(dir: string, draws: DrawInput[]): Promise<number> {
  const now = Date.now();
  const rowsFile = path.join(dir, 'rows.json');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(rowsFile, JSON.stringify(draws.map((d) => [d.state, d.game, d.drawDate, d.drawTime, d.number, boxKey(d.number), drawnAtOf(d), 'import', null, now, now])));
  const script = path.join(import.meta.dirname, 'results-floor.ts');
  const { target } = await benchDatabase(dir);
  return new Promise((resolve, reject) => {
    const child = fork(script, [target, rowsFile, String(IMPORT_ROUNDS)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (m) => resolve((m as { ms: number }).ms));
    child.once('exit', (code) => code !== 0 && reject(new Error(`results-floor exited with ${code}`)));
  });
}

async function timedGet(url: string): Promise<number> {
  const t0 = performance.now();
  const r = await fetch(url);
  await r.arrayBuffer();
  if (!r.ok) throw new Error(`${url}: ${r.status}`);
  return performance.now() - t0;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The same reads on both servers, alternating so that noise falls on both alike; `prepare` runs
 * before each read, untimed. Medians in ms.
 */
async function alternate(servers: { years: string; day: string }, read: (i: number) => string, prepare?: (base: string, i: number) => Promise<unknown>) {
  const times = { years: [] as number[], day: [] as number[] };
  for (let i = -20; i < READS; i++) {
    for (const k of ['day', 'years'] as const) {
      await prepare?.(servers[k], i);
      const ms = await timedGet(servers[k] + read(i));
      if (i >= 0) times[k].push(ms); // the first twenty warm up
    }
  }
  return { years: median(times.years), day: median(times.day) };
}

export async function resultsBenchmarks(opts: { tmp: string; step?: (s: string) => void; importsOnly?: boolean }): Promise<BenchRow[]> {
  const step = opts.step ?? (() => {});
  const rows: BenchRow[] = [];
  const running: ServerProcess[] = [];
  try {
    const dirs = { years: path.join(opts.tmp, 'results-years'), day: path.join(opts.tmp, 'results-day') };
    const databases = { years: await benchDatabase(dirs.years), day: await benchDatabase(dirs.day) };
    const [years, day] = await Promise.all(
      (['years', 'day'] as const).map((k) => startServer({ ...databases[k].env, DATA_DIR: dirs[k], ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password })),
    );
    running.push(years, day);
    const tokens = { years: await loginToken(years.url, ADMIN.email, ADMIN.password), day: await loginToken(day.url, ADMIN.email, ADMIN.password) };

    // Every scheduled draw up to yesterday: the Texas draws in the lottery's eight files, the
    // other six states in one generic file.
    const last = addDays(dayOf(Date.now(), 'America/New_York'), -1);
    const first = addDays(last, -Math.round(YEARS * 365.25) + 1);
    const draws = scheduledDraws(first, last);
    const files = [...texasFiles(draws).values(), genericCsv(draws.filter((d) => d.state !== 'TX'))];
    const megabytes = files.reduce((n, f) => n + Buffer.byteLength(f), 0) / 1024 / 1024;

    step(`results import: ${fmt(draws.length)} draws, ${IMPORT_ROUNDS} rounds`);
    const best = await bestImport(years, tokens.years, files, draws.length, databases.years.target);
    const floor = await databaseFloor(path.join(opts.tmp, 'results-floor'), draws);
    const alone = onPostgres() ? 'PostgreSQL alone, one multi-row insert' : 'SQLite alone, one transaction';
    rows.push(
      row(
        `Results import: ${YEARS} years (${fmt(draws.length)} draws, ${files.length} files, ${fmt(megabytes, 1)} MB)`,
        `${fmt(best / 1000, 2)} s (${fmt((draws.length / best) * 1000)} draws/s)`,
        `${alone}: ${fmt(floor / 1000, 2)} s`,
        best / floor,
        '<=',
        onPostgres() ? 3 : 4,
      ),
    );

    // The same draws as Georgia writes its history: 14 files, state and game in each one's query.
    step(`results import in Georgia's layout: ${IMPORT_ROUNDS} rounds`);
    const georgia = georgiaFiles(draws);
    const georgiaMegabytes = georgia.reduce((n, f) => n + Buffer.byteLength(f.text), 0) / 1024 / 1024;
    const bestGeorgia = await bestImport(years, tokens.years, georgia, draws.length, databases.years.target);
    rows.push(
      row(
        `Results import, Georgia's layout: ${YEARS} years of seven states (${fmt(draws.length)} draws, ${georgia.length} files, ${fmt(georgiaMegabytes, 1)} MB)`,
        `${fmt(bestGeorgia / 1000, 2)} s (${fmt((draws.length / bestGeorgia) * 1000)} draws/s)`,
        `${alone}: ${fmt(floor / 1000, 2)} s`,
        bestGeorgia / floor,
        '<=',
        2.5,
      ),
    );
    if (opts.importsOnly) return rows;

    // The other server holds yesterday alone.
    await importFiles(day.url, tokens.day, [genericCsv(draws.filter((d) => d.drawDate === last))]);
    const bases = { years: years.url, day: day.url };

    step('results page reads');
    const cached = await compare({ url: `${day.url}/api/results/latest` }, { url: `${years.url}/api/results/latest` });
    rows.push(
      row(
        'Results page: latest draws (kept serialised)',
        `${fmt(cached.subject.rps)} req/s with ${YEARS} years`,
        `one day ${fmt(cached.baseline.rps)} req/s`,
        cached.subject.rps / cached.baseline.rps,
        '>=',
        0.8,
      ),
    );

    // A write before each read, so every read works its answer out anew: the first reader after
    // a result comes in. The entered draws lie before the stored years and change no slot.
    const token = (base: string) => (base === years.url ? tokens.years : tokens.day);
    const fresh = await alternate(
      bases,
      () => '/api/results/latest',
      (base, i) =>
        post(
          base,
          token(base),
          '/api/results',
          JSON.stringify({ state: 'GA', game: 'pick3', drawDate: addDays(first, -100 - i), drawTime: 'evening', number: '123' }),
          'application/json',
        ),
    );
    rows.push(
      row(
        'Results page: latest draws, first read after a write',
        `${fmt(fresh.years, 2)} ms with ${YEARS} years`,
        `one day ${fmt(fresh.day, 2)} ms`,
        fresh.years / fresh.day,
        '<=',
        1.5,
      ),
    );

    // The date picker: one state, one day; each query new to the answer cache (a different limit).
    const picked = await alternate(bases, (i) => `/api/results?state=${STATE_CODES[((i % 7) + 7) % 7]}&from=${last}&to=${last}&limit=${150 + i}`);
    rows.push(
      row(
        'Results page: one state and day, not cached',
        `${fmt(picked.years, 2)} ms with ${YEARS} years`,
        `one day ${fmt(picked.day, 2)} ms`,
        picked.years / picked.day,
        '<=',
        1.5,
      ),
    );

    // The number search in any order (box) over the picked day.
    const boxed = await alternate(bases, (i) => `/api/results?number=${String((i * 37 + 1000) % 1000).padStart(3, '0')}&box=1&from=${last}&to=${last}&limit=${400 + i}`);
    rows.push(
      row(
        'Results page: number search (box) of a day, not cached',
        `${fmt(boxed.years, 2)} ms with ${YEARS} years`,
        `one day ${fmt(boxed.day, 2)} ms`,
        boxed.years / boxed.day,
        '<=',
        1.5,
      ),
    );
    return rows;
  } finally {
    await Promise.all(running.map((s) => s.stop()));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-results-'));
  try {
    const importsOnly = process.argv.includes('--imports');
    console.log(printTable(await resultsBenchmarks({ tmp, step: (s) => console.log(`… ${s}`), importsOnly })));
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
