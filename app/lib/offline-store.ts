// The offline copy of predictions (and of the latest official results, and of a person's own pages
// such as My numbers), the only place the app keeps data for reading without a network. The copy belongs to one user: it is wiped on logout
// and when someone else signs in, and not shown once that user's stored subscription end has passed.
//
// The storage code (offline-db.ts, with Dexie) is a third of a signed-in page's JavaScript, so
// reading the copy when a page opens waits until the page has painted and the browser is idle;
// offline, the copy still shows well before anything else could. Writes wait for the browser to
// be idle as well (at most a second): they come right after a list has rendered, and loading the
// storage code then held that list's paint back. The wipe on sign-out loads it at once.
import type { PredictionBatchDto } from '@shared/predictions';
import type { LatestResultsDto } from '@shared/results';
import { getAuth } from './auth-store';
import { whenIdle } from './when-idle';

export interface OfflineCopy {
  batches: PredictionBatchDto[];
  savedAt: string;
}

/**
 * The Results page's latest draws as last loaded (docs/product.md, "Official results"), for reading
 * offline.
 */
export interface OfflineResults {
  latest: LatestResultsDto;
  savedAt: string;
}

export interface OfflineOwner {
  _id: string;
  role: string;
  subscriptionExpiresAt: string | null;
}

type OfflineDb = typeof import('./offline-db');

const importDb = () => import('./offline-db');

let idleDb: Promise<OfflineDb> | undefined;
/** For reading the copy when a page opens: the page paints first. */
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

/** The copy saved for `user` (today's list or the archive pages), or null. */
export async function loadList(user: OfflineOwner, key: 'current' | 'past'): Promise<OfflineCopy | null> {
  try {
    return await (await offlineDbWhenIdle()).loadList(user, key);
  } catch {
    // The storage code could not load: the app still works online.
    return null;
  }
}

/**
 * The storage code for a write of `user`'s data, once the browser is idle; null if `user` has
 * signed out meanwhile (the wipe on sign-out ran at once, and nothing of theirs may come back).
 */
async function dbToWriteFor(user: OfflineOwner): Promise<OfflineDb | null> {
  await whenIdle();
  return getAuth().user?._id === user._id ? importDb() : null;
}

/** Saves today's list as `user`'s copy, wiping another user's data first. */
export async function saveCurrent(user: OfflineOwner, batches: PredictionBatchDto[]) {
  await (await dbToWriteFor(user))?.saveCurrent(user, batches);
}

/** Adds archive pages to the copy; `reset` replaces it (a fresh first page). */
export async function savePast(user: OfflineOwner, batches: PredictionBatchDto[], reset: boolean) {
  await (await dbToWriteFor(user))?.savePast(user, batches, reset);
}

/** The latest draws saved for `user`, or null (read when idle, as loadList). */
export async function loadResults(user: OfflineOwner): Promise<OfflineResults | null> {
  try {
    return await (await offlineDbWhenIdle()).loadResults(user);
  } catch {
    return null;
  }
}

/** Saves the latest draws as `user`'s copy (as saveCurrent). */
export async function saveResults(user: OfflineOwner, latest: LatestResultsDto) {
  await (await dbToWriteFor(user))?.saveResults(user, latest);
}

/**
 * A copy of a page of `user`'s own (My numbers), read when idle as loadList: theirs whatever their
 * membership. `T` is what the page saved.
 */
export async function loadPage<T>(user: OfflineOwner, key: string): Promise<{ data: T; savedAt: string } | null> {
  try {
    return (await (await offlineDbWhenIdle()).loadPage(user, key)) as { data: T; savedAt: string } | null;
  } catch {
    return null;
  }
}

/** Saves a page of `user`'s own (as saveCurrent). */
export async function savePage(user: OfflineOwner, key: string, data: unknown) {
  await (await dbToWriteFor(user))?.savePage(user, key, data);
}

/** Logout: nothing of the previous user stays on the device. */
export async function clearOfflineCopy() {
  try {
    // At once, not when idle: the tab may close right after signing out.
    await (await importDb()).clearOfflineCopy();
  } catch {
    // The storage code could not load (not yet cached, and no network). The copy still shows
    // only to its owner, signed in, and is wiped when someone else signs in.
  }
}
