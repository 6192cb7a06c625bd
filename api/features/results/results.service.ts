// Official draw results (contract §9): entered one by one, corrected, removed, imported from
// files or feeds. Every write tells `events.changed` after its commit (the hits follow results)
// and drops the cached answers of the reads.
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { drawResults } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { recordAudit, type Actor } from '../audit/audit.service';
import { boxKey, drawnAtOf, GAME_DIGITS, RESULT_MESSAGES, type DrawInput, type DrawKey, type Game, type ResultDto } from '@shared/results';
import { createResultsImporter, type ImportOptions, type ImportOutcome } from './results.import';
import { createResultsReads, equalsPlaceholders, toResultDto, type ResultRow } from './results.reads';

export type { ResultRow };
export type ResultSource = ResultRow['source'];

export interface ResultsChange {
  kind: 'stored' | 'corrected' | 'removed' | 'imported';
  source: ResultSource;
  /** The rows as they are now; for 'removed', as they were. */
  results: ResultRow[];
  /** For 'corrected': the same rows before the correction. */
  previous?: ResultRow[];
}

export interface ResultsEvents {
  /** Called after a write commits, never for a request that changed nothing. */
  changed?(change: ResultsChange): void;
}

const targetOf = (d: DrawKey) => `result ${d.state} ${d.game} ${d.drawDate} ${d.drawTime}`;

export function createResultsService(deps: Deps, events: ResultsEvents = {}) {
  const { db, clock } = deps;
  const reads = createResultsReads(db, clock);
  const importer = createResultsImporter(db, clock);
  const storedDraw = db.select().from(drawResults).where(equalsPlaceholders('state', 'game', 'drawDate', 'drawTime')).prepare();
  const byId = db.select().from(drawResults).where(eq(drawResults.id, sql.placeholder('id'))).prepare();

  function committed(change: ResultsChange) {
    reads.invalidate();
    try {
      events.changed?.(change);
    } catch (err) {
      // The write stands; whoever listens has to catch up on its own.
      deps.log.error(`results: the ${change.kind} handler failed`, err);
    }
  }

  return {
    ...reads,

    /** The same draw with the same number again changes nothing (created: false); another number is a conflict. */
    enter(input: DrawInput, actor: Actor): { result: ResultDto; created: boolean } {
      const now = clock.now();
      const drawnAt = drawnAtOf(input);
      if (drawnAt > now) throw badRequest(RESULT_MESSAGES.future(input), 'drawDate');
      const outcome = db.transaction((tx) => {
        const row = tx
          .insert(drawResults)
          .values({ ...input, boxKey: boxKey(input.number), drawnAt, source: 'form', enteredBy: actor.id, createdAt: now, updatedAt: now })
          .onConflictDoNothing()
          .returning()
          .get();
        if (row) {
          recordAudit(tx, { actor, action: 'result.enter', target: targetOf(input), detail: { number: input.number }, at: now });
          return { row, created: true };
        }
        const stored = storedDraw.get({ ...input })!;
        if (stored.number !== input.number) throw conflict(RESULT_MESSAGES.conflict(input, stored.number));
        return { row: stored, created: false };
      });
      if (outcome.created) committed({ kind: 'stored', source: 'form', results: [outcome.row] });
      return { result: toResultDto(outcome.row), created: outcome.created };
    },

    /** A correction: the number is the admin's from now on. The same number again changes nothing. */
    correct(id: number, number: string, actor: Actor): ResultDto {
      const before = byId.get({ id });
      if (!before) throw notFound(RESULT_MESSAGES.notFound);
      const game = before.game as Game;
      if (number.length !== GAME_DIGITS[game]) throw badRequest(RESULT_MESSAGES.numberLength({ state: before.state as DrawKey['state'], game }, number), 'number');
      if (number === before.number) return toResultDto(before);
      const now = clock.now();
      const after = db.transaction((tx) => {
        const row = tx
          .update(drawResults)
          .set({ number, boxKey: boxKey(number), source: 'form', enteredBy: actor.id, updatedAt: now })
          .where(eq(drawResults.id, id))
          .returning()
          .get()!;
        recordAudit(tx, { actor, action: 'result.correct', target: targetOf(toResultDto(row)), detail: { from: before.number, to: number }, at: now });
        return row;
      });
      committed({ kind: 'corrected', source: 'form', results: [after], previous: [before] });
      return toResultDto(after);
    },

    remove(id: number, actor: Actor): void {
      const now = clock.now();
      const row = db.transaction((tx) => {
        const gone = tx.delete(drawResults).where(eq(drawResults.id, id)).returning().get();
        if (!gone) throw notFound(RESULT_MESSAGES.notFound);
        recordAudit(tx, { actor, action: 'result.remove', target: targetOf(toResultDto(gone)), detail: { number: gone.number }, at: now });
        return gone;
      });
      committed({ kind: 'removed', source: row.source, results: [row] });
    },

    /** A file in any layout of contract §9 and §16, all or nothing or its valid lines (results.import.ts). */
    async importCsv(text: string, opts: ImportOptions): Promise<ImportOutcome> {
      const { outcome, inserted } = await importer(text, opts);
      if (inserted.length > 0) committed({ kind: 'imported', source: opts.source, results: inserted });
      return outcome;
    },
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;
