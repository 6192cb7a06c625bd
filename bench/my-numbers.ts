// The "My numbers" row of `npm run bench` (docs/product.md, "My numbers"): ten years of all seven
// states' draws imported (as bench/results.ts does) into a server whose 10,000 accounts keep 20
// numbers each, against the same import into a server with none, rounds alternating so that noise
// falls on both alike; the import's answer must stay within 1.2× of the bare one. One account in
// ten asked for e-mails, so the news of the import's last 48 hours (claims, e-mails written to the
// outbox) runs as it would, after each file's answer and during the next file. Then how long
// after that answer the notices are listed: a sample of the accounts, each its newest 100 notices
// read through the API and checked against the notices worked out here from the file.
// Alone: node --import tsx bench/my-numbers.ts [--db postgres]
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '#db/client';
import { openDatabase } from '../api/platform/db/open';
import { signToken } from '../api/platform/http/tokens';
import { genericCsv, scheduledDraws, texasFiles } from '../api/test/results-files';
import { startServer, loginToken, type ServerProcess } from '../api/test/server-process';
import { addDays, dayOf } from '@shared/calendar';
import { matchOf, PLAYS, type NumberNoticeDto, type Play } from '@shared/my-numbers';
import { boxKey, drawnAtOf, type DrawInput } from '@shared/results';
import { useDialect } from '../api/platform/db/dialect';
import { benchDatabase, usePostgres } from './database';
import { fmt, printTable, row, type BenchRow } from './report';
import { importFiles } from './results';

const ACCOUNTS = Number(process.env.BENCH_NUMBER_ACCOUNTS ?? 10_000);
const PER_ACCOUNT = 20;
/** One account in MAILED asked for e-mails: the news of the import's last 48 hours is real work. */
const MAILED = 10;
const YEARS = Number(process.env.BENCH_RESULTS_YEARS ?? 10);
const ROUNDS = 3;
/** Accounts whose notices are read back and checked, each its newest LISTED. */
const SAMPLE = 100;
const LISTED = 100;
const LIST_WITHIN_MS = 30_000;
const ADMIN = { email: 'numbers@bench.test', password: 'bench-password' };

/** A small seeded generator: the same lists every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Saved = { number: string; play: Play };

/** An account's 20 numbers: 3 or 4 digits, any play, none twice. */
function listOf(next: () => number): Saved[] {
  const list = new Map<string, Play>();
  while (list.size < PER_ACCOUNT) {
    const digits = next() < 0.5 ? 3 : 4;
    list.set(String(Math.floor(next() * 10 ** digits)).padStart(digits, '0'), PLAYS[Math.floor(next() * 3)]);
  }
  return [...list].map(([number, play]) => ({ number, play }));
}

/** The accounts and their lists, written straight into the database (volume only); their ids. */
async function seedLists(db: Db, lists: Saved[][]): Promise<number[]> {
  // Loaded once the process has chosen its dialect (bench/run.ts, or the lines at the end).
  const { myNumbers, numberLists, users } = await import('#db/schema');
  const now = Date.now();
  const ids: number[] = [];
  await db.write(async (tx) => {
    // 500 accounts (10,000 numbers) a round: within either database's limit on parameters per statement.
    for (let start = 0; start < lists.length; start += 500) {
      const chunk = lists.slice(start, start + 500);
      const made = await tx
        .insert(users)
        .values(
          chunk.map((_, i) => ({
            username: `numbers_${start + i}`,
            email: `numbers_${start + i}@bench.test`,
            passwordHash: 'not-a-hash',
            role: 'customer' as const,
            createdAt: now,
          })),
        )
        .returning({ id: users.id });
      ids.push(...made.map((m) => m.id));
      const mailed = made.filter((_, i) => (start + i) % MAILED === 0);
      if (mailed.length > 0) await tx.insert(numberLists).values(mailed.map((m) => ({ userId: m.id, mails: true, updatedAt: now })));
      const rows = chunk.flatMap((list, i) =>
        list.map((n, position) => ({
          userId: made[i].id,
          position,
          number: n.number,
          play: n.play,
          game: n.number.length === 3 ? 'pick3' : 'pick4',
          boxKey: boxKey(n.number),
          addedAt: now,
        })),
      );
      for (let r = 0; r < rows.length; r += 1000) await tx.insert(myNumbers).values(rows.slice(r, r + 1000));
    }
  });
  return ids;
}

/** Every notice of the import, counted from the file: per number, the draws of its game and box that count for its play. */
function noticeIndex(draws: readonly DrawInput[]) {
  const byBox = new Map<string, DrawInput[]>();
  for (const d of draws) {
    const key = `${d.game} ${boxKey(d.number)}`;
    if (!byBox.has(key)) byBox.set(key, []);
    byBox.get(key)!.push(d);
  }
  const straight = new Map<string, number>();
  for (const d of draws) straight.set(`${d.game} ${d.number}`, (straight.get(`${d.game} ${d.number}`) ?? 0) + 1);
  const game = (n: string) => (n.length === 3 ? 'pick3' : 'pick4');
  return {
    /** How many notices a saved number has. */
    count: (n: Saved) => (n.play === 'straight' ? (straight.get(`${game(n.number)} ${n.number}`) ?? 0) : (byBox.get(`${game(n.number)} ${boxKey(n.number)}`)?.length ?? 0)),
    /** A list's notices, newest draw first, each as "number state game day time kind" with its instant. */
    of(list: Saved[]) {
      return list
        .flatMap((n) =>
          (byBox.get(`${game(n.number)} ${boxKey(n.number)}`) ?? []).flatMap((d) => {
            const kind = matchOf(n.number, n.play, d.number);
            return kind ? [{ key: `${n.number} ${d.state} ${d.game} ${d.drawDate} ${d.drawTime} ${kind}`, at: drawnAtOf(d) }] : [];
          }),
        )
        .sort((a, b) => b.at - a.at);
    },
  };
}

/** Whether `base` lists exactly the newest notices `expected` of the account of `token`. */
async function listsAll(base: string, token: string, expected: { key: string; at: number }[]): Promise<boolean> {
  const r = await fetch(`${base}/api/account/number-hits?limit=${LISTED}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!r.ok) throw new Error(`number-hits: ${r.status} ${await r.text()}`);
  const listed = (await r.json()) as NumberNoticeDto[];
  const keys = new Set(expected.map((e) => e.key));
  const newest = expected.slice(0, LISTED);
  // Draws of one instant (Michigan's and Ohio's evening) may come in either order: each listed
  // notice must be one of the file's, at the same instants as the newest ones.
  return (
    listed.length === newest.length &&
    listed.every((n, i) => keys.has(`${n.number} ${n.state} ${n.game} ${n.drawDate} ${n.drawTime} ${n.kind}`) && drawnAtOf(n as DrawInput) === newest[i].at)
  );
}

/** Until the server has no job queued or running (the news of the last import). */
async function idle(base: string, token: string) {
  for (;;) {
    const r = (await (await fetch(`${base}/api/admin/jobs`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { queued: number; running: number };
    if (r.queued + r.running === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function myNumbersBenchmarks(opts: { tmp: string; step?: (s: string) => void }): Promise<BenchRow[]> {
  const step = opts.step ?? (() => {});
  const running: ServerProcess[] = [];
  const direct: Db[] = [];
  try {
    const secret = randomBytes(32).toString('base64url');
    const kinds = ['none', 'lists'] as const;
    const dirs = { none: path.join(opts.tmp, 'numbers-none'), lists: path.join(opts.tmp, 'numbers-lists') };
    const databases = { none: await benchDatabase(dirs.none), lists: await benchDatabase(dirs.lists) };
    const servers = Object.fromEntries(
      await Promise.all(
        kinds.map(
          async (k) => [k, await startServer({ ...databases[k].env, DATA_DIR: dirs[k], ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, JWT_SECRET: secret })] as const,
        ),
      ),
    ) as Record<(typeof kinds)[number], ServerProcess>;
    running.push(servers.none, servers.lists);
    const admins = { none: await loginToken(servers.none.url, ADMIN.email, ADMIN.password), lists: await loginToken(servers.lists.url, ADMIN.email, ADMIN.password) };
    const dbs = { none: await openDatabase(databases.none.target), lists: await openDatabase(databases.lists.target) };
    direct.push(dbs.none, dbs.lists);

    step(`my numbers: ${fmt(ACCOUNTS)} accounts × ${PER_ACCOUNT} numbers, one in ${MAILED} with e-mails on`);
    const next = random(41);
    const lists = Array.from({ length: ACCOUNTS }, () => listOf(next));
    const ids = await seedLists(dbs.lists, lists);

    const last = addDays(dayOf(Date.now(), 'America/New_York'), -1);
    const draws = scheduledDraws(addDays(last, -Math.round(YEARS * 365.25) + 1), last);
    const files = [...texasFiles(draws).values(), genericCsv(draws.filter((d) => d.state !== 'TX'))];
    const index = noticeIndex(draws);
    const total = lists.reduce((sum, list) => sum + list.reduce((s, n) => s + index.count(n), 0), 0);

    step(`my numbers: ${fmt(draws.length)} draws imported, ${ROUNDS} rounds each, alternating`);
    const times = { none: [] as number[], lists: [] as number[] };
    let answeredAt = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const k of round % 2 === 0 ? kinds : [...kinds].reverse()) {
        await idle(servers[k].url, admins[k]);
        await dbs[k].exec('delete from draw_results');
        await dbs[k].exec('delete from number_news');
        const r = await importFiles(servers[k].url, admins[k], files);
        if (r.imported !== draws.length) throw new Error(`imported ${r.imported} of ${draws.length}`);
        times[k].push(r.ms);
        answeredAt = performance.now();
      }
    }
    // The last round ended on the server with the lists (rounds alternate, an odd count of them).
    const best = { none: Math.min(...times.none), lists: Math.min(...times.lists) };
    const rows = [
      row(
        `My numbers: ${YEARS}-year import (${fmt(draws.length)} draws) with ${fmt(ACCOUNTS)} accounts × ${PER_ACCOUNT} numbers`,
        `${fmt(best.lists / 1000, 2)} s (rounds ${times.lists.map((t) => fmt(t / 1000, 2)).join(', ')})`,
        `no numbers saved: ${fmt(best.none / 1000, 2)} s (rounds ${times.none.map((t) => fmt(t / 1000, 2)).join(', ')})`,
        best.lists / best.none,
        '<=',
        1.2,
      ),
    ];

    step(`my numbers: ${fmt(SAMPLE)} accounts' notices read back`);
    const sample = Array.from({ length: SAMPLE }, (_, i) => Math.floor((i * ACCOUNTS) / SAMPLE));
    const expected = sample.map((i) => index.of(lists[i]));
    const tokens = sample.map((i) => signToken(secret, ids[i], 0, Date.now()));
    let listedAfter = Infinity;
    let reads = 0;
    while (performance.now() - answeredAt < 2 * LIST_WITHIN_MS) {
      reads++;
      const ok = await Promise.all(sample.map((_, j) => listsAll(servers.lists.url, tokens[j], expected[j])));
      if (ok.every(Boolean)) {
        listedAfter = performance.now() - answeredAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const readStart = performance.now();
    for (let j = 0; j < SAMPLE; j++) await listsAll(servers.lists.url, tokens[j], expected[j]);
    const perRead = (performance.now() - readStart) / SAMPLE;
    await idle(servers.lists.url, admins.lists);
    const [news] = await dbs.lists.rows<{ n: number }>('select count(*) as n from number_news');
    rows.push(
      row(
        `My numbers: every notice of the import listed (${fmt(total)} notices; ${fmt(SAMPLE)} accounts' newest ${LISTED} checked)`,
        `${fmt(listedAfter / 1000, 2)} s after the answer, all at read ${reads} (a list read alone: ${fmt(perRead, 1)} ms; ${fmt(Number(news.n))} notices of the last 48 h e-mailed)`,
        `${LIST_WITHIN_MS / 1000} s`,
        listedAfter / LIST_WITHIN_MS,
        '<=',
        1,
      ),
    );
    return rows;
  } finally {
    await Promise.all(direct.map((d) => d.close()));
    await Promise.all(running.map((s) => s.stop()));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-numbers-'));
  useDialect(process.argv.includes('postgres') ? 'postgres://' : undefined);
  const cluster = process.argv.includes('postgres') ? await usePostgres() : null;
  try {
    console.log(printTable(await myNumbersBenchmarks({ tmp, step: (s) => console.log(`… ${s}`) })));
    console.log(
      `\nmachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    cluster?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
