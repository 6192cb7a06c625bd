// The pairs of prediction batches (docs/product.md, "Predictions"): read with their hits, written
// with the moment each was recorded, which an edit keeps for a pair it does not change (the ledger
// entry that first committed it stays its proof).
import type { SetMethod } from '@shared/methods';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable, Tx } from '#db/client';
import { type predictionBatches, predictionPairs } from '#db/schema-predictions';
import { gameOfNumber, type ScoredGame } from '@shared/hits';
import { iso } from '@shared/calendar';
import type { ChainRun, HitScorer, ScoreWindow } from '../hits';
import type { Appended } from '../ledger';
import type { PairDto, PairFields, PredictionBatchDto } from '@shared/predictions';

type BatchRow = typeof predictionBatches.$inferSelect;
/**
 * A stored pair: its numbers, since when they count and the ledger entry that made them
 * (docs/product.md, "Hits and the track record"; null for pairs recorded before the ledger began).
 */
export type StoredPair = PairFields & { recordedAt: number; ledgerSeq: number | null };

export async function pairsOf(db: Queryable, scorer: HitScorer, batches: BatchRow[]) {
  const byBatch = new Map<number, { predictions: PairDto[]; alternatives: PairDto[]; awaitingDraws: boolean }>();
  for (const b of batches) byBatch.set(b.id, { predictions: [], alternatives: [], awaitingDraws: true });
  if (batches.length === 0) return byBatch;
  const batchIds = batches.map((b) => b.id);
  const batchOf = new Map(batches.map((b) => [b.id, b]));
  const rows = await db
    .select()
    .from(predictionPairs)
    .where(inArray(predictionPairs.batchId, batchIds))
    .orderBy(predictionPairs.batchId, predictionPairs.kind, predictionPairs.priority);
  // A pair's hits are those of its run in the public record (hits/chain.ts), matched by its place
  // and numbers: a pair with no entry behind it (stored before the record began, or changed in the
  // database behind the product's back) has none.
  const runs = new Map<string, ChainRun>();
  for (const run of await scorer.chain()) if (run.current && batchOf.has(run.setId)) runs.set(`${run.setId} ${run.kind} ${run.place} ${run.number1} ${run.number2}`, run);
  // Each distinct (number, window) is scored once, all in one statement: a number repeated in
  // the batches answered (a pair kept across edits, a favourite number) costs nothing more.
  const asked = new Map<string, number>();
  const items: { number: string; window: ScoreWindow }[] = [];
  const itemOf = (number: string, window: ScoreWindow) => {
    const key = `${number} ${window.after} ${window.until}`;
    let i = asked.get(key);
    if (i === undefined) {
      asked.set(key, (i = items.length));
      items.push({ number, window });
    }
    return i;
  };
  const places = new Map<string, number>();
  const refs = rows.map((r) => {
    const list = `${r.batchId} ${r.kind}`;
    const place = places.get(list) ?? 0;
    places.set(list, place + 1);
    const segments = runs.get(`${list} ${place} ${r.number1} ${r.number2}`)?.segments ?? [];
    return [segments.map((w) => itemOf(r.number1, w)), segments.map((w) => itemOf(r.number2, w))];
  });
  const hits = await scorer.hitsOf(items);
  // A batch none of whose numbers has a stored draw in its window yet is awaiting its draws:
  // "0 of 10 numbers hit" would read as a failure before anything was drawn.
  // The numbers of a batch share a window, so each (game, window) is asked once, not per number.
  const windows = new Map<string, { game: ScoredGame; window: ScoreWindow; items: number[] }>();
  items.forEach(({ number, window }, i) => {
    const game = gameOfNumber(number);
    if (!game) return;
    const key = `${game} ${window.after} ${window.until}`;
    const entry = windows.get(key) ?? windows.set(key, { game, window, items: [] }).get(key)!;
    entry.items.push(i);
  });
  const asks = [...windows.values()];
  const drawn = await scorer.anyDrawIn(asks);
  const checked = new Set<number>();
  asks.forEach((a, k) => {
    if (drawn[k]) for (const i of a.items) checked.add(i);
  });
  rows.forEach((r, i) => {
    if (refs[i].flat().some((k) => checked.has(k))) byBatch.get(r.batchId)!.awaitingDraws = false;
  });
  rows.forEach((r, i) => {
    const entry = byBatch.get(r.batchId)!;
    (r.kind === 'prediction' ? entry.predictions : entry.alternatives).push({
      number1: r.number1,
      number2: r.number2,
      priority: r.priority,
      hits: [...refs[i][0].flatMap((k) => hits[k]), ...refs[i][1].flatMap((k) => hits[k])],
    });
  });
  return byBatch;
}

export async function toDtos(db: Queryable, scorer: HitScorer, rows: BatchRow[]): Promise<PredictionBatchDto[]> {
  const pairs = await pairsOf(db, scorer, rows);
  return rows.map((r) => ({
    _id: String(r.id),
    date: r.date,
    timeOfDay: r.timeOfDay,
    sharedContent: r.sharedContent,
    ...pairs.get(r.id)!,
    timestamp: iso(r.updatedAt),
    createdAt: iso(r.createdAt),
    archived: r.archived,
    validThrough: r.validThrough,
    method: r.method as SetMethod,
  }));
}

export async function writePairs(tx: Tx, batchId: number, kind: 'prediction' | 'alternative', pairs: StoredPair[]) {
  await tx.delete(predictionPairs).where(and(eq(predictionPairs.batchId, batchId), eq(predictionPairs.kind, kind)));
  if (pairs.length) await tx.insert(predictionPairs).values(pairs.map((p) => ({ batchId, kind, ...p })));
}

/**
 * An edit restarts the window of the pairs whose numbers it changes or adds, and only those
 * (docs/product.md, "Hits and the track record"): each new pair keeps the recorded moment and
 * entry of an old pair with the same two numbers, each old pair matched at most once; the others
 * count from `entry`, the ledger entry of this change (its committedAt).
 */
export function keepRecordedAt(old: readonly StoredPair[], next: readonly PairFields[], entry: Appended): StoredPair[] {
  const unchanged = new Map<string, StoredPair[]>();
  for (const p of old) {
    const key = `${p.number1} ${p.number2}`;
    unchanged.set(key, [...(unchanged.get(key) ?? []), p]);
  }
  return next.map((p) => {
    const kept = unchanged.get(`${p.number1} ${p.number2}`)?.shift();
    return { ...p, recordedAt: kept?.recordedAt ?? entry.committedAt, ledgerSeq: kept ? kept.ledgerSeq : entry.seq };
  });
}

/** The numbers of a list as the ledger commits to them, in priority order. */
export const committedNumbers = (rows: readonly PairFields[]): [string, string][] => rows.map((r) => [r.number1, r.number2]);

export async function storedPairs(db: Queryable, batchId: number, kind: 'prediction' | 'alternative'): Promise<StoredPair[]> {
  const rows = await db
    .select()
    .from(predictionPairs)
    .where(and(eq(predictionPairs.batchId, batchId), eq(predictionPairs.kind, kind)))
    .orderBy(predictionPairs.priority);
  return rows.map((r) => ({ number1: r.number1, number2: r.number2, priority: r.priority, recordedAt: r.recordedAt, ledgerSeq: r.ledgerSeq }));
}
