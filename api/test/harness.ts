// A fresh app with its own temporary DATA_DIR and database per test file, a fixed clock, and
// the real outbox mailer (e-mails land as .eml files the test can read).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { createApp, createServices } from '../app';
import type { PushSenderOptions } from '../features/push/push.sender';
import { bootstrap } from '../bootstrap';
import { loadConfig } from '../config';
import { silentLogger, type Deps } from '../deps';
import { createUser } from '../features/users/users.service';
import type { UserDto, Role } from '@shared/users';
import { DAY, fixedClock } from '../lib/clock';
import { signToken } from '../lib/tokens';

/** 2026-06-15 12:00 in New York (16:00 UTC): a plain mid-day, well away from midnight. */
export const T0 = '2026-06-15T16:00:00.000Z';
export const TODAY = '2026-06-15';

export async function createTestContext(env: Record<string, string> = {}, opts: { push?: PushSenderOptions; distDir?: string } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-test-'));
  const clock = fixedClock(T0);
  const config = loadConfig({ DATA_DIR: dataDir, APP_URL: 'http://app.test', REQUEST_LOG: 'off', ...env });
  const deps: Deps = await bootstrap(config, { clock, log: silentLogger });
  const services = createServices(deps, { push: opts.push ?? { retryDelaysMs: [20, 40] } });
  const app = createApp(deps, { distDir: opts.distDir ?? path.join(dataDir, 'no-dist'), services });
  afterAll(() => {
    services.pushSender.close();
    deps.db.$client.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  let seq = 0;
  /** A user of the given kind, made through the real data layer, with a token. */
  async function makeUser(kind: Role | 'expired', over: { email?: string; username?: string; password?: string } = {}) {
    seq += 1;
    const password = over.password ?? 'correct horse battery';
    const role: Role = kind === 'expired' ? 'subscriber' : kind;
    const expires = kind === 'subscriber' ? clock.now() + 10 * DAY : kind === 'expired' ? clock.now() - DAY : null;
    const row = await createUser(
      deps.db,
      {
        username: over.username ?? `${kind}${seq}`,
        email: over.email ?? `${kind}${seq}@example.com`,
        password,
        role,
        subscriptionExpiresAt: expires,
      },
      clock.now(),
    );
    return { row, id: String(row.id), email: row.email, password, token: signToken(deps.jwtSecret, row.id, row.tokenVersion, clock.now()) };
  }

  /** An in-process request; `body` objects are sent as JSON. */
  async function call(method: string, url: string, opts2: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...opts2.headers };
    if (opts2.token) headers.Authorization = `Bearer ${opts2.token}`;
    let body: string | undefined;
    if (opts2.body !== undefined) {
      body = typeof opts2.body === 'string' ? opts2.body : JSON.stringify(opts2.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const res = await app.request(url, { method, headers, body });
    const text = await res.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, headers: res.headers, json, text };
  }

  function outbox(): { file: string; text: string }[] {
    const dir = path.join(dataDir, 'outbox');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .sort()
      .map((f) => ({ file: f, text: fs.readFileSync(path.join(dir, f), 'utf8') }));
  }

  /** Every row of every table, to prove a request changed nothing. */
  function snapshot(): string {
    const tables = deps.db.$client
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' order by name")
      .all() as { name: string }[];
    return JSON.stringify(tables.map((t) => [t.name, deps.db.$client.prepare(`select * from "${t.name}"`).all()]));
  }

  return { app, deps, services, clock, dataDir, makeUser, call, outbox, snapshot };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;
export type { UserDto };
