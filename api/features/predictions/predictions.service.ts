// Prediction batches (spec §5, contract §5): publish, edit, archive, delete, and the two reads.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Db, Queryable } from '../../db/client';
import { predictionBatches, predictionPairs } from '../../db/schema';
import { dayOf, iso } from '@shared/calendar';
import { badRequest, notFound } from '../../lib/http-errors';
import { recordAudit, type Actor } from '../audit/audit.service';
import { normalizePairs, PREDICTION_MESSAGES, type PairInput } from '@shared/predictions';
import type { PairDto, PairFields, PredictionBatchDto, TimeOfDay } from '@shared/predictions';

type BatchRow = typeof predictionBatches.$inferSelect;

export interface BatchInput {
  sharedContent: string;
  timeOfDay: TimeOfDay;
  predictions: PairInput[];
  alternatives: PairInput[];
}

export interface PredictionEvents {
  /** Called after a publish commits (the push fan-out hangs here). */
  published?(batch: PredictionBatchDto): void;
}

function pairsOf(db: Db, batchIds: number[]) {
  const byBatch = new Map<number, { predictions: PairDto[]; alternatives: PairDto[] }>();
  for (const id of batchIds) byBatch.set(id, { predictions: [], alternatives: [] });
  if (batchIds.length === 0) return byBatch;
  const rows = db
    .select()
    .from(predictionPairs)
    .where(inArray(predictionPairs.batchId, batchIds))
    .orderBy(predictionPairs.batchId, predictionPairs.kind, predictionPairs.priority)
    .all();
  for (const r of rows) {
    const entry = byBatch.get(r.batchId)!;
    (r.kind === 'prediction' ? entry.predictions : entry.alternatives).push({
      number1: r.number1,
      number2: r.number2,
      priority: r.priority,
      hits: [],
    });
  }
  return byBatch;
}

function toDtos(db: Db, rows: BatchRow[]): PredictionBatchDto[] {
  const pairs = pairsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    _id: String(r.id),
    date: r.date,
    timeOfDay: r.timeOfDay,
    sharedContent: r.sharedContent,
    ...pairs.get(r.id)!,
    timestamp: iso(r.updatedAt),
    archived: r.archived,
    validThrough: r.validThrough || r.date,
  }));
}

function writePairs(db: Queryable, batchId: number, kind: 'prediction' | 'alternative', pairs: PairFields[]) {
  db.delete(predictionPairs)
    .where(and(eq(predictionPairs.batchId, batchId), eq(predictionPairs.kind, kind)))
    .run();
  if (pairs.length) db.insert(predictionPairs).values(pairs.map((p) => ({ batchId, kind, ...p }))).run();
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

  // GET /api/predictions is what every subscriber opens at once when a batch lands: its answer
  // is serialised once and kept until the next write to predictions.
  let currentJson: Uint8Array<ArrayBuffer> | null = null;
  const changed = () => {
    currentJson = null;
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
    return toDtos(db, [row])[0];
  }

  function insertBatch(
    input: { date: string; archived: boolean; sharedContent: string; timeOfDay: TimeOfDay; predictions: PairFields[]; alternatives: PairFields[] },
    audit: { actor: Actor; action: 'prediction.publish' | 'prediction.manual' },
  ) {
    const now = clock.now();
    const id = db.transaction((tx) => {
      const row = tx
        .insert(predictionBatches)
        .values({
          date: input.date,
          timeOfDay: input.timeOfDay,
          sharedContent: input.sharedContent,
          archived: input.archived,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: predictionBatches.id })
        .get();
      writePairs(tx, row.id, 'prediction', input.predictions);
      writePairs(tx, row.id, 'alternative', input.alternatives);
      recordAudit(tx, {
        ...audit,
        at: now,
        target: `prediction ${row.id}`,
        detail: { date: input.date, timeOfDay: input.timeOfDay, archived: input.archived, predictions: input.predictions.length, alternatives: input.alternatives.length },
      });
      return row.id;
    });
    changed();
    return getBatch(id);
  }

  return {
    today,

    currentJson(): Uint8Array<ArrayBuffer> {
      currentJson ??= new TextEncoder().encode(JSON.stringify(toDtos(db, currentRows.all())));
      return currentJson;
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
      return toDtos(db, rows);
    },

    publish(input: BatchInput, actor: Actor): PredictionBatchDto {
      const pairs = normalizedOrFail(input.predictions, input.alternatives);
      const batch = insertBatch(
        { date: today(), archived: false, sharedContent: input.sharedContent, timeOfDay: input.timeOfDay, ...pairs },
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
        archived: date < today(),
        sharedContent: input.sharedContent,
        timeOfDay: input.timeOfDay,
        predictions: normalizePairs(input.predictions),
        alternatives: normalizePairs(input.alternatives),
      }, { actor, action: 'prediction.manual' });
    },

    /** An edit replaces what it names; removing a pair is sending the list without it. */
    update(id: number, input: Partial<BatchInput> & { date?: string }, actor: Actor): PredictionBatchDto {
      const existing = getBatch(id);
      const predictions = input.predictions ?? existing.predictions;
      const alternatives = input.alternatives ?? existing.alternatives;
      const pairs = normalizedOrFail(predictions, alternatives);
      const next = {
        sharedContent: input.sharedContent ?? existing.sharedContent,
        timeOfDay: input.timeOfDay ?? existing.timeOfDay,
        date: input.date ?? existing.date,
        predictions: input.predictions ? pairs.predictions : existing.predictions,
        alternatives: input.alternatives ? pairs.alternatives : existing.alternatives,
      };
      // The log says which parts the edit changed; the batch's own fields say the rest.
      const same = (k: keyof typeof next) => {
        const a = next[k];
        const b = existing[k];
        if (typeof a === 'string') return a === b;
        const numbers = (rows: PairFields[]) => JSON.stringify(rows.map((r) => [r.number1, r.number2]));
        return numbers(a) === numbers(b as PairFields[]);
      };
      const edited = (Object.keys(next) as (keyof typeof next)[]).filter((k) => !same(k));
      db.transaction((tx) => {
        const written = tx
          .update(predictionBatches)
          .set({ sharedContent: next.sharedContent, timeOfDay: next.timeOfDay, date: next.date, updatedAt: clock.now() })
          .where(eq(predictionBatches.id, id))
          .run();
        // Deleted by another admin since it was read: nothing to edit, nothing to log.
        if (written.changes === 0) throw notFound(PREDICTION_MESSAGES.notFound);
        if (input.predictions) writePairs(tx, id, 'prediction', pairs.predictions);
        if (input.alternatives) writePairs(tx, id, 'alternative', pairs.alternatives);
        recordAudit(tx, {
          actor,
          action: 'prediction.edit',
          at: clock.now(),
          target: `prediction ${id}`,
          detail: { date: next.date, timeOfDay: next.timeOfDay, archived: existing.archived, changed: edited },
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
