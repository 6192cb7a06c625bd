// Official draw results (docs/product.md, "Official results"): entered one by one, corrected,
// removed, imported from files or feeds. Every write moves the results generation in its
// transaction (the kept answers of every process that show results or hits are built again) and
// queues the scan for the hits it makes (hit-push.ts); a new result also queues its result push
// (result-push.ts, docs/product.md, "Followed states and result pushes"); and both queue the news
// of the saved numbers they match (api/features/my-numbers, docs/product.md, "My numbers"), which
// api/compose.ts hands in as `queueNumberNews`.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { forUpdate, type Tx } from '#db/client';
import { drawResults } from '#db/schema-results';
import { badRequest, conflict, notFound } from '../../platform/http/http-errors';
import { recordAudit, type Actor } from '../../platform/audit/audit';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import { queueHitScan } from '../hits';
import type { ResultLedger } from '../ledger';
import { queueResultPushes } from './result-push';
import { chainBackfill } from './results.chain-backfill';
import { boxKey, drawnAtOf, GAME_DIGITS, RESULT_MESSAGES, type DrawInput, type DrawKey, type Game, type ResultDto } from '@shared/results';
import { createResultsImporter, type ImportOptions, type ImportOutcome } from './results.import';
import { extraProblem } from '@shared/results-schemas';
import { createResultsReads, storedDraw, toResultDto, type ResultRow } from './results.reads';

export type { ResultRow };
export type ResultSource = ResultRow['source'];

const targetOf = (d: DrawKey) => `result ${d.state} ${d.game} ${d.drawDate} ${d.drawTime}`;

/**
 * The news of the saved numbers some results match, queued in the write that stored them: "My
 * numbers" (built on this feature, so api/compose.ts hands its queueNumberNews in).
 */
export type NumberNews = (queue: JobQueue, tx: Tx, now: number, results: readonly ResultRow[]) => Promise<void>;

/** `cut`: aborted when the process stops and can wait no longer; an import then rolls back (results.import.ts). */
export function createResultsService(deps: Pick<Deps, 'db' | 'clock'>, queue: JobQueue, chain: ResultLedger, queueNumberNews: NumberNews, cut?: AbortSignal) {
  const { db, clock } = deps;
  const reads = createResultsReads(db, clock, chain.corrections);
  const importer = createResultsImporter(db, clock);

  /** In every results write that changed something: the caches, and the hits it may make. */
  async function changed(tx: Tx, results: readonly ResultRow[]) {
    await tx.changed('results');
    await queueHitScan(queue, tx, clock.now(), results);
    await queueNumberNews(queue, tx, clock.now(), results);
  }

  /** In a write that stored new results (an entry, an import or a feed): their entries in the results' chain, their hits and their pushes. */
  async function added(tx: Tx, results: readonly ResultRow[]) {
    await chain.append(
      tx,
      results.map((r) => ({ action: 'enter' as const, draw: r, number: r.number })),
    );
    await queueHitScan(queue, tx, clock.now(), results);
    await queueResultPushes(queue, tx, clock.now(), results);
    await queueNumberNews(queue, tx, clock.now(), results);
  }

  return {
    ...reads,
    ...chainBackfill(deps, chain),

    /** The same draw with the same number again changes nothing (created: false); another number is a conflict. */
    async enter(input: DrawInput, actor: Actor): Promise<{ result: ResultDto; created: boolean }> {
      const now = clock.now();
      const drawnAt = drawnAtOf(input);
      if (drawnAt > now) throw badRequest(RESULT_MESSAGES.future(input), 'drawDate');
      const outcome = await db.write(async (tx) => {
        const [row] = await tx
          .insert(drawResults)
          .values({ ...input, extra: input.extra ?? null, boxKey: boxKey(input.number), drawnAt, source: 'form', enteredBy: actor.id, createdAt: now, updatedAt: now })
          .onConflictDoNothing()
          .returning();
        if (row) {
          await recordAudit(tx, { actor, action: 'result.enter', target: targetOf(input), detail: { number: input.number }, at: now });
          await tx.changed('results');
          await added(tx, [row]);
          return { row, created: true };
        }
        const stored = (await storedDraw(tx, input))!;
        if (stored.number !== input.number) throw conflict(RESULT_MESSAGES.conflict(input, stored.number));
        return { row: stored, created: false };
      });
      return { result: toResultDto(outcome.row), created: outcome.created };
    },

    /**
     * A correction: the number (and the add-on digit, when given; null removes it) is the admin's
     * from now on. The same number and digit again change nothing.
     */
    async correct(id: number, number: string, actor: Actor, extra?: string | null): Promise<ResultDto> {
      const now = clock.now();
      const after = await db.write(async (tx) => {
        // Locked: corrections at once apply in turn, each logged from the number the one before left.
        const [before] = await forUpdate(tx.select().from(drawResults).where(eq(drawResults.id, id)).limit(1));
        if (!before) throw notFound(RESULT_MESSAGES.notFound);
        const game = before.game as Game;
        if (number.length !== GAME_DIGITS[game]) throw badRequest(RESULT_MESSAGES.numberLength({ state: before.state as DrawKey['state'], game }, number), 'number');
        if (typeof extra === 'string') {
          const problem = extraProblem({ state: before.state as DrawKey['state'], game }, extra);
          if (problem) throw badRequest(problem, 'extra');
        }
        const newExtra = extra === undefined ? before.extra : extra;
        if (number === before.number && newExtra === before.extra) return before;
        const [row] = await tx
          .update(drawResults)
          // Corrected to what the state's file says: the flag is resolved. To another number: the file still disagrees.
          .set({ number, extra: newExtra, boxKey: boxKey(number), source: 'form', enteredBy: actor.id, updatedAt: now, ...(number === before.fileNumber && { fileNumber: null }) })
          .where(eq(drawResults.id, id))
          .returning();
        await recordAudit(tx, {
          actor,
          action: 'result.correct',
          target: targetOf(toResultDto(row)),
          detail: { from: before.number, to: number, ...(newExtra !== before.extra && { extraFrom: before.extra, extraTo: newExtra }) },
          at: now,
        });
        await chain.append(tx, [{ action: 'correct', draw: row, number, replaced: before.number }]);
        await changed(tx, [row]);
        return row;
      });
      return toResultDto(after);
    },

    async remove(id: number, actor: Actor): Promise<void> {
      const now = clock.now();
      await db.write(async (tx) => {
        const [gone] = await tx.delete(drawResults).where(eq(drawResults.id, id)).returning();
        if (!gone) throw notFound(RESULT_MESSAGES.notFound);
        await recordAudit(tx, { actor, action: 'result.remove', target: targetOf(toResultDto(gone)), detail: { number: gone.number }, at: now });
        await chain.append(tx, [{ action: 'remove', draw: gone, number: gone.number }]);
        await tx.changed('results');
      });
    },

    /**
     * A file in any layout of "Importing results files" (docs/product.md), all or nothing or its
     * valid lines (results.import.ts).
     */
    async importCsv(text: string, opts: ImportOptions): Promise<ImportOutcome> {
      const { outcome } = await importer(text, { ...opts, signal: cut }, added);
      return outcome;
    },
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;
