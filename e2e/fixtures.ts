// Fixtures for the browser tests: the journey's server (its worker's, or one of its own), users
// made through the real API (an admin signs in and creates them), and a page that is already
// signed in.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Cookie, type Page } from '@playwright/test';
import { SESSION_COOKIE } from '@shared/session-cookie';
import { withDb } from './server-data';
import { dayFromNow } from './server-zone';
import { ADMIN, startTestServer, type TestServer } from './test-server';

export { dayFromNow, expect };

export type Kind = 'customer' | 'subscriber' | 'admin' | 'expired';
export interface TestUser {
  id: string;
  username: string;
  email: string;
  password: string;
  token: string;
  user: Record<string, unknown>;
}

let seq = 0;
const unique = () => `${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;

export async function login(request: APIRequestContext, email: string, password: string) {
  const r = await request.post('/api/auth/login', { data: { email, password } });
  expect(r.status(), await r.text()).toBe(200);
  return (await r.json()) as { token: string; user: Record<string, unknown> & { _id: string } };
}

export async function makeUser(request: APIRequestContext, kind: Kind, over: Partial<{ username: string; password: string }> = {}): Promise<TestUser> {
  const admin = await login(request, ADMIN.email, ADMIN.password);
  const id = unique();
  const body = {
    username: over.username ?? `${kind}_${id}`,
    email: `${kind}.${id}@e2e.test`,
    password: over.password ?? 'password-123',
    role: kind === 'expired' ? 'subscriber' : kind,
    subscriptionEnd: kind === 'subscriber' || kind === 'expired' ? dayFromNow(10) : undefined,
  };
  const r = await request.post('/api/users/manual', { data: body, headers: { Authorization: `Bearer ${admin.token}` } });
  expect(r.status(), await r.text()).toBe(201);
  if (kind === 'expired') {
    // The API only sets future ends; an ended subscription is written through the data layer.
    await withDb((db) => db.exec('update users set subscription_expires_at = ? where email = ?', [Date.now() - 86_400_000, body.email]));
  }
  const session = await login(request, body.email, body.password);
  return { id: session.user._id, username: body.username, email: body.email, password: body.password, token: session.token, user: session.user };
}

/**
 * Puts the user's session into the browser, as a sign-in through the login page would, before the
 * app loads: the token in the HttpOnly session cookie of the journey's server, and the user the
 * pages show in localStorage (docs/app.md, "Sign-in state in the browser"). The user is stored
 * once per tab, so a journey that signs out and reloads stays signed out.
 */
export async function signIn<U extends Pick<TestUser, 'token' | 'user'>>(page: Page, u: U) {
  await page.context().addCookies([{ name: SESSION_COOKIE, value: u.token, url: serverUrl(), httpOnly: true, sameSite: 'Lax' }]);
  await page.addInitScript(
    ([user]) => {
      if (!sessionStorage.getItem('e2e-signed-in')) {
        localStorage.setItem('user', user);
        sessionStorage.setItem('e2e-signed-in', '1');
      }
    },
    [JSON.stringify(u.user)],
  );
}

/** The session cookie the browser holds for the journey's server, if any. */
export async function sessionCookie(page: Page): Promise<Cookie | undefined> {
  return (await page.context().cookies(serverUrl())).find((c) => c.name === SESSION_COOKIE);
}

/** The journey's server, as fixtures' `server` pointed the helpers at it. */
const serverUrl = () => process.env.E2E_BASE_URL!;

export async function publish(request: APIRequestContext, body: Record<string, unknown>) {
  const admin = await login(request, ADMIN.email, ADMIN.password);
  const r = await request.post('/api/predictions', { data: body, headers: { Authorization: `Bearer ${admin.token}` } });
  expect(r.status(), await r.text()).toBe(201);
  return (await r.json()).prediction as { _id: string; date: string };
}

/** The newest e-mail in the server's outbox addressed to `to`. */
export function lastMailTo(to: string): string | undefined {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  if (!fs.existsSync(dir)) return undefined;
  const mails = fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((m) => m.includes(`To: ${to}`));
  return mails.at(-1)?.replace(/=\r?\n/g, '');
}

/** An address in 10.0.0.0/8 of the journey's own, from its id (a hash) and its repeat. */
function addressOf(testId: string, repeat: number): string {
  const h = createHash('sha256').update(`${testId}:${repeat}`).digest();
  return `10.${h[0]}.${h[1]}.${h[2]}`;
}

/** Where the helpers that run outside a fixture (withDb, lastMailTo, dayFromNow) find the journey's server. */
function pointAt(server: TestServer) {
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_TIMEZONE = server.timeZone;
  if (server.databaseUrl) process.env.E2E_DATABASE_URL = server.databaseUrl;
  else delete process.env.E2E_DATABASE_URL;
}

interface ServerOptions {
  /**
   * A server of the journey's own, started for it and stopped after it: for a journey that reads
   * figures or lists over all the data (the track record, the console's counts, the newest
   * results), which the earlier journeys of its worker would otherwise add to.
   */
  ownServer: boolean;
  /** Settings for a server of the journey's own (e.g. APP_TIMEZONE, TRIAL_DAYS); any implies ownServer. */
  serverEnv: Record<string, string>;
  /** A server of the journey's own whose clock it can move (`server.moveClock`). */
  movableClock: boolean;
}

/** The worker's server, started when its first journey asks for it. */
interface WorkerServer {
  get(): Promise<TestServer>;
}

/** A server start, on a busy machine, gets time of its own on top of the journey's. */
const SERVER_START_MS = 60_000;

/**
 * Each worker has a server of its own, with its own data (test-server.ts); its journeys run one at
 * a time, and each makes its own users and rows, so none needs a lock or waits for another.
 */
export const test = base.extend<ServerOptions & { server: TestServer; baseURL: string }, { workerServer: WorkerServer }>({
  workerServer: [
    async ({}, use) => {
      let started: Promise<TestServer> | undefined;
      await use({ get: () => (started ??= startTestServer()) });
      if (started) await (await started).stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  ownServer: [false, { option: true }],
  serverEnv: [{}, { option: true }],
  movableClock: [false, { option: true }],
  server: async ({ ownServer, serverEnv, movableClock, workerServer }, use, testInfo) => {
    const own = ownServer || movableClock || Object.keys(serverEnv).length > 0;
    const timeout = testInfo.timeout;
    const t0 = Date.now();
    testInfo.setTimeout(timeout + SERVER_START_MS);
    const server = own ? await startTestServer(serverEnv, { movableClock }) : await workerServer.get();
    testInfo.setTimeout(timeout + (Date.now() - t0));
    pointAt(server);
    try {
      await use(server);
    } finally {
      if (own) await server.stop();
    }
  },
  baseURL: async ({ server }, use) => use(server.url),
  // Each journey is a person at an address of their own (the server trusts X-Forwarded-For:
  // test-server.ts): the per-address limits (sign-ups, resets, the contact form) are the journey's
  // alone, whichever journeys ran before it on the worker's server.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => use({ ...extraHTTPHeaders, 'X-Forwarded-For': addressOf(testInfo.testId, testInfo.repeatEachIndex) }),
});
export { ADMIN };
