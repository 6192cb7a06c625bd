// "Several processes" and "PostgreSQL" (docs/runtime.md): several server processes on one database
// behave as one server. Two real servers (as two deploys, two machines, or WORKERS=2, would run
// them) share the database (one DATA_DIR, or with TEST_DATABASE_URL one PostgreSQL database): rate
// limits count across them, a write on one is read on the other at once, a demotion is honoured
// within 100 ms, each job runs once and a schedule's round runs once. WORKERS itself:
// api/reliability/workers.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterAll, describe, expect, it } from 'vitest';
import { SLICE } from '../features/push/push.job';
import { insertPushMembers } from '../test/push-members';
import { startPushStandIn } from '../test/push-stand-in';
import { openDatabase } from '../platform/db/open';
import { loginToken, startServer, type ServerProcess } from '../test/server-process';
import { createTestDatabase } from '../test/test-database';

const vapid = webpush.generateVAPIDKeys();
const standIn = await startPushStandIn({ vapidPublicKey: vapid.publicKey });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-processes-'));
const database = await createTestDatabase(dataDir);
const env = {
  DATA_DIR: dataDir,
  ...(database.url && { DATABASE_URL: database.url }),
  ADMIN_EMAIL: 'two@example.com',
  ADMIN_PASSWORD: 'two-servers-password',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  PUSH_SERVICE_HOSTS: standIn.host,
  // Behind a proxy: the flood of wrong logins names an address of its own, so the address's
  // budget it uses up is not the one the other tests sign in from.
  TRUST_PROXY: '1',
};
// One after the other: the first applies the migrations.
const a = await startServer(env);
const b = await startServer(env);
// Connections of their own, as a third process's: to seed and to look.
const db = await openDatabase(database.target);
afterAll(async () => {
  expect(await a.stop()).toBe(0);
  expect(await b.stop()).toBe(0);
  await standIn.close();
  await db.close();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
const admin = await loginToken(a.url, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);

async function api(server: ServerProcess, method: string, url: string, token?: string, body?: unknown, from?: string) {
  const r = await fetch(`${server.url}${url}`, {
    method,
    headers: { ...(token && { Authorization: `Bearer ${token}` }), ...(body !== undefined && { 'Content-Type': 'application/json' }), ...(from && { 'X-Forwarded-For': from }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  return { status: r.status, json: text ? JSON.parse(text) : null };
}

let seq = 0;
/** A user made through the API on `server`, and their token from the other server. */
async function user(role: 'customer' | 'subscriber') {
  const n = ++seq;
  const email = `u${n}@example.com`;
  const end = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const made = await api(a, 'POST', '/api/users/manual', admin, {
    username: `user_${n}`,
    email,
    password: 'a-good-password',
    role,
    ...(role === 'subscriber' && { subscriptionEnd: end }),
  });
  expect(made.status).toBe(201);
  return { id: made.json.newUser._id as string, email, token: await loginToken(b.url, email, 'a-good-password') };
}

describe('two server processes on one database', () => {
  it('count every rate limit across both: five wrong logins are five, whichever answered them', async () => {
    const u = await user('customer');
    const wrong = (server: ServerProcess) => api(server, 'POST', '/api/auth/login', undefined, { email: u.email, password: 'not the password' });
    const answers = [];
    for (const server of [a, b, a, b, a, b, a]) answers.push((await wrong(server)).status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // The right password waits for the window on either.
    expect((await api(b, 'POST', '/api/auth/login', undefined, { email: u.email, password: 'a-good-password' })).status).toBe(429);
  });

  it('fifty wrong logins at once, spread over both: at most five answers other than 429', async () => {
    const u = await user('customer');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => api(i % 2 ? a : b, 'POST', '/api/auth/login', undefined, { email: u.email, password: `guess ${i}` }, '198.51.100.50')),
    );
    expect(answers.filter((r) => r.status !== 429).length).toBeLessThanOrEqual(5);
  });

  it('read a write of the other at once: a publish on one is on the other’s next read', async () => {
    const reader = await user('subscriber');
    expect((await api(b, 'GET', '/api/predictions', reader.token)).status).toBe(200);
    const published = await api(a, 'POST', '/api/predictions', admin, { sharedContent: 'seen-everywhere', predictions: [{ number1: '123', number2: '4567' }] });
    expect(published.status).toBe(201);
    const read = await api(b, 'GET', '/api/predictions', reader.token);
    expect(read.json.map((p: { sharedContent: string }) => p.sharedContent)).toContain('seen-everywhere');
  });

  it('honour a demotion on the other within 100 ms', async () => {
    const reader = await user('subscriber');
    // The other remembers this reader's access now.
    expect((await api(b, 'GET', '/api/predictions', reader.token)).status).toBe(200);
    expect((await api(a, 'PUT', `/api/users/${reader.id}`, admin, { role: 'customer' })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    expect((await api(b, 'GET', '/api/predictions', reader.token)).status).toBe(403);
  });

  it('honour a Logout answered by the other within 100 ms', async () => {
    const reader = await user('subscriber');
    const token = await loginToken(a.url, reader.email, 'a-good-password');
    expect((await api(b, 'GET', '/api/predictions', token)).status).toBe(200);
    expect((await api(a, 'POST', '/api/auth/logout', token)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    expect((await api(b, 'GET', '/api/predictions', token)).status).toBe(401);
  });

  it('run each job once: a publish to 1,200 browsers reaches each of them exactly once', async () => {
    const subs = Array.from({ length: 1200 }, () => standIn.subscription());
    await db.write((tx) => insertPushMembers(tx, subs, 'fan'));
    const before = standIn.count();
    expect((await api(b, 'POST', '/api/predictions', admin, { sharedContent: 'fan-out', predictions: [{ number1: '321', number2: '7654' }] })).status).toBe(201);
    // Deadlines only a lost or stuck slice reaches: on a busy machine the fan-out alone takes tens of seconds.
    for (const end = Date.now() + 90_000; standIn.count() - before < subs.length && Date.now() < end; ) await new Promise((r) => setTimeout(r, 50));
    // Every slice finished: a second delivery could only come from a slice still running or sent again.
    const slicesOf = () => db.rows<{ state: string; attempts: number }>("select state, attempts from jobs where kind = 'push' and key like 'push:%'");
    for (const end = Date.now() + 90_000; (await slicesOf()).some((j) => j.state !== 'done') && Date.now() < end; ) await new Promise((r) => setTimeout(r, 50));
    expect(standIn.errors).toEqual([]);
    const slices = await slicesOf();
    expect(slices).toHaveLength(Math.ceil(subs.length / SLICE));
    expect(slices.every((j) => j.state === 'done')).toBe(true);
    // Each slice was one job, run by one process at a time. A push goes out twice only from a try
    // run again, which the job's row counts, for a reason a server logged: on a machine so busy
    // that the push service (this process) answered after the push's time-out, or a lease's
    // renewal or a run's end waited past the database's busy time-out (docs/architecture.md,
    // "Jobs"), the slice is tried again and repeats at most its own pushes. Two processes running
    // one try repeat with no reason given, however fast or slow the machine.
    const triedAgain = slices.reduce((n, j) => n + j.attempts - 1, 0);
    const repeats = subs.reduce((n, s) => n + (standIn.hits.get(s.endpoint) ?? 0) - 1, 0);
    const reasons = `${a.output()}\n${b.output()}`.split('\n').filter((l) => /failed, tried again later|renewing the job leases failed|recording the end of job/.test(l));
    console.log(`two processes: ${triedAgain} slices tried again, ${repeats} pushes repeated, ${reasons.length} reasons logged`);
    expect(subs.filter((s) => !standIn.hits.get(s.endpoint))).toEqual([]);
    expect(repeats).toBeLessThanOrEqual(triedAgain * SLICE);
    if (triedAgain > 0) expect(reasons.length).toBeGreaterThan(0);
  });

  it('run a schedule’s round once: one expiry reminder, whichever process looked first', async () => {
    const soon = await user('subscriber');
    await db.exec('update users set subscription_expires_at = ? where id = ?', [Date.now() + 2 * 86_400_000, Number(soon.id)]);
    // The next round is now: both processes look every 5 s.
    await db.exec("update schedules set next_at = ? where name = 'expiry-reminders'", [Date.now()]);
    const sub = standIn.subscription();
    expect((await api(b, 'POST', '/api/push/subscribe', soon.token, sub)).status).toBe(201);
    for (const end = Date.now() + 60_000; !standIn.hits.get(sub.endpoint) && Date.now() < end; ) await new Promise((r) => setTimeout(r, 100));
    // Long enough for the other process's next look.
    await new Promise((r) => setTimeout(r, 6000));
    expect(standIn.hits.get(sub.endpoint)).toBe(1);
  });

  it('keep one admin when the last two demote themselves at once, one on each', async () => {
    // The admins' tokens are their own: the first admin's is used by the tests above, so this runs last.
    let keeper = { token: admin, id: (await api(a, 'GET', '/api/auth/me', admin)).json.user._id as string };
    for (let round = 0; round < 5; round++) {
      const email = `admin${round}@example.com`;
      const made = await api(a, 'POST', '/api/users/manual', keeper.token, { username: `admin_${round}`, email, password: 'a-good-password', role: 'admin' });
      expect(made.status).toBe(201);
      const other = { token: await loginToken(b.url, email, 'a-good-password'), id: made.json.newUser._id as string };
      const [first, second] = await Promise.all([
        api(a, 'PUT', `/api/users/${keeper.id}`, keeper.token, { role: 'customer' }),
        api(b, 'PUT', `/api/users/${other.id}`, other.token, { role: 'customer' }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      expect([first, second].find((r) => r.status === 409)!.json.message).toBe('At least one admin must remain.');
      expect(await db.rows("select id from users where role = 'admin'")).toHaveLength(1);
      keeper = first.status === 409 ? keeper : other;
    }
  });
});
