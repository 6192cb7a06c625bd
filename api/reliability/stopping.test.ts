// Stopping (docs/runtime.md): SIGTERM refuses new connections at once, lets open requests and
// running jobs finish for up to 10 s, leaves the rest queued for the next start and exits 0. A push
// service that answers only when the test lets it holds a push job in flight: what the stop did is
// read from the order of events and from the job's row, not from how long a busy machine took.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import webpush from 'web-push';
import { afterAll, describe, expect, it } from 'vitest';
import { DRAIN_MS } from '../server';
import { startPushStandIn } from '../test/push-stand-in';
import { loginToken, startServer } from '../test/server-process';

const vapid = webpush.generateVAPIDKeys();
// Only for its browser keys: the pushes go to the slow service below.
const keys = await startPushStandIn({ vapidPublicKey: vapid.publicKey });
/** While set, pushes wait for `release()`; otherwise each is answered at once. */
let holding = false;
const held: (() => void)[] = [];
const release = () => {
  for (const answer of held.splice(0)) answer();
};
const arrived: number[] = [];
const answered: number[] = [];
const slow = http.createServer((req, res) => {
  req.resume();
  arrived.push(Date.now());
  const answer = () => {
    answered.push(Date.now());
    res.writeHead(201).end();
  };
  if (holding) held.push(answer);
  else answer();
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
  const jobRows = () => {
    const d = new Database(path.join(dataDir, 'app.db'), { readonly: true });
    const rows = d.prepare("select state, attempts, last_error from jobs where kind = 'push'").all() as { state: string; attempts: number; last_error: string | null }[];
    d.close();
    return rows;
  };
  const jobState = () => jobRows().map((r) => r.state);
  return { server, env, dataDir, publish, jobRows, jobState };
}

/** Until `check` holds, for a minute at most: a deadline only a real fault reaches. */
const until = async (check: () => boolean | Promise<boolean>, ms = 60_000) => {
  for (const end = Date.now() + ms; !(await check()) && Date.now() < end; ) await new Promise((r) => setTimeout(r, 20));
};

/** Whether a new connection to `url` is refused (the server has begun to stop). */
const refused = (url: string) =>
  new Promise<boolean>((resolve) => {
    const req = http.get(`${url}/api/health`, { agent: false }, (res) => {
      res.resume();
      resolve(false);
    });
    req.on('error', () => resolve(true));
  });

describe('SIGTERM', () => {
  it('lets a running job finish, then exits 0; the job is done and not sent again', async () => {
    const { server, publish, jobState, dataDir } = await serverWithOneBrowser('finish');
    holding = true;
    arrived.length = answered.length = 0;
    expect((await publish()).status).toBe(201);
    await until(() => arrived.length === 1);
    expect(arrived).toHaveLength(1);
    let exitedAt: number | undefined;
    const exited = server.stop('SIGTERM').then((code) => ((exitedAt = Date.now()), code));
    // Stopping (it refuses new connections), and still there a second later: it waits for the push.
    await until(() => refused(server.url));
    await new Promise((r) => setTimeout(r, 1000));
    expect(exitedAt).toBeUndefined();
    holding = false;
    const releasedAt = Date.now();
    release();
    expect(await exited).toBe(0);
    expect(answered).toHaveLength(1);
    expect(jobState()).toEqual(['done']);
    // It ended once the push was answered, not when its 10 s ran out (another 9 s): timed from the
    // answer, which is what it waited for.
    expect(exitedAt! - releasedAt).toBeLessThan(DRAIN_MS / 2);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves a job still running after 10 s queued; the next start sends it', async () => {
    const { server, env, publish, jobRows, jobState, dataDir } = await serverWithOneBrowser('leave');
    // The push is not answered while this server runs: only its drain's 10 s can end the stop.
    holding = true;
    arrived.length = answered.length = 0;
    expect((await publish()).status).toBe(201);
    await until(() => arrived.length === 1);
    expect(arrived).toHaveLength(1);
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(answered).toHaveLength(0);
    // Given back by the stop as it was (its try not counted, no reason): neither failed by the
    // push's own time-out (15 s), which would count the try and keep its reason, nor left running.
    expect(jobRows()).toEqual([{ state: 'queued', attempts: 0, last_error: null }]);
    holding = false;
    held.length = 0;
    const again = await startServer(env);
    try {
      await until(() => jobState()[0] === 'done');
      expect(jobState()).toEqual(['done']);
      expect(arrived.length).toBe(2);
    } finally {
      expect(await again.stop()).toBe(0);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
