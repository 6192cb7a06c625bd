// Stopping (docs/runtime.md): SIGTERM refuses new connections at once, lets open requests and
// running jobs finish for up to 10 s, leaves the rest queued for the next start and exits 0. A push
// service that answers slowly holds a push job in flight.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import webpush from 'web-push';
import { afterAll, describe, expect, it } from 'vitest';
import { startPushStandIn } from '../test/push-stand-in';
import { loginToken, startServer } from '../test/server-process';

const vapid = webpush.generateVAPIDKeys();
// Only for its browser keys: the pushes go to the slow service below.
const keys = await startPushStandIn({ vapidPublicKey: vapid.publicKey });
let delayMs = 0;
const arrived: number[] = [];
const answered: number[] = [];
const slow = http.createServer((req, res) => {
  req.resume();
  arrived.push(Date.now());
  setTimeout(() => {
    answered.push(Date.now());
    res.writeHead(201).end();
  }, delayMs);
});
await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
const slowOrigin = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
afterAll(async () => {
  slow.closeAllConnections();
  await new Promise((r) => slow.close(r));
  await keys.close();
});

async function serverWithOneBrowser(name: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lp-stop-${name}-`));
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'stop@example.com',
    ADMIN_PASSWORD: 'stop-password-1',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PUSH_SERVICE_HOSTS: new URL(slowOrigin).host,
  };
  const server = await startServer(env);
  const sub = keys.subscription();
  const db = new Database(path.join(dataDir, 'app.db'));
  db.pragma('busy_timeout = 10000');
  const id = db
    .prepare("insert into users (username, email, password_hash, role, subscription_expires_at, created_at) values ('reader', 'reader@example.com', 'x', 'subscriber', ?, 0)")
    .run(Date.now() + 30 * 86_400_000).lastInsertRowid;
  db.prepare('insert into push_subscriptions (user_id, endpoint, p256dh, auth, created_at) values (?, ?, ?, ?, 0)').run(
    id,
    `${slowOrigin}/push/reader`,
    sub.keys.p256dh,
    sub.keys.auth,
  );
  db.close();
  const token = await loginToken(server.url, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  const publish = () =>
    fetch(`${server.url}/api/predictions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ predictions: [{ number1: '123', number2: '4567' }] }),
    });
  const jobState = () => {
    const d = new Database(path.join(dataDir, 'app.db'), { readonly: true });
    const rows = d.prepare("select id, key, state, attempts, last_error from jobs where kind = 'push'").all() as { state: string }[];
    if (process.env.SHOW_JOBS) console.log(JSON.stringify(rows));
    d.close();
    return rows.map((r) => r.state);
  };
  return { server, env, dataDir, publish, jobState };
}

const until = async (check: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; !check() && Date.now() < end; ) await new Promise((r) => setTimeout(r, 20));
};

describe('SIGTERM', () => {
  it('lets a running job finish, then exits 0; the job is done and not sent again', async () => {
    const { server, publish, jobState, dataDir } = await serverWithOneBrowser('finish');
    delayMs = 2000;
    arrived.length = answered.length = 0;
    expect((await publish()).status).toBe(201);
    await until(() => arrived.length === 1, 30_000);
    expect(arrived).toHaveLength(1);
    const signalled = Date.now();
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(answered).toHaveLength(1);
    // It waited for the push, well within the 10 s.
    expect(Date.now() - signalled).toBeGreaterThan(1000);
    expect(Date.now() - signalled).toBeLessThan(9000);
    expect(jobState()).toEqual(['done']);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('leaves a job still running after 10 s queued; the next start sends it', async () => {
    const { server, env, publish, jobState, dataDir } = await serverWithOneBrowser('leave');
    // Longer than the drain, shorter than a push's own time-out.
    delayMs = 13_000;
    arrived.length = answered.length = 0;
    expect((await publish()).status).toBe(201);
    await until(() => arrived.length === 1, 30_000);
    expect(arrived).toHaveLength(1);
    const signalled = Date.now();
    expect(await server.stop('SIGTERM')).toBe(0);
    // It gave up at the drain's 10 s, before the push was answered.
    expect(answered).toHaveLength(0);
    expect(Date.now() - signalled).toBeLessThan(13_000);
    expect(jobState()).toEqual(['queued']);
    delayMs = 0;
    const again = await startServer(env);
    try {
      await until(() => jobState()[0] === 'done', 30_000);
      expect(jobState()).toEqual(['done']);
      expect(arrived.length).toBe(2);
    } finally {
      expect(await again.stop()).toBe(0);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
