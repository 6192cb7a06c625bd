// Fixtures for the browser tests: the running server's address, users made through the real
// API (an admin signs in and creates them), and a page that is already signed in.
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from './global-setup';
import { withDb } from './server-data';
import { dayFromNow } from './server-zone';

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

/** Puts the user's session into the browser's storage, as a login would, before the app loads. */
export async function signIn(page: Page, u: TestUser) {
  await page.addInitScript(
    ([token, user]) => {
      if (!sessionStorage.getItem('e2e-signed-in')) {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
        sessionStorage.setItem('e2e-signed-in', '1');
      }
    },
    [u.token, JSON.stringify(u.user)],
  );
}

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

export const test = base.extend<{ baseURL: string }>({
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL!),
  // Each worker is a person at an address of their own (the server trusts X-Forwarded-For:
  // global-setup.ts): the per-address limits, and the two places an address holds in the hashing
  // queue, are one worker's, however many sign in at once.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => use({ ...extraHTTPHeaders, 'X-Forwarded-For': `198.51.100.${testInfo.parallelIndex + 1}` }),
});
export { ADMIN };
