// The server's shortcut for GET /api/predictions answers exactly what the route answers, decides
// access on every request like the route, and leaves every other case to the route.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeServer, defaultShortcuts } from '../../server';
import { createTestContext } from '../../test/harness';
import { CURRENT_PATH } from './current-read';

const ctx = await createTestContext();
const admin = await ctx.makeUser('admin');
let handled = 0;
const server = createNodeServer(
  ctx.deps,
  ctx.app.fetch,
  defaultShortcuts(ctx.deps, ctx.services).map((s) => (req, res) => {
    const done = s(req, res);
    if (done) handled++;
    return done;
  }),
);
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await ctx.call('POST', '/api/predictions', { token: admin.token, body: { sharedContent: 'Evening', predictions: [{ number1: '123', number2: '4567' }] } });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** One GET over HTTP, and whether the shortcut answered it. */
async function get(path: string, token?: string, method = 'GET') {
  const before = handled;
  const res = await fetch(`${base}${path}`, { method, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, shortcut: handled > before };
}

const withoutDate = (h: Headers) => [...h].filter(([k]) => !['date', 'connection', 'keep-alive'].includes(k));

describe('GET /api/predictions shortcut', () => {
  it('answers a subscriber with the same bytes and headers as the route', async () => {
    const reader = await ctx.makeUser('subscriber');
    const fast = await get(CURRENT_PATH, reader.token);
    expect(fast.shortcut).toBe(true);
    expect(fast.status).toBe(200);
    const routed = await ctx.app.request(CURRENT_PATH, { headers: { Authorization: `Bearer ${reader.token}` } });
    expect(fast.text).toBe(await routed.text());
    expect(withoutDate(fast.headers)).toEqual(withoutDate(routed.headers));
    expect(JSON.parse(fast.text)[0].sharedContent).toBe('Evening');
  });

  it('shows a publish on the very next read', async () => {
    const reader = await ctx.makeUser('subscriber');
    await get(CURRENT_PATH, reader.token);
    await ctx.call('POST', '/api/predictions', { token: admin.token, body: { sharedContent: 'Late edition', predictions: [{ number1: '321', number2: '7654' }] } });
    const after = await get(CURRENT_PATH, reader.token);
    expect(after.shortcut).toBe(true);
    expect(JSON.parse(after.text).map((b: { sharedContent: string }) => b.sharedContent)).toContain('Late edition');
  });

  it('leaves anyone who may not read to the route, with its errors', async () => {
    const customer = await ctx.makeUser('customer');
    const expired = await ctx.makeUser('expired');
    for (const [token, status] of [[undefined, 401], ['not-a-token', 401], [customer.token, 403], [expired.token, 403]] as const) {
      const r = await get(CURRENT_PATH, token);
      expect(r.shortcut, String(token)).toBe(false);
      expect(r.status, String(token)).toBe(status);
      expect(JSON.parse(r.text).message).toBeTruthy();
    }
  });

  it('decides on every request: demotion and a password change end access at once', async () => {
    const reader = await ctx.makeUser('subscriber');
    expect((await get(CURRENT_PATH, reader.token)).status).toBe(200);
    await ctx.call('PUT', `/api/users/${reader.id}`, { token: admin.token, body: { role: 'customer' } });
    const demoted = await get(CURRENT_PATH, reader.token);
    expect([demoted.status, demoted.shortcut]).toEqual([403, false]);

    const other = await ctx.makeUser('subscriber');
    expect((await get(CURRENT_PATH, other.token)).status).toBe(200);
    const changed = await ctx.call('POST', '/api/auth/user/change-password', { token: other.token, body: { currentPassword: other.password, newPassword: 'a-new-password-1' } });
    expect(changed.status).toBe(200);
    const ended = await get(CURRENT_PATH, other.token);
    expect([ended.status, ended.shortcut]).toEqual([401, false]);
  });

  it('leaves other methods and addresses to the route', async () => {
    const reader = await ctx.makeUser('subscriber');
    for (const [path, method] of [[`${CURRENT_PATH}?x=1`, 'GET'], [CURRENT_PATH, 'HEAD'], [`${CURRENT_PATH}/past`, 'GET']] as const) {
      const r = await get(path, reader.token, method);
      expect(r.shortcut, `${method} ${path}`).toBe(false);
      expect(r.status, `${method} ${path}`).toBe(200);
    }
  });
});
