// The offline copy of predictions (and of the latest official results, and of a person's own
// pages such as My numbers) in IndexedDB, through Dexie. Pages use it through offline-store.ts, which decides when this module (and Dexie) loads.
import Dexie, { type Table } from 'dexie';
import { validThroughOf, type PredictionBatchDto } from '@shared/predictions';
import type { LatestResultsDto } from '@shared/results';
import type { OfflineCopy, OfflineOwner, OfflineResults } from './offline-store';

interface StoredList {
  /** 'current' (today's list) or 'past' (the archive pages loaded so far). */
  key: 'current' | 'past';
  batches: PredictionBatchDto[];
  savedAt: string;
}

interface StoredResults {
  /** 'latest': the Results page's latest draws of every state. */
  key: 'latest';
  latest: LatestResultsDto;
  savedAt: string;
}

interface StoredPage {
  /** The page's name: 'my-numbers'. */
  key: string;
  data: unknown;
  savedAt: string;
}

interface Owner {
  key: 'owner';
  userId: string;
  /** Admins have no end; subscribers' copies stop showing after it. */
  subscriptionExpiresAt: string | null;
  role: string;
}

class OfflineDb extends Dexie {
  lists!: Table<StoredList, string>;
  meta!: Table<Owner, string>;
  results!: Table<StoredResults, string>;
  pages!: Table<StoredPage, string>;
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
          .table<StoredList, string>('lists')
          .toCollection()
          .modify((list) => {
            list.batches = list.batches.map(withHitFields);
          }),
      );
    // Version 3 adds the person's own pages (My numbers), shown to their owner whatever the membership.
    this.version(3).stores({ pages: 'key' });
  }
}

/** A batch as answered now, from one saved before hits were answered. */
export function withHitFields(b: PredictionBatchDto): PredictionBatchDto {
  const pairs = (list: PredictionBatchDto['predictions'] | undefined) => (list ?? []).map((p) => ({ ...p, hits: p.hits ?? [] }));
  return { ...b, validThrough: validThroughOf(b), predictions: pairs(b.predictions), alternatives: pairs(b.alternatives) };
}

const db = new OfflineDb();

function usable(owner: Owner | undefined, user: OfflineOwner, now = Date.now()): boolean {
  if (!owner || owner.userId !== user._id) return false;
  if (user.role === 'admin') return true;
  return !!owner.subscriptionExpiresAt && Date.parse(owner.subscriptionExpiresAt) > now;
}

/** Makes `user` the owner of the copy, wiping another user's data first. */
async function claim(user: OfflineOwner) {
  const owner = await db.meta.get('owner');
  if (owner && owner.userId !== user._id) await Promise.all([db.lists.clear(), db.results.clear(), db.pages.clear()]);
  await db.meta.put({ key: 'owner', userId: user._id, role: user.role, subscriptionExpiresAt: user.subscriptionExpiresAt });
}

export async function saveCurrent(user: OfflineOwner, batches: PredictionBatchDto[]) {
  await db.transaction('rw', db.lists, db.meta, db.results, db.pages, async () => {
    await claim(user);
    await db.lists.put({ key: 'current', batches, savedAt: new Date().toISOString() });
  });
}

/** Adds archive pages to the copy; `reset` replaces it (a fresh first page). */
export async function savePast(user: OfflineOwner, batches: PredictionBatchDto[], reset: boolean) {
  await db.transaction('rw', db.lists, db.meta, db.results, db.pages, async () => {
    await claim(user);
    const old = reset ? [] : ((await db.lists.get('past'))?.batches ?? []);
    const seen = new Set(batches.map((b) => b._id));
    await db.lists.put({ key: 'past', batches: [...old.filter((b) => !seen.has(b._id)), ...batches], savedAt: new Date().toISOString() });
  });
}

export async function loadList(user: OfflineOwner, key: 'current' | 'past'): Promise<OfflineCopy | null> {
  try {
    const [owner, list] = await Promise.all([db.meta.get('owner'), db.lists.get(key)]);
    if (!list || !usable(owner, user)) return null;
    return { batches: list.batches, savedAt: list.savedAt };
  } catch {
    // Private browsing or a full disk: the app still works online.
    return null;
  }
}

export async function saveResults(user: OfflineOwner, latest: LatestResultsDto) {
  await db.transaction('rw', db.lists, db.meta, db.results, db.pages, async () => {
    await claim(user);
    await db.results.put({ key: 'latest', latest, savedAt: new Date().toISOString() });
  });
}

export async function loadResults(user: OfflineOwner): Promise<OfflineResults | null> {
  try {
    const [owner, stored] = await Promise.all([db.meta.get('owner'), db.results.get('latest')]);
    if (!stored || !usable(owner, user)) return null;
    return { latest: stored.latest, savedAt: stored.savedAt };
  } catch {
    return null;
  }
}

/** A page of the person's own (My numbers): theirs to read whatever their membership, never another's. */
export async function savePage(user: OfflineOwner, key: string, data: unknown) {
  await db.transaction('rw', db.lists, db.meta, db.results, db.pages, async () => {
    await claim(user);
    await db.pages.put({ key, data, savedAt: new Date().toISOString() });
  });
}

export async function loadPage(user: OfflineOwner, key: string): Promise<{ data: unknown; savedAt: string } | null> {
  try {
    const [owner, stored] = await Promise.all([db.meta.get('owner'), db.pages.get(key)]);
    if (!stored || owner?.userId !== user._id) return null;
    return { data: stored.data, savedAt: stored.savedAt };
  } catch {
    return null;
  }
}

/** Logout: nothing of the previous user stays on the device. */
export async function clearOfflineCopy() {
  try {
    await db.transaction('rw', db.lists, db.meta, db.results, db.pages, async () => {
      await db.lists.clear();
      await db.results.clear();
      await db.pages.clear();
      await db.meta.clear();
    });
  } catch {
    // Storage unavailable: there is nothing to clear.
  }
}
