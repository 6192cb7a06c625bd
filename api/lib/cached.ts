// Answers built from the database and kept until a write makes them stale, in this process or
// any other: each is stamped with the generations of the kinds of data it was built from
// (db.generation(), api/platform/db/types.ts) and built again once one of them has moved. Nothing is
// wired by hand between a write and the caches it stales.
import { LRUCache } from 'lru-cache';
import type { CacheKind, Db } from '#db/client';

type Stamp = readonly number[];

function stampOf(db: Db, kinds: readonly CacheKind[]): Stamp {
  return kinds.map((k) => db.generation(k));
}

const sameStamp = (a: Stamp, b: Stamp) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * One value kept until a write to any of `kinds`. The stamp is taken before the build reads, so
 * a write committed while it builds makes the next call build again.
 */
export function cached<T>(db: Db, kinds: readonly CacheKind[], build: () => Promise<T>): () => Promise<T> {
  let kept: { stamp: Stamp; value: Promise<T> } | null = null;
  return () => {
    const stamp = stampOf(db, kinds);
    if (kept && sameStamp(kept.stamp, stamp)) return kept.value;
    const value = build();
    const entry = { stamp, value };
    kept = entry;
    // A failed build is not kept: the next call tries again.
    value.catch(() => {
      if (kept === entry) kept = null;
    });
    return value;
  };
}

/** Values by key (a query, a range, a user), at most `max` of them, all dropped by a write to any of `kinds`. */
export function cachedBy<K extends string | number, T extends {}>(
  db: Db,
  kinds: readonly CacheKind[],
  max: number,
  build: (key: K) => Promise<T | undefined>,
): (key: K) => Promise<T | undefined> {
  const kept = new LRUCache<K, Promise<T | undefined>>({ max });
  let keptStamp: Stamp = [];
  return (key) => {
    const stamp = stampOf(db, kinds);
    if (!sameStamp(keptStamp, stamp)) {
      kept.clear();
      keptStamp = stamp;
    }
    const hit = kept.get(key);
    if (hit) return hit;
    const value = build(key);
    kept.set(key, value);
    // Neither a failure nor "none" is kept: a row made later is found.
    value.then(
      (v) => v === undefined && kept.get(key) === value && kept.delete(key),
      () => kept.get(key) === value && kept.delete(key),
    );
    return value;
  };
}
