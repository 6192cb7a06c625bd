// The device's copies of answers, the only place the app keeps data for reading without a network
// (kept-read.ts decides what is kept for whom). A user's copy belongs to that user: it is
// wiped on logout and when someone else signs in.
//
// The storage code (offline-db.ts, with Dexie) is a third of a signed-in page's JavaScript, so
// reading a copy when a page opens waits until the page has painted and the browser is idle;
// offline, the copy still shows well before anything else could. Writes wait for the browser to
// be idle as well (at most a second): they come right after a list has rendered, and loading the
// storage code then held that list's paint back. The wipe on sign-out loads it at once.
import { getAuth } from './auth-store';
import type { CopyOwner, SavedCopy } from './offline-types';
import { whenIdle } from './when-idle';

type OfflineDb = typeof import('./offline-db');

const importDb = () => import('./offline-db');

let idleDb: Promise<OfflineDb> | undefined;
/** For reading a copy when a page opens: the page paints first. */
function offlineDbWhenIdle(): Promise<OfflineDb> {
  // A failed load (offline before the chunk was ever cached) is tried again next time.
  idleDb ??= whenIdle()
    .then(importDb)
    .catch((err: unknown) => {
      idleDb = undefined;
      throw err;
    });
  return idleDb;
}

/** The copy kept under `key` for `owner`, or null. */
export async function loadCopy<T>(key: string, owner: CopyOwner): Promise<SavedCopy<T> | null> {
  try {
    return await (await offlineDbWhenIdle()).loadCopy<T>(key, owner);
  } catch {
    // The storage code could not load: the app still works online.
    return null;
  }
}

/**
 * Keeps `value` under `key` for `owner`, once the browser is idle; a user's copy is not written
 * if that user has signed out meanwhile (the wipe on sign-out ran at once, and nothing of theirs
 * may come back).
 */
export async function saveCopy(key: string, owner: CopyOwner, value: unknown) {
  await whenIdle();
  if (owner !== null && getAuth().user?._id !== owner) return;
  await (await importDb()).saveCopy(key, owner, value);
}

/** Logout: nothing of the previous user stays on the device. */
export async function clearOfflineCopy() {
  try {
    // At once, not when idle: the tab may close right after signing out.
    await (await importDb()).clearOfflineCopy();
  } catch {
    // The storage code could not load (not yet cached, and no network). A user's copy still
    // shows only to its owner, signed in, and is wiped when someone else signs in.
  }
}
