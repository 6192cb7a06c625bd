// Prediction batches (docs/product.md, "Predictions"): publish, edit, archive, delete, and the two
// reads.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Tx } from '#db/client';
import { predictionBatches } from '#db/schema-predictions';
import { cached } from '../../platform/http/cached';
import { dayOf } from '@shared/calendar';
import { badRequest, notFound } from '../../platform/http/http-errors';
import { recordAudit, type Actor } from '../../platform/audit/audit';
import { normalizePairs, PREDICTION_MESSAGES, validThroughOf, type PairInput } from '@shared/predictions';
import { validThroughProblem } from '@shared/hits';
import { createHitScorer } from '../hits';
import { windowDraws } from '../results';
import type { LedgerService } from '../ledger';
import { dailyMove } from './daily-move';
import type { PairFields, PredictionBatchDto, TimeOfDay } from '@shared/predictions';
import type { SetMethod } from '@shared/methods';
import { committedNumbers, keepRecordedAt, storedPairs, toDtos, writePairs } from './predictions.pairs';

export interface BatchInput {
  sharedContent: string;
  timeOfDay: TimeOfDay;
  predictions: PairInput[];
  alternatives: PairInput[];
  /**
   * The last day its numbers are scored on (docs/product.md, "Hits and the track record"); the
   * batch's date when absent.
   */
  validThrough?: string;
}

export interface PredictionEvents {
  /** Within a publish's transaction: queue what tells the readers (the push, push.notifications.ts). */
  published?(tx: Tx, batch: { id: number; date: string; timeOfDay: TimeOfDay; numbers: number }): Promise<unknown>;
}

/** validThrough as asked, or the batch's date; a 400 naming validThrough outside date..date+13. */
function validThroughFor(date: string, asked: string | undefined): string {
  const validThrough = validThroughOf({ date, validThrough: asked });
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

export function createPredictionsService(deps: Pick<Deps, 'db' | 'clock' | 'config'>, ledger: LedgerService, events: PredictionEvents = {}) {
  const { db, clock } = deps;
  const today = () => dayOf(clock.now(), deps.config.timeZone);
  const scorer = createHitScorer(db, deps.config.timeZone, windowDraws(db));

  // GET /api/predictions is what every subscriber opens at once when a batch lands: its answer
  // is serialised once and kept until the next write to predictions, or to results (its hits),
  // in any server process (api/platform/http/cached.ts).
  const currentJson = cached(db, ['predictions', 'results'], async () => {
    const rows = await db.select().from(predictionBatches).where(eq(predictionBatches.archived, false)).orderBy(desc(predictionBatches.date), desc(predictionBatches.id));
    return new TextEncoder().encode(JSON.stringify(await toDtos(db, scorer, rows))) as Uint8Array<ArrayBuffer>;
  });

  async function getBatch(id: number): Promise<PredictionBatchDto> {
    const [row] = await db.select().from(predictionBatches).where(eq(predictionBatches.id, id)).limit(1);
    if (!row) throw notFound(PREDICTION_MESSAGES.notFound);
    return (await toDtos(db, scorer, [row]))[0];
  }

  async function insertBatch(
    input: {
      date: string;
      validThrough?: string;
      archived: boolean;
      sharedContent: string;
      timeOfDay: TimeOfDay;
      predictions: PairFields[];
      alternatives: PairFields[];
      method?: SetMethod;
    },
    audit: { actor: Actor; action: 'prediction.publish' | 'prediction.manual' },
    /** Runs in the publish's transaction once the set has its id; false rolls it back and nothing is published. */
    claim?: (tx: Tx, setId: number) => Promise<boolean>,
  ): Promise<PredictionBatchDto | null> {
    const now = clock.now();
    const validThrough = validThroughFor(input.date, input.validThrough);
    const method = input.method ?? 'manual';
    const taken = new Error('the round is taken');
    const id = await db
      .write(async (tx) => {
        const [row] = await tx
          .insert(predictionBatches)
          .values({
            date: input.date,
            validThrough,
            timeOfDay: input.timeOfDay,
            sharedContent: input.sharedContent,
            archived: input.archived,
            method,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: predictionBatches.id });
        if (claim && !(await claim(tx, row.id))) throw taken;
        // The entry first: the pairs count from its committedAt (docs/ledger.md).
        const entry = await ledger.append(tx, {
          setId: row.id,
          set: {
            alternatives: committedNumbers(input.alternatives),
            date: input.date,
            method,
            pairs: committedNumbers(input.predictions),
            timeOfDay: input.timeOfDay,
            validThrough,
          },
        });
        await writePairs(tx, row.id, 'prediction', keepRecordedAt([], input.predictions, entry));
        await writePairs(tx, row.id, 'alternative', keepRecordedAt([], input.alternatives, entry));
        await recordAudit(tx, {
          ...audit,
          at: now,
          target: `prediction ${row.id}`,
          detail: {
            date: input.date,
            validThrough,
            timeOfDay: input.timeOfDay,
            archived: input.archived,
            predictions: input.predictions.length,
            alternatives: input.alternatives.length,
            method,
          },
        });
        await tx.changed('predictions');
        if (audit.action === 'prediction.publish') {
          await events.published?.(tx, { id: row.id, date: input.date, timeOfDay: input.timeOfDay, numbers: input.predictions.length + input.alternatives.length });
        }
        return row.id;
      })
      .catch((err: unknown) => {
        if (err === taken) return null;
        throw err;
      });
    return id === null ? null : getBatch(id);
  }

  const service = {
    today,
    currentJson,

    /** The archive newest first, a page at a time by key (date, id), never by offset. */
    async past(limit: number, before?: string): Promise<PredictionBatchDto[]> {
      let where = eq(predictionBatches.archived, true);
      if (before !== undefined) {
        const id = /^[1-9]\d{0,14}$/.test(before) ? Number(before) : NaN;
        const [anchor] = Number.isNaN(id)
          ? []
          : await db
              .select()
              .from(predictionBatches)
              .where(and(eq(predictionBatches.id, id), eq(predictionBatches.archived, true)))
              .limit(1);
        if (!anchor) throw badRequest('before must be the _id of a past prediction you have seen.', 'before');
        // A row value, so the database seeks the (archived, date, id) index to the anchor and reads
        // on in order; the same test spelt with OR made SQLite collect every older batch and sort them.
        where = and(where, sql`(${predictionBatches.date}, ${predictionBatches.id}) < (${anchor.date}, ${anchor.id})`)!;
      }
      const rows = await db.select().from(predictionBatches).where(where).orderBy(desc(predictionBatches.date), desc(predictionBatches.id)).limit(limit);
      return toDtos(db, scorer, rows);
    },

    async publish(input: BatchInput, actor: Actor): Promise<PredictionBatchDto> {
      const pairs = normalizedOrFail(input.predictions, input.alternatives);
      return (await insertBatch(
        { date: today(), validThrough: input.validThrough, archived: false, sharedContent: input.sharedContent, timeOfDay: input.timeOfDay, ...pairs },
        { actor, action: 'prediction.publish' },
      ))!;
    },

    /**
     * A publish by the server's schedule (docs/product.md, "Publishing on a schedule"): the same
     * path as an admin's (the ledger entry, the pushes, the activity log), its numbers made by
     * `method`. `claim` runs in its transaction with the set's id: when it answers false (the round is taken),
     * nothing is written and the answer is null.
     */
    async publishByMethod(
      input: BatchInput & { date: string; method: SetMethod },
      actor: Actor,
      claim: (tx: Tx, setId: number) => Promise<boolean>,
    ): Promise<PredictionBatchDto | null> {
      const pairs = normalizedOrFail(input.predictions, input.alternatives);
      return insertBatch(
        { date: input.date, validThrough: input.validThrough, archived: false, sharedContent: input.sharedContent, timeOfDay: input.timeOfDay, method: input.method, ...pairs },
        { actor, action: 'prediction.publish' },
        claim,
      );
    },

    /**
     * A manual prediction; one dated before today goes straight into the archive (docs/product.md,
     * "Predictions").
     */
    async addManual(input: BatchInput & { date?: string | null }, actor: Actor): Promise<PredictionBatchDto> {
      const first = normalizePairs(input.predictions)[0];
      if (!first?.number1 || !first.number2) throw badRequest(PREDICTION_MESSAGES.manualNumbersRequired, 'predictions');
      const date = input.date || today();
      return (await insertBatch(
        {
          date,
          validThrough: input.validThrough,
          archived: date < today(),
          sharedContent: input.sharedContent,
          timeOfDay: input.timeOfDay,
          predictions: normalizePairs(input.predictions),
          alternatives: normalizePairs(input.alternatives),
        },
        { actor, action: 'prediction.manual' },
      ))!;
    },

    /** An edit replaces what it names; removing a pair is sending the list without it. */
    async update(id: number, input: Partial<BatchInput> & { date?: string; validThrough?: string }, actor: Actor): Promise<PredictionBatchDto> {
      const existing = await getBatch(id);
      const predictions = input.predictions ?? existing.predictions;
      const alternatives = input.alternatives ?? existing.alternatives;
      const pairs = normalizedOrFail(predictions, alternatives);
      const next = {
        sharedContent: input.sharedContent ?? existing.sharedContent,
        timeOfDay: input.timeOfDay ?? existing.timeOfDay,
        date: input.date ?? existing.date,
        validThrough: existing.validThrough,
        // Numbers an admin changes are typed by hand: the set is `manual` from then on.
        method: existing.method ?? 'manual',
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
      const edited = (Object.keys(next) as (keyof typeof next)[]).filter((k) => k !== 'method' && !same(k));
      if (edited.includes('predictions') || edited.includes('alternatives')) next.method = 'manual';
      // A changed list is logged as it was and as it is ("123 - 4567"), so the log shows the old
      // and new numbers of an edit and which pair a delete took.
      const pairTexts = (rows: PairFields[]) => rows.map((r) => `${r.number1} - ${r.number2}`);
      const lists: Partial<Record<'predictions' | 'alternatives', { before: string[]; after: string[] }>> = {};
      for (const k of ['predictions', 'alternatives'] as const) {
        if (edited.includes(k)) lists[k] = { before: pairTexts(existing[k]), after: pairTexts(next[k]) };
      }
      const now = clock.now();
      await db.write(async (tx) => {
        const written = await tx
          .update(predictionBatches)
          .set({ sharedContent: next.sharedContent, timeOfDay: next.timeOfDay, date: next.date, validThrough: next.validThrough, method: next.method, updatedAt: now })
          .where(eq(predictionBatches.id, id))
          .returning({ id: predictionBatches.id });
        // Deleted by another admin since it was read: nothing to edit, nothing to log.
        if (written.length === 0) throw notFound(PREDICTION_MESSAGES.notFound);
        // The lists as stored now (another admin may have edited since the read above), and as
        // they will be: the entry commits to the set as this edit leaves it.
        const stored = { prediction: await storedPairs(tx, id, 'prediction'), alternative: await storedPairs(tx, id, 'alternative') };
        const given = { prediction: input.predictions && pairs.predictions, alternative: input.alternatives && pairs.alternatives };
        const entry = await ledger.append(tx, {
          setId: id,
          set: {
            alternatives: committedNumbers(given.alternative ?? stored.alternative),
            date: next.date,
            method: next.method,
            pairs: committedNumbers(given.prediction ?? stored.prediction),
            timeOfDay: next.timeOfDay,
            validThrough: next.validThrough,
          },
        });
        for (const kind of ['prediction', 'alternative'] as const) {
          const list = given[kind];
          if (list) await writePairs(tx, id, kind, keepRecordedAt(stored[kind], list, entry));
        }
        await recordAudit(tx, {
          actor,
          action: 'prediction.edit',
          at: now,
          target: `prediction ${id}`,
          detail: { date: next.date, validThrough: next.validThrough, timeOfDay: next.timeOfDay, archived: existing.archived, changed: edited, ...lists },
        });
        await tx.changed('predictions');
      });
      return getBatch(id);
    },

    async remove(id: number, actor: Actor, onlyArchived = false): Promise<void> {
      const where = onlyArchived ? and(eq(predictionBatches.id, id), eq(predictionBatches.archived, true)) : eq(predictionBatches.id, id);
      await db.write(async (tx) => {
        const [row] = await tx.delete(predictionBatches).where(where).returning();
        if (!row) throw notFound(PREDICTION_MESSAGES.notFound);
        await ledger.append(tx, { setId: id, deleted: true });
        await recordAudit(tx, {
          actor,
          action: 'prediction.delete',
          at: clock.now(),
          target: `prediction ${id}`,
          detail: { date: row.date, timeOfDay: row.timeOfDay, archived: row.archived },
        });
        await tx.changed('predictions');
      });
    },

    /**
     * "Move Today's Predictions to Past": every batch still shown as current goes to the archive;
     * with `before` (a day), only the batches whose window closed before it, their validThrough
     * day being earlier (the scheduled daily move): a set valid for days stays today's meanwhile.
     */
    moveToPast(actor: Actor, before?: string): Promise<number> {
      return db.write(async (tx) => {
        const moved = await tx
          .update(predictionBatches)
          .set({ archived: true })
          .where(and(eq(predictionBatches.archived, false), before === undefined ? undefined : lt(predictionBatches.validThrough, before)))
          .returning({ id: predictionBatches.id });
        const ids = moved.map((r) => r.id);
        // A move with nothing to move changed nothing, so it leaves no entry.
        if (ids.length) {
          await recordAudit(tx, { actor, action: 'prediction.move_to_past', at: clock.now(), target: 'current predictions', detail: { count: ids.length, ids } });
          await tx.changed('predictions');
        }
        return ids.length;
      });
    },
  };
  // Its background work: the daily move at the operator's hour (daily-move.ts).
  return { ...service, ...dailyMove(deps, service.moveToPast) };
}

export type PredictionsService = ReturnType<typeof createPredictionsService>;
