// "Publishing on a schedule" (docs/product.md): two real server processes on one database (one
// DATA_DIR, or with TEST_DATABASE_URL one PostgreSQL database), both running the scheduler, both
// restarted twice; each entry's round of the day publishes one set, and a round that cannot
// publish leaves one notice in the admin's inbox. The servers' clocks are moved forward at each
// restart (e2e/shifted-clock.mjs) so the entries come due without waiting for them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loginToken, startServer, type ServerProcess } from '../test/server-process';
import { createTestDatabase } from '../test/test-database';

const SHIFTED_CLOCK = path.resolve(import.meta.dirname, '../../e2e/shifted-clock.mjs');
const MINUTE = 60_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-schedule-'));
const database = await createTestDatabase(dataDir);
// A zone whose clock reads about noon now, so the minutes below never cross its midnight.
const offset = 12 - new Date().getUTCHours();
const zone = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
const env = {
  DATA_DIR: dataDir,
  ...(database.url && { DATABASE_URL: database.url }),
  APP_TIMEZONE: zone,
  ADMIN_EMAIL: 'sched@example.com',
  ADMIN_PASSWORD: 'schedule-password',
};
/** HH:MM in the servers' zone, `minutes` from the real now. */
const hhmm = (minutes: number) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(Date.now() + minutes * MINUTE);

let servers: ServerProcess[] = [];
/** Two servers on the database, their clocks `minutes` ahead; the first one started applies the migrations. */
async function startBoth(minutes: number) {
  const shifted = { ...env, CLOCK_SHIFT_MS: String(minutes * MINUTE) };
  const a = await startServer(shifted, ['--import', SHIFTED_CLOCK]);
  const b = await startServer(shifted, ['--import', SHIFTED_CLOCK]);
  servers = [a, b];
}
async function stopBoth() {
  for (const s of servers) expect(await s.stop()).toBe(0);
  servers = [];
}
afterAll(async () => {
  for (const s of servers) await s.stop();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function api(server: ServerProcess, method: string, url: string, token: string, body?: unknown) {
  const r = await fetch(`${server.url}${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body !== undefined && { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  return { status: r.status, json: text ? JSON.parse(text) : null };
}

/** Asks `look` until `done` holds of its answer; a fault alone reaches the deadline. */
async function until<T>(look: () => Promise<T>, done: (v: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const v = await look();
    if (done(v)) return v;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('the schedule on two processes, restarted', () => {
  it('publishes each round once and tells the inbox of a refused round once', async () => {
    await startBoth(0);
    const [a, b] = servers;
    const admin = await loginToken(a.url, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    // Due in ten minutes: control (needs no results) in the morning slot; hot, with no results
    // stored, in the evening slot.
    const due = hhmm(10);
    const first = [
      { timeOfDay: 'Morning', publishAt: due, method: 'control', pairs: 2, alternatives: 0, validDays: 1 },
      { timeOfDay: 'Evening', publishAt: due, method: 'hot', pairs: 1, alternatives: 0, validDays: 1 },
    ];
    expect((await api(b, 'PUT', '/api/admin/schedule', admin, { entries: first })).status).toBe(200);

    // Restarted with the clocks 15 minutes on: both look at start and every minute.
    await stopBoth();
    await startBoth(15);
    const runsOf = async () => (await api(servers[1], 'GET', '/api/admin/schedule', admin)).json.runs as { method: string; problem: string | null }[];
    await until(runsOf, (runs) => runs.length === 2, 'both rounds');

    // A third entry, due after the next restart; the first two stay as they were.
    const later = { timeOfDay: 'Morning', publishAt: hhmm(25), method: 'control', pairs: 1, alternatives: 0, validDays: 1 };
    expect((await api(servers[0], 'PUT', '/api/admin/schedule', admin, { entries: [...first, later] })).status).toBe(200);
    await stopBoth();
    await startBoth(30);
    // The look that publishes the third round reads the first two again, already done.
    const runs = await until(runsOf, (r) => r.length === 3, 'the third round');
    // Another minute's look on both processes, then the count.
    await until(
      async () => (await api(servers[0], 'GET', '/api/admin/jobs', admin)).json,
      (jobs) => jobs.queued === 0 && jobs.running === 0,
      'the jobs to settle',
    );

    expect(runs.map((r) => `${r.method} ${r.problem === null ? 'published' : 'refused'}`).sort()).toEqual(['control published', 'control published', 'hot refused']);
    const sets = (await api(servers[1], 'GET', '/api/predictions', admin)).json as { method: string; predictions: unknown[] }[];
    expect(sets.map((s) => `${s.method} ${s.predictions.length}`).sort()).toEqual(['control 1', 'control 2']);
    const notices = ((await api(servers[0], 'GET', '/api/contact', admin)).json as { name: string; message: string }[]).filter((m) => m.name === 'Publishing schedule');
    expect(notices).toHaveLength(1);
    expect(notices[0].message).toContain('no results are stored before the cut-off');
    expect((await api(servers[0], 'GET', '/api/ledger/head', admin)).json.seq).toBe(2);
    const publishes = ((await api(servers[1], 'GET', '/api/admin/audit', admin)).json as { action: string; actor: { username: string } }[]).filter(
      (e) => e.action === 'prediction.publish',
    );
    expect(publishes.map((e) => e.actor.username)).toEqual(['schedule', 'schedule']);
  });
});
