// The sets as the database holds them now, as features below this one read them, each naming only
// the shape it calls and handed this by api/compose.ts: the public record's reveals
// (docs/ledger.md, "Reveals": a set changed behind the product's back no longer matches its
// commitment) and the hit pushes' scan (the pairs open on a draw's day).
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Queryable } from '#db/client';
import { predictionBatches, predictionPairs } from '#db/schema-predictions';
import type { StoredSet } from '../ledger';

/** The sets of these ids that exist, by id, each with its pairs and alternatives in their order. */
export async function storedSets(db: Queryable, ids: readonly number[]): Promise<Map<number, StoredSet>> {
  const out = new Map<number, StoredSet>();
  if (ids.length === 0) return out;
  const batches = await db
    .select()
    .from(predictionBatches)
    .where(inArray(predictionBatches.id, [...ids]));
  const pairs = await db
    .select({ batchId: predictionPairs.batchId, kind: predictionPairs.kind, number1: predictionPairs.number1, number2: predictionPairs.number2 })
    .from(predictionPairs)
    .where(inArray(predictionPairs.batchId, [...ids]))
    .orderBy(predictionPairs.batchId, predictionPairs.kind, predictionPairs.priority);
  for (const b of batches) out.set(b.id, { id: b.id, date: b.date, method: b.method, timeOfDay: b.timeOfDay, validThrough: b.validThrough, pairs: [], alternatives: [] });
  for (const p of pairs) {
    const set = out.get(p.batchId);
    if (!set) continue;
    (p.kind === 'alternative' ? set.alternatives : set.pairs).push([p.number1, p.number2]);
  }
  return out;
}

/**
 * The numbers of every pair whose window holds `day` (its set's validThrough that day or later)
 * and that was recorded before `drawnAt`: what a draw at that moment may hit (hits' scan).
 */
export function openPairs(db: Queryable, day: string, drawnAt: number) {
  return db
    .select({ number1: predictionPairs.number1, number2: predictionPairs.number2 })
    .from(predictionPairs)
    .innerJoin(predictionBatches, eq(predictionBatches.id, predictionPairs.batchId))
    .where(and(gte(predictionBatches.validThrough, day), lt(predictionPairs.recordedAt, drawnAt)));
}
