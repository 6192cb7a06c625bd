// The hits rows of `npm run bench`, in this process on the real services: three years
// of all seven states' draws and three years of predictions (one batch a day, 15 pairs)
// written straight into SQLite, each set then entered in the record at its publishing time. Each measurement is timed against the cheapest honest read of
// the same data, interleaved so both see the same machine:
// - scoring the whole archive (every batch answered with its hits, as the archive pages do)
//   against SQLite reading every batch, pair and draw of those years;
// - the track record of a year (worked out, not cached) against reading that year's pairs and draws;
// - the same year in money (GET /api/track-record/money) against the track record itself;
// - its proof list over a year (docs/product.md, "The proof list": every public hit, paged through
//   100 at a time on a fresh walk, as GET /api/track-record/hits pages it) against reading that
//   year's pairs and draws;
// - storing one result and reading the current predictions with their hits anew, against storing it alone.
// Alone: node --import tsx bench/hits.ts (--proof: the track record and proof list rows only)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { createServices } from '../api/compose';
import { createLedgerService } from '../api/features/ledger';
import { storedSets } from '../api/features/predictions';
import { bootstrap } from '../api/bootstrap';
import { loadConfig } from '../api/platform/config';
import { silentLogger } from '../api/platform/log';
import { HOUR } from '../api/platform/clock';
import { scheduledDraws } from '../api/test/results-files';
import { addDays, dayOf, instantAt } from '@shared/calendar';
import { boxKey, drawnAtOf, STATE_CODES } from '@shared/results';
import { fmt, printTable, row, type BenchRow } from './report';

const YEARS = 3;
const PAIRS_PER_DAY = 15;
const RUNS = Number(process.env.BENCH_HITS_RUNS ?? 7);
const WRITES = 60;
const TZ = 'America/New_York';

/** Three years of draws and of daily batches up to today; today's batch is current. */
export function seed(file: string, now: number) {
  const db = new Database(file);
  const today = dayOf(now, TZ);
  const first = addDays(today, -Math.round(YEARS * 365.25));
  const draws = scheduledDraws(first, addDays(today, -1));
  let x = 7;
  const rand = () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const number = (digits: number) => String(Math.floor(rand() * 10 ** digits)).padStart(digits, '0');
  const addDraw = db.prepare(
    "insert into draw_results (state, game, draw_date, draw_time, number, box_key, drawn_at, source, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, 'import', ?, ?)",
  );
  const addBatch = db.prepare(
    "insert into prediction_batches (date, time_of_day, shared_content, archived, valid_through, created_at, updated_at) values (?, 'Morning', '', ?, ?, ?, ?)",
  );
  const addPair = db.prepare('insert into prediction_pairs (batch_id, kind, number1, number2, priority, recorded_at) values (?, ?, ?, ?, ?, ?)');
  const batches: { id: number; at: number }[] = [];
  db.transaction(() => {
    for (const d of draws) addDraw.run(d.state, d.game, d.drawDate, d.drawTime, d.number, boxKey(d.number), drawnAtOf(d), now, now);
    for (let day = first; day <= today; day = addDays(day, 1)) {
      // Published at 08:00 New York time, valid through the next day: each number meets about 35 draws.
      const at = instantAt(day, '08:00', TZ);
      const id = Number(addBatch.run(day, day === today ? 0 : 1, addDays(day, 1), at, at).lastInsertRowid);
      batches.push({ id, at });
      for (let p = 1; p <= PAIRS_PER_DAY; p++) addPair.run(id, p <= 10 ? 'prediction' : 'alternative', number(3), number(p % 3 === 0 ? 4 : 3), p, at);
    }
  })();
  db.close();
  return { first, today, draws: draws.length, batches };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const timed = async (f: () => unknown) => {
  const t = performance.now();
  await f();
  return performance.now() - t;
};

/** `subject` and `floor` alternately, RUNS times after a warm-up; the best of each (shared cores: a run that lost its core says nothing of the code). */
async function versus(subject: () => unknown, floor: () => unknown) {
  await subject();
  await floor();
  const times = { subject: [] as number[], floor: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    times.subject.push(await timed(subject));
    times.floor.push(await timed(floor));
  }
  return { subject: Math.min(...times.subject), floor: Math.min(...times.floor), medians: { subject: median(times.subject), floor: median(times.floor) } };
}

export async function hitsBenchmarks(opts: { step?: (s: string) => void; proofOnly?: boolean } = {}): Promise<BenchRow[]> {
  const step = opts.step ?? (() => {});
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-hits-'));
  const rows: BenchRow[] = [];
  try {
    const now = Date.now();
    const config = loadConfig({ DATA_DIR: dataDir, REQUEST_LOG: 'off', APP_TIMEZONE: TZ });
    await (await bootstrap(config, { log: silentLogger })).db.close();
    step(`hits: seeding ${YEARS} years`);
    const seeded = seed(path.join(dataDir, 'app.db'), now);
    const deps = await bootstrap(config, { log: silentLogger });
    // Each set's entry in the record, committed when it was published: a number counts only for
    // the draws after its entry (docs/ledger.md), and the scoring reads the sets from the record.
    step('hits: entering each set in the record');
    let committedAt = 0;
    const ledger = createLedgerService({ ...deps, clock: { now: () => committedAt } }, (ids) => storedSets(deps.db, ids));
    const sets = await storedSets(
      deps.db,
      seeded.batches.map((b) => b.id),
    );
    for (const b of seeded.batches) {
      const { id: setId, ...set } = sets.get(b.id)!;
      committedAt = b.at;
      await deps.db.write((tx) => ledger.append(tx, { setId, set }));
    }
    const services = createServices(deps);
    // The floor reads through a connection of its own, as the server's reads do.
    const raw = new Database(deps.db.file, { readonly: true });
    try {
      const admin = (await deps.db.exec("insert into users (username, email, password_hash, role, created_at) values ('bench_admin', 'admin@bench.test', 'x', 'admin', ?)", [
        now,
      ]))!;
      const actor = { id: admin, username: 'bench_admin' };

      // 1. The whole archive with its hits, page by page as subscribers read it.
      if (!opts.proofOnly) {
        step('hits: scoring the archive');
        let numbers = 0;
        let hits = 0;
        const scoreArchive = async () => {
          numbers = 0;
          hits = 0;
          for (let before: string | undefined; ; ) {
            const page = await services.predictions.past(200, before);
            if (page.length === 0) break;
            for (const b of page) for (const p of [...b.predictions, ...b.alternatives]) (numbers += 2), (hits += p.hits.length);
            before = page[page.length - 1]._id;
          }
        };
        const allRows = ['select * from prediction_batches', 'select * from prediction_pairs', 'select * from draw_results'].map((q) => raw.prepare(q).raw());
        let floorRows = 0;
        const readAll = () => (floorRows = allRows.reduce((n, q) => n + q.all().length, 0));
        const archive = await versus(scoreArchive, readAll);
        rows.push(
          row(
            `Hits: scoring ${YEARS} years of predictions (${fmt(numbers)} numbers, ${fmt(hits)} hits) against ${fmt(seeded.draws)} draws`,
            `${fmt(archive.subject, 1)} ms best of ${RUNS}, median ${fmt(archive.medians.subject, 1)} ms`,
            `SQLite reading the ${fmt(floorRows)} rows ${fmt(archive.floor, 1)} ms`,
            archive.subject / archive.floor,
            '<=',
            3,
          ),
        );
      }

      // 2. The track record of the last year, worked out anew each time (its answer is otherwise kept).
      step('hits: track record of a year');
      const from = addDays(seeded.today, -364);
      const yearRows = [
        raw.prepare('select p.* from prediction_pairs p join prediction_batches b on b.id = p.batch_id where b.valid_through between ? and ?').raw(),
        raw.prepare('select * from draw_results where drawn_at > ?').raw(),
      ];
      let yearCount = 0;
      const readYear = () => (yearCount = yearRows[0].all(from, seeded.today).length + yearRows[1].all(instantAt(from, '00:00', TZ) - 2 * 24 * HOUR).length);
      let figures = { numbers: 0, draws: 0 };
      const year = await versus(async () => (figures = await services.hits.trackRecord(from, seeded.today)), readYear);
      rows.push(
        row(
          `Track record of a year (${fmt(figures.numbers)} numbers, ${fmt(figures.draws)} checks)`,
          `${fmt(year.subject, 1)} ms best of ${RUNS}, median ${fmt(year.medians.subject, 1)} ms`,
          `SQLite reading the ${fmt(yearCount)} rows ${fmt(year.floor, 1)} ms`,
          year.subject / year.floor,
          '<=',
          3,
        ),
      );

      // 2a. The money of the same year (docs/product.md, "The money"): the same numbers and checks
      // priced state by state, with its coverage, against the track record of that year worked out
      // in the same way, alternately.
      step('hits: the money of a year');
      let money = { plays: 0, won: 0 };
      const priced = await versus(
        async () => (money = (await services.hits.money(from, seeded.today, STATE_CODES)).straight),
        () => services.hits.trackRecord(from, seeded.today),
      );
      rows.push(
        row(
          `Track record in money: a year (${fmt(money.plays)} straight plays, $${fmt(money.won)} won straight)`,
          `${fmt(priced.subject, 1)} ms best of ${RUNS}, median ${fmt(priced.medians.subject, 1)} ms`,
          `the track record of the same year ${fmt(priced.floor, 1)} ms`,
          priced.subject / priced.floor,
          '<=',
          1.5,
        ),
      );

      // 2b. The proof list of a year, as the public pages it: the hits of the pairs whose
      // validThrough day lies in the year up to the cut-off (8 days ago with PROOF_DELAY_DAYS=7),
      // worked out anew each time (its pages are otherwise kept), against reading those pairs
      // and every draw their windows can hold.
      step('hits: proof list of a year');
      const cutoff = addDays(seeded.today, -(config.proofDelayDays + 1));
      const proofFrom = addDays(cutoff, -364);
      const proofRows = [
        raw.prepare('select p.* from prediction_pairs p join prediction_batches b on b.id = p.batch_id where b.valid_through between ? and ?').raw(),
        raw.prepare('select * from draw_results where drawn_at > ? and drawn_at <= ?').raw(),
      ];
      let proofCount = 0;
      const readProofYear = () =>
        (proofCount =
          proofRows[0].all(proofFrom, cutoff).length + proofRows[1].all(instantAt(proofFrom, '00:00', TZ) - 2 * 24 * HOUR, instantAt(addDays(cutoff, 1), '00:00', TZ)).length);
      let proofHits = 0;
      const proof = await versus(async () => (proofHits = (await services.hits.proofHits(proofFrom, cutoff)).length), readProofYear);
      rows.push(
        row(
          `Track record: its proof list of a year (${fmt(proofHits)} public hits, paged 100 at a time)`,
          `${fmt(proof.subject, 1)} ms best of ${RUNS}, median ${fmt(proof.medians.subject, 1)} ms`,
          `SQLite reading the ${fmt(proofCount)} rows ${fmt(proof.floor, 1)} ms`,
          proof.subject / proof.floor,
          '<=',
          3,
        ),
      );
      if (opts.proofOnly) return rows;

      // 3. A result comes in: stored, then the current predictions read with their hits anew
      // (the kept answer was dropped by the write), against storing alone. The draws lie before
      // the stored years, so each is new; the current batch is scored in full either way.
      step('hits: one result stored and its hits visible');
      const times = { visible: [] as number[], alone: [] as number[] };
      for (let i = 0; i < WRITES; i++) {
        for (const visible of [true, false]) {
          const drawDate = addDays(seeded.first, -1 - 2 * i - (visible ? 0 : 1));
          const t = performance.now();
          await services.results.enter({ state: 'GA', game: 'pick3', drawDate, drawTime: 'evening', number: '123' }, actor);
          if (visible) await services.predictions.currentJson();
          (visible ? times.visible : times.alone).push(performance.now() - t);
        }
      }
      const [v, a] = [median(times.visible), median(times.alone)];
      rows.push(row('Hits: one result stored and its hits visible', `${fmt(v, 2)} ms median of ${WRITES}`, `storing it alone ${fmt(a, 2)} ms`, v / a, '<=', 1.5));
    } finally {
      await services.stop();
      raw.close();
      await deps.db.close();
    }
    return rows;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(printTable(await hitsBenchmarks({ step: (s) => console.log(`… ${s}`), proofOnly: process.argv.includes('--proof') })));
}
