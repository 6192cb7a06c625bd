// The app's client against the real API in-process: every typed call (hc<AppType>) goes with the
// session cookie, signs the browser out on a 401, turns a refusal into the server's sentence, and
// times out; no token is ever kept in the browser's storage. Only the browser's storage, its
// cookie jar and its network are stood in for.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../../api/test/harness';
import { genericCsv, scheduledDraws } from '../../api/test/results-files';

const ctx = await createTestContext();

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, String(v));
  removeItem = (k: string) => void this.items.delete(k);
  clear = () => this.items.clear();
}
vi.stubGlobal('localStorage', new MemoryStorage());
vi.stubGlobal('window', new EventTarget());
// The test files of a vitest worker share its globals and modules (vitest.config.ts, `isolate`):
// the next one finds neither these stand-ins nor the app modules that read them.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/**
 * The browser's cookies for the app's origin, as it keeps them: set by an answer's Set-Cookie
 * (unless the request said credentials: 'omit'), gone at Max-Age=0, sent with every request that
 * does not omit them. The page's scripts cannot read an HttpOnly one; here only the test looks.
 */
const jar = new Map<string, string>();
function keep(res: Response) {
  for (const line of res.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(/;\s*/);
    const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    if (attributes.includes('Max-Age=0')) jar.delete(name);
    else jar.set(name, value);
  }
}

/** What the network saw: each request's method, path, Authorization, Cookie and Content-Type headers. */
const sent: { method: string; path: string; auth: string | null; cookie: string | null; type?: string | null }[] = [];
/** Up, down, stalled, or a server elsewhere that answers this status and body. */
let network: 'up' | 'down' | 'stalled' | { status: number; body: unknown } = 'up';
vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  const withCookies = init.credentials !== 'omit';
  if (withCookies && jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
  // A browser names the page's origin on every request that may change something.
  if (init.method && init.method !== 'GET' && init.method !== 'HEAD') headers.set('origin', 'http://app.test');
  const type = headers.get('content-type');
  sent.push({ method: init.method ?? 'GET', path: input, auth: headers.get('authorization'), cookie: headers.get('cookie'), ...(type ? { type } : {}) });
  if (network === 'down') throw new TypeError('fetch failed');
  if (typeof network === 'object') return Response.json(network.body, { status: network.status });
  if (network === 'stalled') {
    return new Promise<Response>((_, reject) => {
      const signal = init.signal!;
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason));
    });
  }
  const res = await ctx.app.request(input, { ...init, headers });
  if (withCookies) keep(res);
  return res;
});

const { ApiError, NETWORK_ERROR_MESSAGE, anonymousClient, answer, client, queryOf, requestOptions } = await import('./api-client');
const { importResults } = await import('./results-api');
const { getAuth, setSession } = await import('./auth-store');

beforeEach(() => {
  localStorage.clear();
  jar.clear();
  sent.length = 0;
  network = 'up';
});

/** Signs in as the login page does. */
async function signInAs(kind: 'customer' | 'subscriber' | 'admin') {
  const user = await ctx.makeUser(kind);
  const res = await answer(client.auth.login.$post({ json: { email: user.email, password: user.password, session: 'cookie' } }));
  setSession(res.user);
  return { ...user, cookie: `session=${jar.get('session')}` };
}

/** Everything the page's scripts could read: the stored keys and values. */
const storedText = () => JSON.stringify(Object.fromEntries(['user', 'token', 'subscriptionExpiresAt'].map((k) => [k, localStorage.getItem(k)])));

describe('the typed client', () => {
  it('signs in with the session cookie: no token in the answer or in storage', async () => {
    const me = await signInAs('subscriber');
    expect(jar.get('session')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(getAuth().user).toMatchObject({ email: me.email });
    expect(localStorage.getItem('token')).toBeNull();
    expect(storedText()).not.toContain(jar.get('session'));
  });

  it('sends the session cookie, no bearer header, and returns the answer the route types', async () => {
    const me = await signInAs('subscriber');
    const res = await answer(client.auth.me.$get());
    expect(res.user).toMatchObject({ email: me.email, role: 'subscriber' });
    expect(sent.at(-1)).toEqual({ method: 'GET', path: '/api/auth/me', auth: null, cookie: me.cookie });
  });

  it('builds the query from its fields, leaving out the undefined ones', async () => {
    await signInAs('subscriber');
    const page = await answer(client.predictions.past.$get({ query: { limit: '5', before: undefined } }));
    expect(page).toEqual([]);
    expect(sent.at(-1)?.path).toBe('/api/predictions/past?limit=5');
  });

  it("turns a refusal into an ApiError carrying the server's sentence", async () => {
    const admin = await signInAs('admin');
    const err = await answer(client.users[':id'].$put({ param: { id: '999999' }, json: { role: 'customer' } })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, message: 'User not found.' });
    expect(getAuth().user).toMatchObject({ email: admin.email });
  });

  it('signs the browser out when the server no longer accepts its session, and the cookie goes', async () => {
    const me = await signInAs('customer');
    await ctx.call('DELETE', `/api/admin/users/${me.id}`, { token: (await ctx.makeUser('admin')).token });
    const err = await answer(client.auth.me.$get()).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 401 });
    expect(getAuth()).toEqual({ user: null });
    expect(jar.has('session')).toBe(false);
  });

  it('sends no cookie on the anonymous routes, and their 401 signs no one out', async () => {
    const me = await signInAs('customer');
    const res = await answer(anonymousClient.auth['forgot-password'].$post({ json: { email: me.email } }));
    expect(res.msg).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ auth: null, cookie: null });
    await expect(answer(anonymousClient.auth.me.$get())).rejects.toMatchObject({ status: 401 });
    expect(getAuth().user).toMatchObject({ email: me.email });
    expect(jar.get('session')).toBeTruthy();
  });

  it('changes things with the cookie, the browser naming the page’s origin', async () => {
    await signInAs('customer');
    await answer(client.account.numbers.$put({ json: { numbers: [{ number: '047', play: 'box' }] } }));
    expect(sent.at(-1)).toMatchObject({ method: 'PUT', auth: null });
    expect(await answer(client.account.numbers.$get())).toMatchObject([{ number: '047', play: 'box' }]);
  });

  it('says so when the server cannot be reached, times out, or the caller cancels', async () => {
    network = 'down';
    await expect(answer(client.health.$get())).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
    network = 'stalled';
    await expect(answer(client.health.$get(undefined, requestOptions({ timeoutMs: 5 })))).rejects.toMatchObject({
      status: 0,
      message: 'The request timed out. Please try again.',
    });
    const controller = new AbortController();
    const pending = answer(client.health.$get(undefined, requestOptions({ signal: controller.signal })));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ status: 0, message: 'The request was cancelled.' });
  });
});

describe('an install from before the session cookie', () => {
  /** A page opened afresh on a device whose storage holds a signed-in user and a bearer token. */
  async function openWith(token: string) {
    const { user } = (await ctx.call('GET', '/api/auth/me', { token })).json;
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('token', token);
    vi.resetModules();
    return { ...(await import('./api-client')), ...(await import('./auth-store')) };
  }

  it('moves the stored token into the cookie before its first request, and forgets it', async () => {
    const u = await ctx.makeUser('subscriber');
    const page = await openWith(u.token);
    const res = await page.answer(page.client.auth.me.$get());
    expect(res.user.email).toBe(u.email);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/auth/session-cookie', 'GET /api/auth/me']);
    expect(sent[0].auth).toBe(`Bearer ${u.token}`);
    expect(sent[1]).toMatchObject({ auth: null, cookie: `session=${u.token}` });
    expect(localStorage.getItem('token')).toBeNull();
    expect(page.getAuth().user).toMatchObject({ email: u.email });
  });

  it('signs the browser out when the stored token has ended', async () => {
    const u = await ctx.makeUser('customer');
    const page = await openWith(u.token);
    await ctx.call('POST', '/api/auth/logout', { token: u.token });
    await expect(page.answer(page.client.auth.me.$get())).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(page.getAuth().user).toBeNull();
    expect(page.wasSessionEnded()).toBe(true);
  });
});

describe('what a page sends and reads through it', () => {
  it("gives the server's sentence: msg on /api/auth/*, message elsewhere, status and body kept", async () => {
    const someone = await ctx.makeUser('customer');
    const wrong = answer(client.auth.login.$post({ json: { email: someone.email, password: 'not-the-password' } }));
    await expect(wrong).rejects.toMatchObject({ status: 401, message: 'Invalid email or password.' });
    const me = await signInAs('customer');
    const empty = await answer(client.contact.$post({ json: { name: '', email: me.email, message: 'Hello there' } })).catch((e: unknown) => e);
    expect(empty).toBeInstanceOf(ApiError);
    expect(empty).toMatchObject({ status: 400, message: 'Full name is required.', body: { message: 'Full name is required.', field: 'name' } });
    expect(getAuth().user).toMatchObject({ email: me.email });
  });

  it('prefers msg to message when an answer carries both, and names the status when it carries neither', async () => {
    network = { status: 409, body: { msg: 'From msg.', message: 'From message.' } };
    await expect(answer(client.health.$get())).rejects.toMatchObject({ status: 409, message: 'From msg.' });
    network = { status: 503, body: {} };
    await expect(answer(client.health.$get())).rejects.toMatchObject({ status: 503, message: 'Request failed (Status: 503)' });
  });

  it("builds a filter's query: numbers as text, true as 1, empty and false fields left out", async () => {
    await signInAs('admin');
    const found = await answer(client.results.$get({ query: queryOf({ number: '123', box: true, limit: 5, state: '', game: undefined }) }));
    expect(found).toEqual([]);
    expect(sent.at(-1)?.path).toBe('/api/results?number=123&box=1&limit=5');
    await answer(client.receipts.$get({ query: queryOf({ from: '2026-06-01', to: '' }) }));
    expect(sent.at(-1)?.path).toBe('/api/receipts?from=2026-06-01');
  });

  it('sends a file the user chose as text/csv, whatever type the browser gave it', async () => {
    await signInAs('admin');
    const file = new Blob([genericCsv(scheduledDraws('2026-06-01', '2026-06-02', ['TX']))], { type: 'application/vnd.ms-excel' });
    const res = await importResults(file, { dryRun: true });
    expect(res.imported).toBeGreaterThan(0);
    expect(sent.at(-1)).toMatchObject({ method: 'POST', path: '/api/results/import?dryRun=1', type: 'text/csv' });
    await importResults(file, { dryRun: true, mode: 'valid', state: 'TX', map: { date: 2, number: 4 } }).catch(() => null);
    expect(sent.at(-1)?.path).toBe(`/api/results/import?dryRun=1&mode=valid&state=TX&map=${encodeURIComponent('{"date":2,"number":4}')}`);
    const refused = await importResults(new Blob(['state,game\nTX'], { type: 'text/csv' })).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 400 });
    expect(sent.at(-1)?.path).toBe('/api/results/import');
  });
});
