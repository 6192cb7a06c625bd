// The offline copy of predictions, the only place the app keeps data for reading without a
// network. The copy belongs to one user: it is wiped on logout and when someone else signs in,
// and not shown once that user's stored subscription end has passed.
//
// The storage code (offline-db.ts, with Dexie) is a third of a signed-in page's JavaScript, so
// it loads once the page has painted and the browser is idle; the saved copy follows a moment
// later, and offline still well before anything else could show.
import type { PredictionBatchDto } from '../../api/features/predictions/predictions.types';
import { whenIdle } from './when-idle';

export interface OfflineCopy {
  batches: PredictionBatchDto[];
  savedAt: string;
}

export interface OfflineOwner {
  _id: string;
  role: string;
  subscriptionExpiresAt: string | null;
}

type OfflineDb = typeof import('./offline-db');

let db: Promise<OfflineDb> | undefined;
function offlineDb(): Promise<OfflineDb> {
  // A failed load (offline before the chunk was ever cached) is tried again next time.
  db ??= whenIdle()
    .then(() => import('./offline-db'))
    .catch((err: unknown) => {
      db = undefined;
      throw err;
    });
  return db;
}

/** The copy saved for `user` (today's list or the archive pages), or null. */
export async function loadList(user: OfflineOwner, key: 'current' | 'past'): Promise<OfflineCopy | null> {
  try {
    return await (await offlineDb()).loadList(user, key);
  } catch {
    // The storage code could not load: the app still works online.
    return null;
  }
}

/** Saves today's list as `user`'s copy, wiping another user's data first. */
export async function saveCurrent(user: OfflineOwner, batches: PredictionBatchDto[]) {
  await (await offlineDb()).saveCurrent(user, batches);
}

/** Adds archive pages to the copy; `reset` replaces it (a fresh first page). */
export async function savePast(user: OfflineOwner, batches: PredictionBatchDto[], reset: boolean) {
  await (await offlineDb()).savePast(user, batches, reset);
}

/** Logout: nothing of the previous user stays on the device. */
export async function clearOfflineCopy() {
  try {
    // At once, not when idle: the tab may close right after signing out.
    await (await import('./offline-db')).clearOfflineCopy();
  } catch {
    // The storage code could not load (not yet cached, and no network). The copy still shows
    // only to its owner, signed in, and is wiped when someone else signs in.
  }
}
