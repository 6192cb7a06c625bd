// Prediction batches (spec §5, contract §5): publish, edit, archive, delete, and the two reads.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Db, Queryable } from '../../db/client';
import { predictionBatches, predictionPairs } from '../../db/schema';
import { dayOf, iso } from '@shared/calendar';
import { badRequest, notFound } from '../../lib/http-errors';
import { recordAudit, type Actor } from '../audit/audit.service';
import { normalizePairs, PREDICTION_MESSAGES, type PairInput } from '@shared/predictions';
import { gameOfNumber, validThroughProblem } from '@shared/hits';
import { createHitScorer, type HitScorer, type ScoreWindow } from '../hits/scoring';
import type { PairDto, PairFields, PredictionBatchDto, TimeOfDay } from '@shared/predictions';

type BatchRow = typeof predictionBatches.$inferSelect;

export interface BatchInput {
  sharedContent: string;
  timeOfDay: TimeOfDay;
  predictions: PairInput[];
  alternatives: PairInput[];
  /** The last day its numbers are scored on (contract §10); the batch's date when absent. */
  validThrough?: string;
}

export interface PredictionEvents {
  /** Called after a publish commits (the push fan-out hangs here). */
  published?(batch: PredictionBatchDto): void;
  /** Called after any write commits (the track record's cached answers hang here). */
  changed?(): void;
}

/** A stored pair: its numbers, and since when they count (contract §10). */
type StoredPair = PairFields & { recordedAt: number };

function pairsOf(db: Db, scorer: HitScorer, batches: BatchRow[]) {
  const byBatch = new Map<number, { predictions: PairDto[]; alternatives: PairDto[]; awaitingDraws: boolean }>();
  for (const b of batches) byBatch.set(b.id, { predictions: [], alternatives: [], awaitingDraws: true });
  if (batches.length === 0) return byBatch;
  const batchIds = batches.map((b) => b.id);
  const batchOf = new Map(batches.map((b) => [b.id, b]));
  const rows = db
    .select()
    .from(predictionPairs)
    .where(inArray(predictionPairs.batchId, batchIds))
    .orderBy(predictionPairs.batchId, predictionPairs.kind, predictionPairs.priority)
    .all();
  // Each distinct (number, window) is scored once, all in one statement: a number repeated in
  // the batches answered (a pair kept across edits, a favourite number) costs nothing more.
  const asked = new Map<string, number>();
  const items: { number: string; window: ScoreWindow }[] = [];
  const itemOf = (number: string, recordedAt: number, validThrough: string) => {
    const key = `${number} ${recordedAt} ${validThrough}`;
    let i = asked.get(key);
    if (i === undefined) {
      asked.set(key, (i = items.length));
      items.push({ number, window: scorer.windowOf(recordedAt, validThrough) });
    }
    return i;
  };
  const refs = rows.map((r) => {
    const batch = batchOf.get(r.batchId)!;
    // A pair stored before recordedAt existed counts from its batch's last write.
    const recordedAt = r.recordedAt || batch.updatedAt;
    return [itemOf(r.number1, recordedAt, validThroughOf(batch)), itemOf(r.number2, recordedAt, validThroughOf(batch))];
  });
  const hits = scorer.hitsOf(items);
  // A batch none of whose numbers has a stored draw in its window yet is awaiting its draws:
  // "0 of 10 numbers hit" would read as a failure before anything was drawn.
  const games = items.map(({ number }) => gameOfNumber(number));
  const checks = scorer.checksOf(items.flatMap((it, i) => (games[i] ? [{ game: games[i], window: it.window }] : [])));
  const checked = new Set<number>();
  let k = 0;
  games.forEach((game, i) => {
    if (game && checks[k++].size > 0) checked.add(i);
  });
  rows.forEach((r, i) => {
    if (checked.has(refs[i][0]) || checked.has(refs[i][1])) byBatch.get(r.batchId)!.awaitingDraws = false;
  });
  rows.forEach((r, i) => {
    const entry = byBatch.get(r.batchId)!;
    (r.kind === 'prediction' ? entry.predictions : entry.alternatives).push({
      number1: r.number1,
      number2: r.number2,
      priority: r.priority,
      hits: [...hits[refs[i][0]], ...hits[refs[i][1]]],
    });
  });
  return byBatch;
}

const validThroughOf = (r: BatchRow) => r.validThrough || r.date;

function toDtos(db: Db, scorer: HitScorer, rows: BatchRow[]): PredictionBatchDto[] {
  const pairs = pairsOf(db, scorer, rows);
  return rows.map((r) => ({
    _id: String(r.id),
    date: r.date,
    timeOfDay: r.timeOfDay,
    sharedContent: r.sharedContent,
    ...pairs.get(r.id)!,
    timestamp: iso(r.updatedAt),
    createdAt: iso(r.createdAt),
    archived: r.archived,
    validThrough: validThroughOf(r),
  }));
}

function writePairs(db: Queryable, batchId: number, kind: 'prediction' | 'alternative', pairs: StoredPair[]) {
  db.delete(predictionPairs)
    .where(and(eq(predictionPairs.batchId, batchId), eq(predictionPairs.kind, kind)))
    .run();
  if (pairs.length) db.insert(predictionPairs).values(pairs.map((p) => ({ batchId, kind, ...p }))).run();
}

/**
 * An edit restarts the window of the pairs whose numbers it changes or adds, and only those
 * (contract §10): each new pair takes the recordedAt of an old pair with the same two numbers,
 * each old pair matched at most once, and `now` when there is none.
 */
export function keepRecordedAt(old: readonly StoredPair[], next: readonly PairFields[], now: number): StoredPair[] {
  const unchanged = new Map<string, number[]>();
  for (const p of old) {
    const key = `${p.number1} ${p.number2}`;
    unchanged.set(key, [...(unchanged.get(key) ?? []), p.recordedAt]);
  }
  return next.map((p) => ({ ...p, recordedAt: unchanged.get(`${p.number1} ${p.number2}`)?.shift() ?? now }));
}

function storedPairs(db: Queryable, batchId: number, kind: 'prediction' | 'alternative', fallback: number): StoredPair[] {
  return db
    .select()
    .from(predictionPairs)
    .where(and(eq(predictionPairs.batchId, batchId), eq(predictionPairs.kind, kind)))
    .orderBy(predictionPairs.priority)
    .all()
    .map((r) => ({ number1: r.number1, number2: r.number2, priority: r.priority, recordedAt: r.recordedAt || fallback }));
}

/** validThrough as asked, or the batch's date; a 400 naming validThrough outside date..date+13. */
function validThroughFor(date: string, asked: string | undefined): string {
  const validThrough = asked ?? date;
  const problem = validThroughProblem(date, validThrough);
  if (problem) throw badRequest(problem, 'validThrough');
  return validThrough;
}

function normalizedOrFail(predictions: PairInput[], alternatives: PairInput[]) {
  const p = normalizePairs(predictions);
  const a = normalizePairs(alternatives);
  if (p.length + a.length === 0) throw badRequest(PREDICTION_MESSAGES.needOneRow, 'predictions');
  return { predictions: p, alternatives: a };
}

export function createPredictionsService(deps: Deps, events: PredictionEvents = {}) {
  const { db, clock } = deps;
  const today = () => dayOf(clock.now(), deps.config.timeZone);
  const scorer = createHitScorer(db, deps.config.timeZone);

  // GET /api/predictions is what every subscriber opens at once when a batch lands: its answer
  // is serialised once and kept until the next write to predictions.
  // Its hits follow the results, so a results write drops it too (invalidate, wired in app.ts).
  let currentJson: Uint8Array<ArrayBuffer> | null = null;
  const changed = () => {
    currentJson = null;
    events.changed?.();
  };

  const currentRows = db
    .select()
    .from(predictionBatches)
    .where(eq(predictionBatches.archived, false))
    .orderBy(desc(predictionBatches.date), desc(predictionBatches.id))
    .prepare();

  function getBatch(id: number): PredictionBatchDto {
    const row = db.select().from(predictionBatches).where(eq(predictionBatches.id, id)).get();
    if (!row) throw notFound(PREDICTION_MESSAGES.notFound);
    return toDtos(db, scorer, [row])[0];
  }

  function insertBatch(
    input: { date: string; validThrough?: string; archived: boolean; sharedContent: string; timeOfDay: TimeOfDay; predictions: PairFields[]; alternatives: PairFields[] },
    audit: { actor: Actor; action: 'prediction.publish' | 'prediction.manual' },
  ) {
    const now = clock.now();
    const validThrough = validThroughFor(input.date, input.validThrough);
    const id = db.transaction((tx) => {
      const row = tx
        .insert(predictionBatches)
        .values({
          date: input.date,
          validThrough,
          timeOfDay: input.timeOfDay,
          sharedContent: input.sharedContent,
          archived: input.archived,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: predictionBatches.id })
        .get();
      writePairs(tx, row.id, 'prediction', keepRecordedAt([], input.predictions, now));
      writePairs(tx, row.id, 'alternative', keepRecordedAt([], input.alternatives, now));
      recordAudit(tx, {
        ...audit,
        at: now,
        target: `prediction ${row.id}`,
        detail: { date: input.date, validThrough, timeOfDay: input.timeOfDay, archived: input.archived, predictions: input.predictions.length, alternatives: input.alternatives.length },
      });
      return row.id;
    });
    changed();
    return getBatch(id);
  }

  return {
    today,

    currentJson(): Uint8Array<ArrayBuffer> {
      currentJson ??= new TextEncoder().encode(JSON.stringify(toDtos(db, scorer, currentRows.all())));
      return currentJson;
    },

    /** A results write: the hits in the kept answer may have changed. */
    invalidate() {
      currentJson = null;
    },

    /** The archive newest first, a page at a time by key (date, id), never by offset. */
    past(limit: number, before?: string): PredictionBatchDto[] {
      let where = eq(predictionBatches.archived, true);
      if (before !== undefined) {
        const id = /^[1-9]\d{0,14}$/.test(before) ? Number(before) : NaN;
        const anchor = Number.isNaN(id)
          ? undefined
          : db.select().from(predictionBatches).where(and(eq(predictionBatches.id, id), eq(predictionBatches.archived, true))).get();
        if (!anchor) throw badRequest('before must be the _id of a past prediction you have seen.', 'before');
        // A row value, so SQLite seeks the (archived, date, id) index to the anchor and reads on in
        // order; the same test spelt with OR made it collect every older batch and sort them.
        where = and(where, sql`(${predictionBatches.date}, ${predictionBatches.id}) < (${anchor.date}, ${anchor.id})`)!;
      }
      const rows = db
        .select()
        .from(predictionBatches)
        .where(where)
        .orderBy(desc(predictionBatches.date), desc(predictionBatches.id))
        .limit(limit)
        .all();
      return toDtos(db, scorer, rows);
    },

    publish(input: BatchInput, actor: Actor): PredictionBatchDto {
      const pairs = normalizedOrFail(input.predictions, input.alternatives);
      const batch = insertBatch(
        { date: today(), validThrough: input.validThrough, archived: false, sharedContent: input.sharedContent, timeOfDay: input.timeOfDay, ...pairs },
        { actor, action: 'prediction.publish' },
      );
      events.published?.(batch);
      return batch;
    },

    /** A manual prediction; one dated before today goes straight into the archive (contract §5). */
    addManual(input: BatchInput & { date?: string | null }, actor: Actor): PredictionBatchDto {
      const first = normalizePairs(input.predictions)[0];
      if (!first || !first.number1 || !first.number2) throw badRequest(PREDICTION_MESSAGES.manualNumbersRequired, 'predictions');
      const date = input.date || today();
      return insertBatch({
        date,
        validThrough: input.validThrough,
        archived: date < today(),
        sharedContent: input.sharedContent,
        timeOfDay: input.timeOfDay,
        predictions: normalizePairs(input.predictions),
        alternatives: normalizePairs(input.alternatives),
      }, { actor, action: 'prediction.manual' });
    },

    /** An edit replaces what it names; removing a pair is sending the list without it. */
    update(id: number, input: Partial<BatchInput> & { date?: string; validThrough?: string }, actor: Actor): PredictionBatchDto {
      const existing = getBatch(id);
      const predictions = input.predictions ?? existing.predictions;
      const alternatives = input.alternatives ?? existing.alternatives;
      const pairs = normalizedOrFail(predictions, alternatives);
      const next = {
        sharedContent: input.sharedContent ?? existing.sharedContent,
        timeOfDay: input.timeOfDay ?? existing.timeOfDay,
        date: input.date ?? existing.date,
        validThrough: existing.validThrough,
        predictions: input.predictions ? pairs.predictions : existing.predictions,
        alternatives: input.alternatives ? pairs.alternatives : existing.alternatives,
      };
      // A new date re-checks the window: one left at its default (the date) moves with the
      // date; one the admin chose must still fit, or the edit names validThrough.
      if (input.validThrough !== undefined) next.validThrough = validThroughFor(next.date, input.validThrough);
      else if (next.date !== existing.date) next.validThrough = validThroughFor(next.date, existing.validThrough === existing.date ? next.date : existing.validThrough);
      // The log says which parts the edit changed; the batch's own fields say the rest.
      const same = (k: keyof typeof next) => {
        const a = next[k];
        const b = existing[k];
        if (typeof a === 'string') return a === b;
        const numbers = (rows: PairFields[]) => JSON.stringify(rows.map((r) => [r.number1, r.number2]));
        return numbers(a) === numbers(b as PairFields[]);
      };
      const edited = (Object.keys(next) as (keyof typeof next)[]).filter((k) => !same(k));
      // A changed list is logged as it was and as it is ("123 - 4567"), so the log shows the old
      // and new numbers of an edit and which pair a delete took.
      const pairTexts = (rows: PairFields[]) => rows.map((r) => `${r.number1} - ${r.number2}`);
      const lists: Partial<Record<'predictions' | 'alternatives', { before: string[]; after: string[] }>> = {};
      for (const k of ['predictions', 'alternatives'] as const) {
        if (edited.includes(k)) lists[k] = { before: pairTexts(existing[k]), after: pairTexts(next[k]) };
      }
      const now = clock.now();
      const lastWrite = Date.parse(existing.timestamp);
      db.transaction((tx) => {
        const written = tx
          .update(predictionBatches)
          .set({ sharedContent: next.sharedContent, timeOfDay: next.timeOfDay, date: next.date, validThrough: next.validThrough, updatedAt: now })
          .where(eq(predictionBatches.id, id))
          .run();
        // Deleted by another admin since it was read: nothing to edit, nothing to log.
        if (written.changes === 0) throw notFound(PREDICTION_MESSAGES.notFound);
        for (const [kind, list] of [['prediction', input.predictions && pairs.predictions], ['alternative', input.alternatives && pairs.alternatives]] as const) {
          if (list) writePairs(tx, id, kind, keepRecordedAt(storedPairs(tx, id, kind, lastWrite), list, now));
        }
        recordAudit(tx, {
          actor,
          action: 'prediction.edit',
          at: now,
          target: `prediction ${id}`,
          detail: { date: next.date, validThrough: next.validThrough, timeOfDay: next.timeOfDay, archived: existing.archived, changed: edited, ...lists },
        });
      });
      changed();
      return getBatch(id);
    },

    remove(id: number, actor: Actor, onlyArchived = false): void {
      const where = onlyArchived
        ? and(eq(predictionBatches.id, id), eq(predictionBatches.archived, true))
        : eq(predictionBatches.id, id);
      db.transaction((tx) => {
        const row = tx.delete(predictionBatches).where(where).returning().get();
        if (!row) throw notFound(PREDICTION_MESSAGES.notFound);
        recordAudit(tx, {
          actor,
          action: 'prediction.delete',
          at: clock.now(),
          target: `prediction ${id}`,
          detail: { date: row.date, timeOfDay: row.timeOfDay, archived: row.archived },
        });
      });
      changed();
    },

    /** "Move Today's Predictions to Past": every batch still shown as current goes to the archive. */
    moveToPast(actor: Actor): number {
      const moved = db.transaction((tx) => {
        const ids = tx
          .update(predictionBatches)
          .set({ archived: true })
          .where(eq(predictionBatches.archived, false))
          .returning({ id: predictionBatches.id })
          .all()
          .map((r) => r.id);
        // A move with nothing to move changed nothing, so it leaves no entry.
        if (ids.length) recordAudit(tx, { actor, action: 'prediction.move_to_past', at: clock.now(), target: 'current predictions', detail: { count: ids.length, ids } });
        return ids.length;
      });
      changed();
      return moved;
    },
  };
}

export type PredictionsService = ReturnType<typeof createPredictionsService>;
