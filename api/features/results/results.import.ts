// The importer (docs/product.md, "Importing results files"): a results file in any layout, all or
// nothing (mode=all) or its valid lines (mode=valid). The whole file is written in one transaction
// (results.sql.ts), so a file of years imports in one go; in mode=all any rejected line rolls
// it all back, and a dry run always does. A stop that can wait no longer cuts it short: it rolls
// back too (docs/runtime.md, "Stopping").
import { setImmediate as nextTurn } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { drawResults } from '#db/schema-results';
import type { Clock } from '../../platform/clock';
import { RetryLaterError } from '../../platform/http/http-errors';
import { recordAudit, type Actor } from '../../platform/audit/audit';
import { boxKey, IMPORT_MAX_REJECTED, RESULT_MESSAGES, type ImportResultDto } from '@shared/results';
import type { ImportParams } from '@shared/results-layout';
import { parseResultsCsv, type CsvDraw, type Rejection } from './results.csv';
import type { ResultRow } from './results.reads';
import { insertDraws } from './results.sql';

export interface ImportOptions {
  source: 'import' | 'feed';
  /** The admin who sent the file; feeds have none (the activity log is for admin writes). */
  actor?: Actor;
  /** Check and count everything, store nothing. */
  dryRun?: boolean;
  /** 'all' (the default): nothing is stored if a line is rejected. 'valid': the valid lines are. */
  mode?: 'all' | 'valid';
  /** What the file does not say: state, game, draw time, or the admin's column mapping. */
  params?: ImportParams;
  /** Feeds: a line that differs from a stored result leaves the stored one as it is and is reported in `kept`. */
  keepStored?: boolean;
  /** The name of the file the admin chose, for the activity log. */
  fileName?: string;
  /** Aborted when the process stops and can wait no longer: nothing is stored, and it answers 503. */
  signal?: AbortSignal;
}

export type ImportOutcome =
  | { ok: true; result: ImportResultDto; kept: Rejection[] }
  /** `rejected` is absent when the file as a whole cannot be read (a missing state, an unknown header…); `field` names the query's parameter at fault. */
  | { ok: false; message: string; field?: string; rejected?: Rejection[]; problems: number };

/** Draws looked up together when they are stored already: 4 values each, well inside both databases' limits on parameters. */
const BATCH = 500;

const ROLLBACK = Symbol('rollback');

/** How long a client cut short by a stop is asked to wait: a restart takes seconds. */
const CUT_RETRY_AFTER_S = 60;

/** What an import cut short by a stop answers: nothing was stored. */
const cutShort = () => new RetryLaterError(503, RESULT_MESSAGES.importCut, CUT_RETRY_AFTER_S);

/** Between batches: a stop cuts the import here, and the event loop turns (a stop's signal, its timers). */
async function betweenBatches(signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted) throw cutShort();
  await nextTurn();
}

/** One draw's name as a string: state, game, date and time. */
const keyOf = (d: { state: string; game: string; drawDate: string; drawTime: string }) => `${d.state}|${d.game}|${d.drawDate}|${d.drawTime}`;

/** The file's draws at a glance: the range of their dates, and the states, games and draw times they name. */
function fileSummary(draws: readonly CsvDraw[]) {
  const dates = draws.map((d) => d.draw.drawDate).sort();
  const distinct = <K extends 'state' | 'game' | 'drawTime'>(k: K) => [...new Set(draws.map((d) => d.draw[k]))].sort();
  return { firstDrawDate: dates[0] ?? null, lastDrawDate: dates.at(-1) ?? null, states: distinct('state'), games: distinct('game'), drawTimes: distinct('drawTime') };
}

/** What is stored of these draws, by keyOf: the number, where it came from, and a file's disagreeing number. */
async function storedNumbers(tx: Tx, draws: readonly CsvDraw[]): Promise<Map<string, Pick<ResultRow, 'id' | 'number' | 'source' | 'fileNumber'>>> {
  const keys = sql.join(
    draws.map(({ draw: d }) => sql`(${d.state}, ${d.game}, ${d.drawDate}, ${d.drawTime})`),
    sql`, `,
  );
  const rows = await tx
    .select({
      id: drawResults.id,
      state: drawResults.state,
      game: drawResults.game,
      drawDate: drawResults.drawDate,
      drawTime: drawResults.drawTime,
      number: drawResults.number,
      source: drawResults.source,
      fileNumber: drawResults.fileNumber,
    })
    .from(drawResults)
    .where(sql`(${drawResults.state}, ${drawResults.game}, ${drawResults.drawDate}, ${drawResults.drawTime}) in (${keys})`);
  return new Map(rows.map((r) => [keyOf(r), r]));
}

export function createResultsImporter(db: Db, clock: Clock) {
  /**
   * The outcome, and the rows it stored (none for a dry run or a rejected file). `within` runs in
   * the import's transaction once it is sure to commit (the hit scan is queued there).
   */
  return async function importCsv(
    text: string,
    opts: ImportOptions,
    within?: (tx: Tx, inserted: ResultRow[], between: () => Promise<void>) => Promise<void>,
  ): Promise<{ outcome: ImportOutcome; inserted: ResultRow[] }> {
    const now = clock.now();
    const read = await parseResultsCsv(text, opts.params ?? {}, now, opts.signal).catch((err) => {
      throw opts.signal?.aborted ? cutShort() : err;
    });
    if (!read.ok) return { outcome: { ok: false, message: read.message, field: read.field, problems: 1 }, inserted: [] };
    const { parsed } = read;
    const strict = (opts.mode ?? 'all') === 'all';
    const summary = fileSummary(parsed.draws);
    const figures = { repeatedInFile: parsed.duplicates, firstDrawDate: summary.firstDrawDate, lastDrawDate: summary.lastDrawDate };
    const rejected = [...parsed.rejected];
    const kept: Rejection[] = [];
    const flagged: Rejection[] = [];
    /** Of `flagged`, the results this file flags anew (or with another number): a write even when nothing is inserted. */
    let flaggedNow = 0;
    const inserted: ResultRow[] = [];
    let duplicates = parsed.duplicates;
    try {
      await db.write(async (tx) => {
        // A write may run again (a deadlock on PostgreSQL, docs/architecture.md "The database"): each run counts afresh.
        inserted.length = 0;
        kept.length = 0;
        flagged.length = 0;
        flaggedNow = 0;
        rejected.splice(0, rejected.length, ...parsed.rejected);
        duplicates = parsed.duplicates;
        for (let i = 0; i < parsed.draws.length; i += BATCH) {
          await betweenBatches(opts.signal);
          const batch = parsed.draws.slice(i, i + BATCH);
          const rows = batch.map(
            ({ draw, drawnAt }): ResultRow => ({
              id: 0,
              ...draw,
              extra: draw.extra ?? null,
              boxKey: boxKey(draw.number),
              drawnAt,
              source: opts.source,
              fileNumber: null,
              enteredBy: opts.actor?.id ?? null,
              createdAt: now,
              updatedAt: now,
            }),
          );
          const ids = await insertDraws(tx, db.engine, rows);
          const others: CsvDraw[] = [];
          ids.forEach((id, j) => {
            if (id === null) others.push(batch[j]);
            else inserted.push(Object.assign(rows[j], { id }));
          });
          if (others.length === 0) continue;
          // The draws not inserted are stored already: the same number is a duplicate, another a conflict.
          const stored = await storedNumbers(tx, others);
          for (const { line, draw } of others) {
            const { id, number, source, fileNumber } = stored.get(keyOf(draw))!;
            if (number === draw.number) duplicates++;
            else if (source === 'form') {
              // The state's own file against a result entered by hand: kept beside it and flagged, never refused.
              flagged.push({ line, message: RESULT_MESSAGES.fileDisagrees(draw, number, draw.number) });
              if (fileNumber !== draw.number) {
                await tx.update(drawResults).set({ fileNumber: draw.number, updatedAt: now }).where(eq(drawResults.id, id));
                flaggedNow++;
              }
            } else (opts.keepStored ? kept : rejected).push({ line, message: RESULT_MESSAGES.conflict(draw, number) });
          }
        }
        if ((strict && rejected.length > 0) || opts.dryRun) throw ROLLBACK;
        await betweenBatches(opts.signal);
        if (inserted.length === 0) {
          if (flaggedNow > 0) await tx.changed('results');
          return;
        }
        if (opts.actor) {
          // What was imported, from which file, of which draws (docs/operations.md, "The activity log").
          const { firstDrawDate, lastDrawDate, ...draws } = summary;
          const detail = {
            ...(opts.fileName && { file: opts.fileName }),
            ...draws,
            from: firstDrawDate,
            to: lastDrawDate,
            imported: inserted.length,
            duplicates,
            ...(!strict && { rejected: rejected.length }),
          };
          await recordAudit(tx, { actor: opts.actor, action: 'result.import', target: opts.fileName ? `results file ${opts.fileName}` : 'results import', detail, at: now });
        }
        await tx.changed('results');
        // `between` lets a stop cut the import short while its chain entries are written too.
        await within?.(tx, inserted, () => betweenBatches(opts.signal));
      });
    } catch (err) {
      if (err !== ROLLBACK) throw err;
    }
    rejected.sort((a, b) => a.line - b.line);
    const listed = rejected.slice(0, IMPORT_MAX_REJECTED);
    if (strict && rejected.length > 0) {
      return { outcome: { ok: false, message: RESULT_MESSAGES.importFailed(rejected.length), rejected: listed, problems: rejected.length }, inserted: [] };
    }
    flagged.sort((a, b) => a.line - b.line);
    const flags = flagged.slice(0, IMPORT_MAX_REJECTED);
    const result: ImportResultDto = strict
      ? { imported: inserted.length, duplicates, ...figures, rejected: [], flagged: flags }
      : { imported: inserted.length, duplicates, ...figures, rejectedCount: rejected.length, rejected: listed, flagged: flags };
    return { outcome: { ok: true, result, kept }, inserted: opts.dryRun ? [] : inserted };
  };
}
