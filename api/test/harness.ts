// A fresh app with its own temporary DATA_DIR and database per test file, a fixed clock, and
// the real outbox mailer (e-mails land as .eml files the test can read). The job worker runs as
// in the server; `settle()` waits until every job due by the fixed clock has run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { createApp } from '../app';
import { bootstrap } from '../bootstrap';
import { loadConfig } from '../platform/config';
import { silentLogger, type Logger } from '../platform/log';
import type { Deps } from '../platform/deps';
import { createUser } from '../features/users/users.service';
import { createServices, type ServicesOptions } from '../compose';
import type { UserDto, Role } from '@shared/users';
import { DAY, fixedClock } from '../platform/clock';
import { signToken } from '../platform/http/tokens';
import type { Passwords } from '../platform/http/password';
import { createTestDatabase } from './test-database';

/** 2026-06-15 12:00 in New York (16:00 UTC): a plain mid-day, well away from midnight. */
export const T0 = '2026-06-15T16:00:00.000Z';
export const TODAY = '2026-06-15';

/** Retries fast enough for a test (production waits 5 s, then 30 s, ...). */
export const TEST_RETRY_DELAYS_MS = [20, 40, 80, 160, 320];

export async function createTestContext(
  env: Record<string, string> = {},
  opts: { services?: ServicesOptions; distDir?: string; log?: Logger; realClock?: boolean; passwords?: Passwords } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-test-'));
  const clock = fixedClock(T0);
  const database = await createTestDatabase(dataDir);
  // PASSWORD_HASH_COST as vitest.config.ts sets it for the run, unless the file asks for another;
  // a context set up as production hashes as production does (which refuses the lowest cost).
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_URL: 'http://app.test',
    REQUEST_LOG: 'off',
    PASSWORD_HASH_COST: env.NODE_ENV === 'production' ? undefined : process.env.PASSWORD_HASH_COST,
    ...(database.url && { DATABASE_URL: database.url }),
    ...env,
  });
  const deps: Deps = await bootstrap(config, { clock, log: opts.log ?? silentLogger, passwords: opts.passwords });
  const services = createServices(deps, {
    ...opts.services,
    worker: { pollMs: 20, retryDelaysMs: TEST_RETRY_DELAYS_MS, ...opts.services?.worker },
  });
  const app = createApp(services, { distDir: opts.distDir ?? path.join(dataDir, 'no-dist') });
  services.worker.start();
  afterAll(async () => {
    await services.stop();
    await deps.db.close();
    await database.drop();
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
      deps,
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

  /** Rows of a SELECT, `?` for each parameter. */
  const rows = <T = Record<string, any>>(query: string, params: unknown[] = []) => deps.db.rows<T>(query, params);

  /**
   * A write straight to the tables (seeding what no API makes); the id of the row an insert made.
   * Every kept answer is built again afterwards, as if the services had written it.
   */
  async function exec(query: string, params: unknown[] = []): Promise<number | undefined> {
    return deps.db.exec(query, params);
  }

  /** Waits until every job due by the (fixed) clock has run, the jobs they added included. */
  const settle = () => services.worker.settled();

  /** The tables, read once: the migrations made them all before the first test. */
  let tableNames: Promise<string[]> | undefined;
  /**
   * Every row of every table, to prove a request changed nothing. Work promised earlier is finished
   * first. On PostgreSQL in one statement: a round trip per table was most of a property test's
   * case on a busy machine.
   */
  async function snapshot(): Promise<string> {
    await settle();
    tableNames ??= deps.db.tableNames();
    const tables = (await tableNames).filter((t) => t !== 'rate_limits');
    if (deps.db.engine === 'postgres') {
      const [all] = await rows(`select ${tables.map((t) => `(select coalesce(json_agg(r), '[]') from "${t}" r) as "${t}"`).join(', ')}`);
      return JSON.stringify(tables.map((t) => [t, all[t]]));
    }
    const all = [];
    for (const t of tables) all.push([t, await rows(`select * from "${t}"`)]);
    return JSON.stringify(all);
  }

  /** Runs a job now, as the scheduler or a write would add it, and everything it adds. */
  async function runJob(kind: string, payload: unknown = {}) {
    await deps.db.write((tx) => services.queue.add(tx, { kind, payload }));
    await settle();
  }

  return { app, deps, services, clock, dataDir, database, makeUser, call, outbox, rows, exec, snapshot, settle, runJob };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;
export type { UserDto };
