// The many-writers rows of `npm run bench` (docs/architecture.md, "Many writers at once"). On
// PostgreSQL: two real servers on one database, driven as the two-servers suite
// (api/reliability/many-writers.pg.test.ts) drives them. 400 people sign out at once, split over
// both: the transactions the database rolled back for them, against the target of 5. Then one
// server imports ten years of results while the other answers sign-ups, sign-ins, sign-outs, role
// changes and publishes, each kind one after another: the slowest kind's p99 against 1 s, beside
// the same writes for 5 s with nothing else running. On SQLite: one server with WORKERS=2, the
// import and the other writes sent to its one port (so some land on the importing process), the
// same p99 against the same 1 s (docs/operations.md, "Several processes on one machine").
// Alone: node --import tsx bench/many-writers.ts [--db sqlite] (PostgreSQL by default: on
// BENCH_DATABASE_URL, or a cluster of its own)
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useDialect } from '../api/platform/db/dialect';
import { loginToken, startServer, type ServerProcess } from '../api/test/server-process';
import { benchDatabase, onPostgres, usePostgres } from './database';
import { fmt, printTable, row, type BenchRow } from './report';

const ADMIN = { email: 'writers@bench.test', password: 'bench-password' };
const SIGN_OUTS = 400;
const IDLE_MS = 5_000;

export async function manyWritersBenchmarks(opts: { tmp: string; step: (s: string) => void }): Promise<BenchRow[]> {
  // Loaded here, once the process has chosen its dialect (bench/run.ts): they import #db/*.
  const mw = await import('../api/test/many-writers');
  const { openDatabase } = await import('../api/platform/db/open');
  const dir = path.join(opts.tmp, 'many-writers');
  const database = await benchDatabase(dir);
  const secret = randomBytes(32).toString('base64url');
  const env = { ...database.env, DATA_DIR: dir, JWT_SECRET: secret, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TRUST_PROXY: '1' };
  const servers: ServerProcess[] = [];
  if (onPostgres()) {
    // One after the other: the first applies the migrations.
    servers.push(await startServer(env));
    servers.push(await startServer(env));
  } else {
    // Both "servers" are the one port of two processes: each request goes to either.
    servers.push(await startServer({ ...env, WORKERS: '2' }));
    servers.push(servers[0]);
  }
  const [a, b] = servers;
  const db = await openDatabase(database.target);
  const settle = () => new Promise((r) => setTimeout(r, mw.STATS_SETTLE_MS));
  const where = onPostgres() ? 'PostgreSQL' : 'SQLite, WORKERS=2';
  try {
    const admin = await loginToken(a.url, ADMIN.email, ADMIN.password);
    const rows: BenchRow[] = [];
    if (onPostgres()) rows.push(await signOutsRow());
    rows.push(await importRow());
    return rows;

    async function signOutsRow(): Promise<BenchRow> {
      opts.step(`many writers: ${SIGN_OUTS} sign-outs at once over two servers`);
      const leaving = await mw.signedInPeople(db, secret, SIGN_OUTS, 'leaving');
      await settle();
      const before = await mw.transactionCounts(database.target);
      const answers = await mw.signOutAll([a, b], leaving);
      await settle();
      const after = await mw.transactionCounts(database.target);
      const rolledBack = after.rolledBack - before.rolledBack;
      const answered = answers.filter((r) => r.status === 200).length;
      return row(
        `Many writers: ${SIGN_OUTS} sign-outs at once over two servers (PostgreSQL)`,
        `${fmt(rolledBack)} transactions rolled back; ${fmt(answered)} of ${SIGN_OUTS} answered 200, slowest ${fmt(Math.max(...answers.map((r) => r.ms)))} ms`,
        'at most 5 rolled back',
        answered === SIGN_OUTS ? rolledBack / 5 : Infinity,
        '<=',
        1,
      );
    }

    async function importRow(): Promise<BenchRow> {
      opts.step(`many writers: a ten-year import and other writes (${where})`);
      const file = mw.tenYearsFile();
      const signIns = await mw.signedInPeople(db, secret, 20, 'returning', 'their-own-password');
      const members = (await mw.signedInPeople(db, secret, 20, 'member')).map((p) => p.id);
      const signOuts = await mw.signedInPeople(db, secret, 5000, 'going');
      const worst = (d: Awaited<ReturnType<typeof mw.writesDuring>>) => Math.max(...Object.values(d.times).map((ms) => mw.p99(ms)));
      const idle = await mw.writesDuring(b, new Promise((r) => setTimeout(r, IDLE_MS)), { adminToken: admin, signIns, signOuts, members, tag: 'idle' });
      const started = performance.now();
      const imported = mw.timed(`${a.url}/api/results/import`, { method: 'POST', headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'text/csv' }, body: file.text });
      const during = await mw.writesDuring(b, imported, { adminToken: admin, signIns, signOuts, members, tag: 'during' });
      const importAnswer = await imported;
      const importSeconds = (performance.now() - started) / 1000;
      const failed = Object.values(during.failures).reduce((n, f) => n + f, 0) + during.unexpected.length + (importAnswer.status === 200 ? 0 : 1);
      const kinds = Object.entries(during.times).map(([kind, ms]) => `${kind} ${fmt(mw.p99(ms))}`);
      return row(
        onPostgres()
          ? `Many writers: the other server's writes during a ${fmt(file.draws)}-draw import (PostgreSQL)`
          : `Many writers: other writes during a ${fmt(file.draws)}-draw import (${where})`,
        `slowest p99 ${fmt(worst(during))} ms (${kinds.join(', ')} ms); import ${fmt(importSeconds, 1)} s; ${fmt(failed)} failed or unexpected`,
        `1 s (idle: slowest p99 ${fmt(worst(idle))} ms)`,
        failed === 0 ? worst(during) / 1000 : Infinity,
        '<=',
        1,
      );
    }
  } finally {
    await db.close();
    await Promise.all([...new Set(servers)].map((s) => s.stop()));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-writers-'));
  const dbArg = process.argv.indexOf('--db');
  const engine = dbArg > 0 ? process.argv[dbArg + 1] : 'postgres';
  if (engine !== 'sqlite' && engine !== 'postgres') throw new Error(`--db must be sqlite or postgres, got "${engine}"`);
  useDialect(engine === 'postgres' ? 'postgres://' : undefined);
  const cluster = engine === 'postgres' ? await usePostgres() : { stop: () => {} };
  try {
    console.log(printTable(await manyWritersBenchmarks({ tmp, step: (s) => console.log(`… ${s}`) })));
    console.log(
      `\nmachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    cluster.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
