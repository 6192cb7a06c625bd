// The device's copies of answers (today's predictions, the archive, the latest official results,
// and whatever else a page reads offline) in IndexedDB, through Dexie. Pages reach it through
// kept-read.ts and offline-store.ts, which decides when this module (and Dexie) loads.
import Dexie, { type Table } from 'dexie';
import type { PredictionBatchDto } from '@shared/predictions';
import { validThroughOf } from '@shared/prediction-window';
import type { CopyOwner, SavedCopy } from './offline-types';

/** One answer kept under a page's key (kept-read.ts). */
interface StoredCopy {
  key: string;
  value: unknown;
  savedAt: string;
  owner: CopyOwner;
}

/** The keys the copies had before they shared one table (version 3 moves them). */
export const LEGACY_KEYS = { current: 'predictions', past: 'past-predictions', latest: 'latest-results' } as const;

class OfflineDb extends Dexie {
  copies!: Table<StoredCopy, string>;
  constructor() {
    super('lotto-predict-offline');
    this.version(1).stores({ lists: 'key', meta: 'key' });
    // Version 2 adds the results table, and gives the batches saved before it validThrough and
    // their pairs hits (docs/product.md, "Hits and the track record": none known yet) until the
    // next answer replaces them.
    this.version(2)
      .stores({ results: 'key' })
      .upgrade((tx) =>
        tx
          .table<{ batches: PredictionBatchDto[] }, string>('lists')
          .toCollection()
          .modify((list) => {
            list.batches = list.batches.map(withHitFields);
          }),
      );
    // Version 3 keeps every page's copy in one table, each with its owner; the copies saved before
    // move into it, so an update read offline still shows them. Version 4 drops the old tables
    // (Dexie lets an upgrade read a table only a later version deletes).
    this.version(3)
      .stores({ copies: 'key' })
      .upgrade(async (tx) => {
        const owner = ((await tx.table('meta').get('owner')) as { userId?: string } | undefined)?.userId;
        if (!owner) return;
        const lists = (await tx.table('lists').toArray()) as { key: 'current' | 'past'; batches: PredictionBatchDto[]; savedAt: string }[];
        const results = (await tx.table('results').toArray()) as { key: 'latest'; latest: unknown; savedAt: string }[];
        await tx
          .table<StoredCopy, string>('copies')
          .bulkPut([
            ...lists.map((l) => ({ key: LEGACY_KEYS[l.key], value: l.key === 'past' ? { batches: l.batches, hasMore: true } : l.batches, savedAt: l.savedAt, owner })),
            ...results.map((r) => ({ key: LEGACY_KEYS[r.key], value: r.latest, savedAt: r.savedAt, owner })),
          ]);
      });
    this.version(4).stores({ lists: null, meta: null, results: null });
  }
}

/** A batch as answered now, from one saved before hits were answered. */
export function withHitFields(b: PredictionBatchDto): PredictionBatchDto {
  const pairs = (list: PredictionBatchDto['predictions'] | undefined) => (list ?? []).map((p) => ({ ...p, hits: p.hits ?? [] }));
  return { ...b, validThrough: validThroughOf(b), predictions: pairs(b.predictions), alternatives: pairs(b.alternatives) };
}

const db = new OfflineDb();

/** Keeps `value` under `key` for `owner`; a user's copy first wipes every other user's. */
export async function saveCopy(key: string, owner: CopyOwner, value: unknown) {
  await db.transaction('rw', db.copies, async () => {
    if (owner !== null) await db.copies.filter((c) => c.owner !== null && c.owner !== owner).delete();
    await db.copies.put({ key, value, savedAt: new Date().toISOString(), owner });
  });
}

/** The copy under `key` if it is `owner`'s (a user's own, or public when owner is null); else null. */
export async function loadCopy<T>(key: string, owner: CopyOwner): Promise<SavedCopy<T> | null> {
  try {
    const copy = await db.copies.get(key);
    return copy && copy.owner === owner ? { value: copy.value as T, savedAt: copy.savedAt } : null;
  } catch {
    // Private browsing or a full disk: the app still works online.
    return null;
  }
}

/** Logout: nothing of the previous user stays on the device. */
export async function clearOfflineCopy() {
  try {
    await db.copies.clear();
  } catch {
    // Storage unavailable: there is nothing to clear.
  }
}
