// The app's client against the real API in-process: every typed call (hc<AppType>) carries the
// bearer token, signs the browser out on a 401, turns a refusal into the server's sentence, and
// times out. Only the browser's storage and its network are stood in for.
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

/** What the network saw: each request's method, path, Authorization and Content-Type headers. */
const sent: { method: string; path: string; auth: string | null; type?: string | null }[] = [];
/** Up, down, stalled, or a server elsewhere that answers this status and body. */
let network: 'up' | 'down' | 'stalled' | { status: number; body: unknown } = 'up';
vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  const type = headers.get('content-type');
  sent.push({ method: init.method ?? 'GET', path: input, auth: headers.get('authorization'), ...(type ? { type } : {}) });
  if (network === 'down') throw new TypeError('fetch failed');
  if (typeof network === 'object') return Response.json(network.body, { status: network.status });
  if (network === 'stalled') {
    return new Promise<Response>((_, reject) => {
      const signal = init.signal!;
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason));
    });
  }
  return ctx.app.request(input, init);
});

const { ApiError, NETWORK_ERROR_MESSAGE, anonymousClient, answer, client, queryOf, requestOptions } = await import('./api-client');
const { importResults } = await import('./results-api');
const { getAuth, setSession } = await import('./auth-store');

beforeEach(() => {
  localStorage.clear();
  sent.length = 0;
  network = 'up';
});

async function signInAs(kind: 'customer' | 'subscriber' | 'admin') {
  const user = await ctx.makeUser(kind);
  const res = await answer(client.auth.login.$post({ json: { email: user.email, password: user.password } }));
  setSession(res.user, res.token);
  return { ...user, token: res.token };
}

describe('the typed client', () => {
  it('sends the bearer token and returns the answer the route types', async () => {
    const me = await signInAs('subscriber');
    const res = await answer(client.auth.me.$get());
    expect(res.user).toMatchObject({ email: me.email, role: 'subscriber' });
    expect(sent.at(-1)).toEqual({ method: 'GET', path: '/api/auth/me', auth: `Bearer ${me.token}` });
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
    expect(getAuth().token).toBe(admin.token);
  });

  it('signs the browser out when the server no longer accepts its token', async () => {
    const me = await signInAs('customer');
    await ctx.call('DELETE', `/api/admin/users/${me.id}`, { token: (await ctx.makeUser('admin')).token });
    const err = await answer(client.auth.me.$get()).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 401 });
    expect(getAuth()).toEqual({ user: null, token: null });
  });

  it('leaves out the token on the anonymous routes, and their 401 signs no one out', async () => {
    const me = await signInAs('customer');
    const res = await answer(anonymousClient.auth['forgot-password'].$post({ json: { email: me.email } }));
    expect(res.msg).toBeTruthy();
    expect(sent.at(-1)?.auth).toBeNull();
    await expect(answer(anonymousClient.auth.me.$get())).rejects.toMatchObject({ status: 401 });
    expect(getAuth().token).toBe(me.token);
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

describe('what a page sends and reads through it', () => {
  it("gives the server's sentence: msg on /api/auth/*, message elsewhere, status and body kept", async () => {
    const someone = await ctx.makeUser('customer');
    const wrong = answer(client.auth.login.$post({ json: { email: someone.email, password: 'not-the-password' } }));
    await expect(wrong).rejects.toMatchObject({ status: 401, message: 'Invalid email or password.' });
    const me = await signInAs('customer');
    const empty = await answer(client.contact.$post({ json: { name: '', email: me.email, message: 'Hello there' } })).catch((e: unknown) => e);
    expect(empty).toBeInstanceOf(ApiError);
    expect(empty).toMatchObject({ status: 400, message: 'Full name is required.', body: { message: 'Full name is required.', field: 'name' } });
    expect(getAuth().token).toBe(me.token);
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
