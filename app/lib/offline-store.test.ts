// The offline copy's writes wait for an idle moment; a user who signs out meanwhile must find
// nothing of theirs written back after the wipe (offline-store.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PredictionBatchDto } from '@shared/predictions';
import type { UserDto } from '@shared/users';

// The storage code itself (Dexie on IndexedDB) is tested in the browser (e2e/pwa.spec.ts); here
// only whether and for whom offline-store.ts reaches it.
const db = vi.hoisted(() => ({ saveCopy: vi.fn(), loadCopy: vi.fn(), clearOfflineCopy: vi.fn() }));
vi.mock('./offline-db', () => db);

let store: typeof import('./offline-store');
let auth: typeof import('./auth-store');

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
  store = await import('./offline-store');
});
afterEach(() => vi.clearAllMocks());
// The test files of a vitest worker share its globals, mocks and modules (vitest.config.ts,
// `isolate`): the next one finds neither these stand-ins nor modules built on them.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.doUnmock('./offline-db');
  vi.resetModules();
});

const user = { _id: 'u1', username: 'reader', role: 'subscriber', subscriptionExpiresAt: '2026-12-31' } as UserDto;
const batches: PredictionBatchDto[] = [];

describe('saving the offline copy', () => {
  it("writes today's list of the user who is still signed in", async () => {
    auth.setSession(user);
    await store.saveCopy('predictions', 'u1', batches);
    expect(db.saveCopy).toHaveBeenCalledWith('predictions', 'u1', batches);
  });

  it('writes nothing of a user who signed out before the write came', async () => {
    auth.setSession(user);
    const saving = [store.saveCopy('predictions', 'u1', batches), store.saveCopy('past-predictions', 'u1', { batches, hasMore: false })];
    auth.clearSession();
    await Promise.all(saving);
    expect(db.saveCopy).not.toHaveBeenCalled();
  });

  it('writes nothing for a user other than the one signed in now', async () => {
    auth.setSession({ ...user, _id: 'u2' });
    await store.saveCopy('predictions', 'u1', batches);
    expect(db.saveCopy).not.toHaveBeenCalled();
  });

  it('writes public data whoever is signed in, or no one', async () => {
    auth.clearSession();
    await store.saveCopy('ledger', null, [1, 2]);
    expect(db.saveCopy).toHaveBeenCalledWith('ledger', null, [1, 2]);
  });
});
