// The lab's row of `npm run bench` (docs/product.md, "The lab"), in this process on the real
// services: ten years of the seven states' draws written straight into SQLite, then the lab over
// all ten years (hot, two pairs, beside the control), against reading those results alone through
// the same data layer (the lab's own first step), alternately, so both see the same machine.
// Alone: node --import tsx bench/methods.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { createServices } from '../api/compose';
import { bootstrap } from '../api/bootstrap';
import { loadConfig } from '../api/platform/config';
import { silentLogger } from '../api/platform/log';
import { scheduledDraws } from '../api/test/results-files';
import { addDays, dayOf, endOfDay } from '@shared/calendar';
import { boxKey, drawnAtOf, STATE_CODES } from '@shared/results';
import { fmt, printTable, row, type BenchRow } from './report';

const YEARS = 10;
const RUNS = Number(process.env.BENCH_LAB_RUNS ?? 5);
const TZ = 'America/New_York';

const timed = async (f: () => unknown) => {
  const t = performance.now();
  await f();
  return performance.now() - t;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function methodsBenchmarks(opts: { step?: (s: string) => void } = {}): Promise<BenchRow[]> {
  const step = opts.step ?? (() => {});
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-lab-'));
  try {
    const now = Date.now();
    const config = loadConfig({ DATA_DIR: dataDir, REQUEST_LOG: 'off', APP_TIMEZONE: TZ });
    await (await bootstrap(config, { log: silentLogger })).db.close();
    step(`lab: seeding ${YEARS} years of draws`);
    const to = addDays(dayOf(now, TZ), -1);
    const from = addDays(to, -Math.round(YEARS * 365.25) + 1);
    const draws = scheduledDraws(from, to);
    const raw = new Database(path.join(dataDir, 'app.db'));
    const add = raw.prepare(
      "insert into draw_results (state, game, draw_date, draw_time, number, box_key, drawn_at, source, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, 'import', ?, ?)",
    );
    raw.transaction(() => {
      for (const d of draws) add.run(d.state, d.game, d.drawDate, d.drawTime, d.number, boxKey(d.number), drawnAtOf(d), now, now);
    })();
    raw.close();

    const deps = await bootstrap(config, { log: silentLogger });
    const services = createServices(deps);
    try {
      // The lab replays every day but the first (a day needs draws before it); the floor reads what it reads.
      const ask = { method: 'hot' as const, states: [...STATE_CODES], from: addDays(from, 1), to, pairs: 2 };
      const { readDraws } = await import('../api/features/results');
      let read = 0;
      let answer = await services.methods.lab(ask);
      const floor = async () => (read = (await readDraws(deps.db, STATE_CODES, endOfDay(to, TZ))).length);
      await floor();
      step(`lab: ${fmt(answer.sets)} sets over ${YEARS} years, ${RUNS} runs`);
      const times = { lab: [] as number[], read: [] as number[] };
      for (let i = 0; i < RUNS; i++) {
        times.lab.push(await timed(async () => (answer = await services.methods.lab(ask))));
        times.read.push(await timed(floor));
      }
      const best = { lab: Math.min(...times.lab), read: Math.min(...times.read) };
      return [
        row(
          `Lab: hot beside the control over ${YEARS} years of seven states (${fmt(answer.sets)} sets, ${fmt(answer.plays + answer.control.plays)} plays scored)`,
          `${fmt(best.lab, 0)} ms best of ${RUNS}, median ${fmt(median(times.lab), 0)} ms`,
          `reading the ${fmt(read)} results ${fmt(best.read, 0)} ms, median ${fmt(median(times.read), 0)} ms`,
          best.lab / best.read,
          '<=',
          10,
        ),
      ];
    } finally {
      await services.stop();
      await deps.db.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(printTable(await methodsBenchmarks({ step: (s) => console.log(`… ${s}`) })));
  console.log(
    `\nmachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}
