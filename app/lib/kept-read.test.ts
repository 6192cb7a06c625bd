// A loader's read that stays readable offline (kept-read.ts): the server's answer kept for whom
// the rule says, the device's copy shown first and in place of an answer that never came, and a
// refusal never hidden behind a copy.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDto } from '@shared/users';

// The storage itself is offline-store.test.ts's and the browser's (e2e/pwa.spec.ts): here only
// what the read asks of it and what it answers.
const store = vi.hoisted(() => ({ loadCopy: vi.fn(), saveCopy: vi.fn(), clearOfflineCopy: vi.fn() }));
vi.mock('./offline-store', () => store);

let kept: typeof import('./kept-read');
let auth: typeof import('./auth-store');
let ApiError: typeof import('./api-client').ApiError;

beforeAll(async () => {
  // The browser globals the auth store reads at start.
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  });
  vi.stubGlobal('window', new EventTarget());
  auth = await import('./auth-store');
  kept = await import('./kept-read');
  ({ ApiError } = await import('./api-client'));
});
// The test files of a vitest worker share its globals, mocks and modules (vitest.config.ts,
// `isolate`): the next one finds neither these stand-ins nor modules built on them.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.doUnmock('./offline-store');
  vi.resetModules();
});

const reader = { _id: 'u1', username: 'reader', role: 'subscriber', subscriptionExpiresAt: '2999-12-31T00:00:00.000Z' } as UserDto;
const ended = { ...reader, subscriptionExpiresAt: '2000-01-01T00:00:00.000Z' } as UserDto;
const SAVED_AT = '2026-06-14T08:30:00.000Z';
const readers = (u: { role: string; subscriptionExpiresAt: string | null }) => u.role === 'subscriber' && (u.subscriptionExpiresAt ?? '') > new Date().toISOString();

const offline = () => new ApiError('Failed to connect to the server. Please try again.', 0);
const refused = () => new ApiError('Internal error', 500);
const live = () => new AbortController().signal;

beforeEach(() => {
  vi.clearAllMocks();
  store.saveCopy.mockResolvedValue(undefined);
  store.loadCopy.mockResolvedValue({ value: ['saved'], savedAt: SAVED_AT });
  auth.setSession(reader);
});

describe('a read the server answers', () => {
  it('answers the server, keeps it for the signed-in user, and offers the saved copy meanwhile', async () => {
    const read = kept.keptRead({ key: 'predictions', keep: readers, signal: live(), fetch: async () => ['fresh'] });
    await expect(read.saved).resolves.toEqual({ value: ['saved'], fromDevice: true, savedAt: SAVED_AT, offline: false, error: null });
    await expect(read).resolves.toEqual({ value: ['fresh'], fromDevice: false, savedAt: null, offline: false, error: null });
    expect(store.loadCopy).toHaveBeenCalledWith('predictions', 'u1');
    expect(store.saveCopy).toHaveBeenCalledWith('predictions', 'u1', ['fresh']);
  });

  it('passes the loader’s signal to the request', async () => {
    const signal = live();
    const fetch = vi.fn(async () => 1);
    await kept.keptRead({ key: 'k', signal, fetch });
    expect(fetch).toHaveBeenCalledWith(signal);
  });

  it('keeps no empty answer', async () => {
    await kept.keptRead({ key: 'predictions', signal: live(), fetch: async () => null });
    expect(store.saveCopy).not.toHaveBeenCalled();
  });

  it('shows no copy first when the page says so (savedFirst: false)', async () => {
    const read = kept.keptRead({ key: 'latest-results', savedFirst: false, signal: live(), fetch: async () => 'fresh' });
    await expect(read.saved).resolves.toBeNull();
    await read;
    expect(store.loadCopy).not.toHaveBeenCalled();
  });
});

describe('a read the server does not answer', () => {
  it('answers the device’s copy with when it was saved, offline', async () => {
    const error = offline();
    const read = kept.keptRead({ key: 'predictions', keep: readers, signal: live(), fetch: () => Promise.reject(error) });
    await expect(read).resolves.toEqual({ value: ['saved'], fromDevice: true, savedAt: SAVED_AT, offline: true, error });
  });

  it('reads the copy after the failure when none was shown first', async () => {
    const read = kept.keptRead({ key: 'latest-results', savedFirst: false, fallback: 'any', signal: live(), fetch: () => Promise.reject(offline()) });
    await expect(read).resolves.toMatchObject({ value: ['saved'], fromDevice: true, offline: true });
    expect(store.loadCopy).toHaveBeenCalledTimes(1);
  });

  it('fails as the server did when no copy is kept', async () => {
    store.loadCopy.mockResolvedValue(null);
    const error = offline();
    await expect(kept.keptRead({ key: 'predictions', signal: live(), fetch: () => Promise.reject(error) })).rejects.toBe(error);
  });

  it('never hides a refusal behind the copy (fallback: offline)', async () => {
    const error = refused();
    const read = kept.keptRead({ key: 'my-numbers', signal: live(), fetch: () => Promise.reject(error) });
    await expect(read).rejects.toBe(error);
  });

  it('answers the copy for any failure when the page says so (fallback: any), not as offline', async () => {
    const error = refused();
    const read = kept.keptRead({ key: 'past-predictions', fallback: 'any', signal: live(), fetch: () => Promise.reject(error) });
    await expect(read).resolves.toEqual({ value: ['saved'], fromDevice: true, savedAt: SAVED_AT, offline: false, error });
  });

  it('answers no copy for a read cancelled by leaving the page', async () => {
    const leaving = new AbortController();
    const read = kept.keptRead({
      key: 'predictions',
      savedFirst: false,
      signal: leaving.signal,
      fetch: () => {
        leaving.abort();
        return Promise.reject(new ApiError('The request was cancelled.', 0));
      },
    });
    await expect(read).rejects.toThrow('The request was cancelled.');
    expect(store.loadCopy).not.toHaveBeenCalled();
  });
});

describe('whose copy it is', () => {
  it('neither reads nor keeps a copy for someone the rule leaves out (a membership that ended)', async () => {
    auth.setSession(ended);
    const error = offline();
    const read = kept.keptRead({ key: 'predictions', keep: readers, signal: live(), fetch: () => Promise.reject(error) });
    await expect(read.saved).resolves.toBeNull();
    await expect(read).rejects.toBe(error);
    await kept.keptRead({ key: 'predictions', keep: readers, signal: live(), fetch: async () => ['fresh'] });
    expect(store.loadCopy).not.toHaveBeenCalled();
    expect(store.saveCopy).not.toHaveBeenCalled();
  });

  it('keeps nothing for a visitor who is not signed in, unless the data is public', async () => {
    auth.clearSession();
    await kept.keptRead({ key: 'my-numbers', signal: live(), fetch: async () => ['fresh'] });
    expect(store.saveCopy).not.toHaveBeenCalled();
    await kept.keptRead({ key: 'public', keep: 'public', signal: live(), fetch: async () => ['fresh'] });
    expect(store.loadCopy).toHaveBeenCalledWith('public', null);
    expect(store.saveCopy).toHaveBeenCalledWith('public', null, ['fresh']);
  });

  it('keeps a grown answer (the next page) and says when the copy was saved, by the same rule', async () => {
    await kept.keepCopy({ key: 'past-predictions', keep: readers }, { batches: [1, 2] });
    expect(store.saveCopy).toHaveBeenCalledWith('past-predictions', 'u1', { batches: [1, 2] });
    await expect(kept.savedAtOf({ key: 'past-predictions', keep: readers })).resolves.toBe(SAVED_AT);
    auth.setSession(ended);
    vi.clearAllMocks();
    await kept.keepCopy({ key: 'past-predictions', keep: readers }, { batches: [] });
    await expect(kept.savedAtOf({ key: 'past-predictions', keep: readers })).resolves.toBeNull();
    expect(store.saveCopy).not.toHaveBeenCalled();
    expect(store.loadCopy).not.toHaveBeenCalled();
  });
});
