// The Business page's numbers (GET /api/admin/analytics, the default twelve months by month) over
// 100,000 payments of 20,000 accounts, written straight into SQLite in this bench's own data dir.
// The floor is counting those payments by reading each one (`select count(*) ... where user_id is
// not null` visits every entry of an index), timed in the same process, interleaved with the
// answer so both see the same machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createApp } from '../api/app';
import { createServices } from '../api/compose';
import { bootstrap } from '../api/bootstrap';
import { loadConfig } from '../api/platform/config';
import { silentLogger } from '../api/platform/log';
import { DAY } from '../api/platform/clock';
import { signToken } from '../api/platform/http/tokens';
import { fmt, row, type BenchRow } from './report';

const USERS = 20_000;
const PAYMENTS = 100_000;
const RUNS = 10;
/** The promise: the numbers within ten times of counting the payments they are made of. */
const TARGET = 10;

/** Two years of a steady business: payments spread evenly, each account paying again now and then, a trial for one in four. */
function seed(file: string, now: number) {
  const db = new Database(file);
  let x = 7;
  const rand = () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const addUser = db.prepare("insert into users (username, email, password_hash, role, subscription_expires_at, trial_used_at, created_at) values (?, ?, 'x', ?, ?, ?, ?)");
  // The plans the migrations seeded (docs/product.md, "Plans").
  const plans = db.prepare('select id, amount_cents as amountCents, duration_days as durationDays from plans').all() as { id: string; amountCents: number; durationDays: number }[];
  const addPayment = db.prepare(
    "insert into payments (session_id, provider, user_id, plan, amount_cents, subscription_expires_at, period_starts_at, created_at) values (?, 'stripe', ?, ?, ?, ?, ?, ?)",
  );
  db.transaction(() => {
    for (let i = 1; i <= USERS; i++) {
      const created = now - Math.ceil((1 - i / USERS) * 730 * DAY);
      const trial = rand() < 0.25 ? created + DAY : null;
      addUser.run(`user_${i}`, `user_${i}@bench.test`, i === 1 ? 'admin' : 'subscriber', now - Math.floor(rand() * 365 * DAY), trial, created);
    }
    for (let i = 1; i <= PAYMENTS; i++) {
      const userId = 2 + Math.floor(rand() * (USERS - 1));
      const plan = plans[Math.floor(rand() * plans.length)];
      const at = now - Math.ceil((1 - i / PAYMENTS) * 730 * DAY);
      addPayment.run(`cs_bench_${i}`, userId, plan.id, plan.amountCents, at + plan.durationDays * DAY, at, at);
    }
  })();
  // Written behind the product's back, as by a version from before the Business page's rows: the
  // next start works them out from these payments and trials (api/features/payments/business-figures.ts).
  db.prepare('delete from business_basis').run();
  db.close();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function analyticsBenchmark(): Promise<BenchRow> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-analytics-'));
  const closers: (() => unknown)[] = [];
  try {
    const now = Date.now();
    const config = loadConfig({ DATA_DIR: dataDir, REQUEST_LOG: 'off' });
    await (await bootstrap(config, { log: silentLogger })).db.close();
    seed(path.join(dataDir, 'app.db'), now);
    const deps = await bootstrap(config, { log: silentLogger });
    const services = createServices(deps);
    const raw = new Database(deps.db.file, { readonly: true });
    closers.push(
      () => services.stop(),
      () => raw.close(),
      () => deps.db.close(),
    );
    const app = createApp(services, { distDir: path.join(dataDir, 'no-dist') });
    const token = signToken(deps.jwtSecret, 1, 0, now);
    const count = raw.prepare('select count(*) from payments where user_id is not null').pluck();

    let answer = '';
    const analytics = async () => {
      const t = performance.now();
      const r = await app.request('/api/admin/analytics', { headers: { Authorization: `Bearer ${token}` } });
      answer = await r.text();
      if (r.status !== 200) throw new Error(`analytics answered ${r.status}: ${answer}`);
      return performance.now() - t;
    };
    let counted = 0;
    const floor = () => {
      const t = performance.now();
      counted = count.get() as number;
      return performance.now() - t;
    };
    await analytics();
    floor();
    const times = { analytics: [] as number[], floor: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      times.analytics.push(await analytics());
      times.floor.push(floor());
    }
    const a = JSON.parse(answer) as { periods: { payments: number }[] };
    const [ma, mf] = [Math.min(...times.analytics), Math.min(...times.floor)];
    return row(
      `Analytics: ${fmt(PAYMENTS)} payments, 12 months`,
      `${fmt(ma, 1)} ms best of ${RUNS}, median ${fmt(median(times.analytics), 1)} ms (${fmt(a.periods.reduce((n, p) => n + p.payments, 0))} payments in range)`,
      `counting ${fmt(counted)} payments ${fmt(mf, 2)} ms, median ${fmt(median(times.floor), 2)} ms`,
      ma / mf,
      '<=',
      TARGET,
    );
  } finally {
    for (const close of closers) await close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// `node --import tsx bench/analytics.ts` runs this row alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./report');
  console.log(printTable([await analyticsBenchmark()]));
}
