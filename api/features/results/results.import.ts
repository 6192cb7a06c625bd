// The importer (contract §9): a results file in either layout, all or nothing. The whole file is
// written in one transaction, a few hundred draws per statement, so a file of years imports in one
// go without a round trip per line; any rejected line rolls it all back.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bumpGenerations } from '../../db/generations';
import { drawResults } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { recordAudit, type Actor } from '../audit/audit.service';
import { boxKey, IMPORT_MAX_REJECTED, RESULT_MESSAGES, type ImportResultDto } from '@shared/results';
import { parseResultsCsv, type CsvDraw, type Rejection } from './results.csv';
import type { ResultRow } from './results.reads';

export interface ImportOptions {
  source: 'import' | 'feed';
  /** The admin who sent the file; feeds have none (the activity log is for admin writes). */
  actor?: Actor;
  /** Check and count everything, store nothing. */
  preview?: boolean;
  /** Feeds: a line that differs from a stored result leaves the stored one as it is and is reported in `kept`. */
  keepStored?: boolean;
}

export type ImportOutcome =
  | { ok: true; result: ImportResultDto; kept: Rejection[] }
  | { ok: false; message: string; rejected: Rejection[]; problems: number };

/** Draws per statement: 11 values each, well inside both databases' limits on parameters. */
const BATCH = 500;

const ROLLBACK = Symbol('rollback');

/** One draw's name as a string: state, game, date and time. */
const keyOf = (d: { state: string; game: string; drawDate: string; drawTime: string }) => `${d.state}|${d.game}|${d.drawDate}|${d.drawTime}`;

/** The stored numbers of these draws, by keyOf. */
async function storedNumbers(tx: Tx, draws: readonly CsvDraw[]): Promise<Map<string, string>> {
  const keys = sql.join(
    draws.map(({ draw: d }) => sql`(${d.state}, ${d.game}, ${d.drawDate}, ${d.drawTime})`),
    sql`, `,
  );
  const rows = await tx
    .select({ state: drawResults.state, game: drawResults.game, drawDate: drawResults.drawDate, drawTime: drawResults.drawTime, number: drawResults.number })
    .from(drawResults)
    .where(sql`(${drawResults.state}, ${drawResults.game}, ${drawResults.drawDate}, ${drawResults.drawTime}) in (${keys})`);
  return new Map(rows.map((r) => [keyOf(r), r.number]));
}

export function createResultsImporter(db: Db, clock: Clock) {
  /**
   * The outcome, and the rows it stored (none for a preview or a rejected file). `within` runs in
   * the import's transaction once it is sure to commit (the hit scan is queued there).
   */
  return async function importCsv(
    text: string,
    opts: ImportOptions,
    within?: (tx: Tx, inserted: ResultRow[]) => Promise<void>,
  ): Promise<{ outcome: ImportOutcome; inserted: ResultRow[] }> {
    const now = clock.now();
    const parsed = await parseResultsCsv(text, now);
    const rejected = [...parsed.rejected];
    const kept: Rejection[] = [];
    const inserted: ResultRow[] = [];
    let duplicates = parsed.duplicates;
    try {
      await db.write(async (tx) => {
        for (let i = 0; i < parsed.draws.length; i += BATCH) {
          const batch = parsed.draws.slice(i, i + BATCH);
          const rows = await tx
            .insert(drawResults)
            .values(
              batch.map(({ draw, drawnAt }) => ({
                ...draw,
                boxKey: boxKey(draw.number),
                drawnAt,
                source: opts.source,
                enteredBy: opts.actor?.id ?? null,
                createdAt: now,
                updatedAt: now,
              })),
            )
            .onConflictDoNothing()
            .returning();
          inserted.push(...rows);
          if (rows.length === batch.length) continue;
          // The draws not inserted are stored already: the same number is a duplicate, another a conflict.
          const fresh = new Set(rows.map(keyOf));
          const others = batch.filter(({ draw }) => !fresh.has(keyOf(draw)));
          const stored = await storedNumbers(tx, others);
          for (const { line, draw } of others) {
            const number = stored.get(keyOf(draw))!;
            if (number === draw.number) duplicates++;
            else (opts.keepStored ? kept : rejected).push({ line, message: RESULT_MESSAGES.conflict(draw, number) });
          }
        }
        if (rejected.length > 0 || opts.preview) throw ROLLBACK;
        if (inserted.length === 0) return;
        if (opts.actor) {
          await recordAudit(tx, { actor: opts.actor, action: 'result.import', target: 'results import', detail: { imported: inserted.length, duplicates }, at: now });
        }
        await bumpGenerations(tx, 'results');
        await within?.(tx, inserted);
      });
    } catch (err) {
      if (err !== ROLLBACK) throw err;
    }
    if (rejected.length > 0) {
      rejected.sort((a, b) => a.line - b.line);
      const outcome = { ok: false, message: RESULT_MESSAGES.importFailed(rejected.length), rejected: rejected.slice(0, IMPORT_MAX_REJECTED), problems: rejected.length } as const;
      return { outcome, inserted: [] };
    }
    const result: ImportResultDto = { imported: inserted.length, duplicates, rejected: [] };
    if (opts.preview) result.preview = true;
    return { outcome: { ok: true, result, kept }, inserted: opts.preview ? [] : inserted };
  };
}
