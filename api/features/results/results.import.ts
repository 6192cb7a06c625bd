// The importer (docs/product.md, "Importing results files"): a results file in any layout, all or
// nothing (mode=all) or its valid lines (mode=valid). It behaves as one import but writes in
// batches, each its own short transaction, so the writes of other requests and processes take
// their turns between them (on SQLite a transaction holds the file's one write lock; docs/
// operations.md, "Several processes on one machine"):
// 1. the file is read and checked, and the import takes the results' import lease
//    (results.import-lease.ts): one import writes at a time, across every process;
// 2. every draw is looked up among the stored results: a line that conflicts with one refuses the
//    whole file in mode=all before anything is written, and a dry run ends here;
// 3. the new draws (and the flags of hand-entered results the file disagrees with) are written
//    BATCH at a time, each batch with its entries in the results' chain, its hit scans, result
//    pushes and news (`within`), renewing the lease; the last also writes the activity log's entry
//    and gives the lease back.
// A crash or a stop between batches leaves whole batches stored and the rest not: the same file
// sent again stores the rest (what is stored counts as duplicates).
import { setImmediate as nextTurn } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '#db/client';
import { drawResults } from '#db/schema-results';
import type { Clock } from '../../platform/clock';
import { RetryLaterError } from '../../platform/http/http-errors';
import { recordAudit, type Actor } from '../../platform/audit/audit';
import { boxKey, IMPORT_MAX_REJECTED, RESULT_MESSAGES, type ImportResultDto } from '@shared/results';
import type { ImportParams } from '@shared/results-layout';
import { parseResultsCsv, type CsvDraw, type Rejection } from './results.csv';
import { IMPORT_LEASE_MS, importLeases, type ImportLease } from './results.import-lease';
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
  /** Aborted when the process stops and can wait no longer: the import ends before its next batch, and it answers 503. */
  signal?: AbortSignal;
}

export type ImportOutcome =
  | { ok: true; result: ImportResultDto; kept: Rejection[] }
  /** `rejected` is absent when the file as a whole cannot be read (a missing state, an unknown header…); `field` names the query's parameter at fault. */
  | { ok: false; message: string; field?: string; rejected?: Rejection[]; problems: number };

/**
 * Draws looked up together, and written per transaction: 4 values each in a look-up, well inside
 * both databases' limits on parameters; a batch's transaction takes milliseconds, which is how
 * long another write may wait for it.
 */
const BATCH = 500;

/** How long a client cut short by a stop is asked to wait: a restart takes seconds. */
const CUT_RETRY_AFTER_S = 60;

/** How long an import waits for another's lease: a ten-year file takes seconds; one that keeps it longer is answered 503. */
const LEASE_WAIT_MS = 4 * IMPORT_LEASE_MS;

/** What an import cut short by a stop answers: whole batches were stored, and the same file sent again stores the rest. */
const cutShort = () => new RetryLaterError(503, RESULT_MESSAGES.importCut, CUT_RETRY_AFTER_S);

/** Between look-ups: a stop cuts the import here, and the event loop turns (a stop's signal, its timers). */
async function betweenLookups(signal: AbortSignal | undefined): Promise<void> {
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

type Stored = Pick<ResultRow, 'id' | 'number' | 'source' | 'fileNumber'>;

/** What is stored of these draws, by keyOf: the number, where it came from, and a file's disagreeing number. */
async function storedNumbers(q: Queryable, draws: readonly CsvDraw[]): Promise<Map<string, Stored>> {
  const keys = sql.join(
    draws.map(({ draw: d }) => sql`(${d.state}, ${d.game}, ${d.drawDate}, ${d.drawTime})`),
    sql`, `,
  );
  const rows = await q
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

/** What a file's line is against the stored result of its draw. */
type Verdict = 'duplicate' | 'flag' | 'flagged already' | 'conflict';

function verdictOf(draw: CsvDraw['draw'], stored: Stored): Verdict {
  if (stored.number === draw.number) return 'duplicate';
  // The state's own file against a result entered by hand: kept beside it and flagged, never refused.
  if (stored.source === 'form') return stored.fileNumber === draw.number ? 'flagged already' : 'flag';
  return 'conflict';
}

export function createResultsImporter(db: Db, clock: Clock) {
  const leases = importLeases(db, clock);

  /**
   * The outcome, and the rows it stored (none for a dry run or a rejected file). `within` runs in
   * each batch's transaction with the rows that batch stored (their chain entries, hit scans…).
   */
  return async function importCsv(
    text: string,
    opts: ImportOptions,
    within?: (tx: Tx, inserted: ResultRow[]) => Promise<void>,
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
    const inserted: ResultRow[] = [];
    let duplicates = parsed.duplicates;
    /** The draws the look-ups found new: what a dry run reports as imported. */
    let fresh = 0;

    // A dry run writes nothing: it needs no lease, and its look-ups are as of now.
    const lease = opts.dryRun
      ? null
      : await leases.acquire(LEASE_WAIT_MS, () => {
          if (opts.signal?.aborted) throw cutShort();
        });
    if (!opts.dryRun && !lease) throw new RetryLaterError(503, RESULT_MESSAGES.importBusy, Math.ceil(IMPORT_LEASE_MS / 1000));
    let released = false;
    try {
      // 2. Every draw against the stored results, before anything is written.
      const toWrite: CsvDraw[] = [];
      for (let i = 0; i < parsed.draws.length; i += BATCH) {
        await betweenLookups(opts.signal);
        const batch = parsed.draws.slice(i, i + BATCH);
        const stored = await storedNumbers(db, batch);
        for (const d of batch) {
          const s = stored.get(keyOf(d.draw));
          const verdict = s ? verdictOf(d.draw, s) : 'new';
          if (verdict === 'duplicate') duplicates++;
          else if (verdict === 'flagged already' || (opts.dryRun && verdict === 'flag'))
            flagged.push({ line: d.line, message: RESULT_MESSAGES.fileDisagrees(d.draw, s!.number, d.draw.number) });
          else if (verdict === 'conflict') (opts.keepStored ? kept : rejected).push({ line: d.line, message: RESULT_MESSAGES.conflict(d.draw, s!.number) });
          // New, or a flag to write: decided again in the batch's transaction (a result may have been entered since).
          else {
            toWrite.push(d);
            if (verdict === 'new') fresh++;
          }
        }
      }
      if (lease && !(strict && rejected.length > 0)) {
        // 3. The writes, a batch per transaction.
        for (let i = 0; i < toWrite.length; i += BATCH) {
          if (opts.signal?.aborted) throw cutShort();
          const batch = toWrite.slice(i, i + BATCH);
          const last = i + BATCH >= toWrite.length;
          const before = { inserted: inserted.length, duplicates, flagged: flagged.length, kept: kept.length };
          await db.write(
            async (tx) => {
              // A write may run again (a deadlock on PostgreSQL, docs/architecture.md "The database"): the batch counts afresh.
              inserted.length = before.inserted;
              duplicates = before.duplicates;
              flagged.length = before.flagged;
              kept.length = before.kept;
              // The lease ended and another import took it (this process stalled past IMPORT_LEASE_MS): stop here.
              if (!(await lease.renew(tx))) throw cutShort();
              const stored = await writeBatch(tx, batch);
              if (stored.length > 0) await within?.(tx, stored);
              if (last) await finish(tx, lease);
            },
            // Only the last batch's commit waits for the disk: it makes the earlier ones durable too, and an
            // earlier batch lost with the machine's power leaves what a re-run completes.
            { durable: last },
          );
          if (last) released = true;
          else await db.letWritersIn();
        }
      }
    } finally {
      // A file refused, a dry run, a stop or a failure: the lease is given back for the next import.
      if (lease && !released) await db.write((tx) => lease.release(tx), { durable: false }).catch(() => undefined);
    }

    /** The batch's new draws inserted, and those stored since the look-up counted as they now stand. */
    async function writeBatch(tx: Tx, batch: readonly CsvDraw[]): Promise<ResultRow[]> {
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
      const stored: ResultRow[] = [];
      const others: CsvDraw[] = [];
      ids.forEach((id, j) => {
        if (id === null) others.push(batch[j]);
        else stored.push(Object.assign(rows[j], { id }));
      });
      inserted.push(...stored);
      let flaggedNow = 0;
      const current = others.length > 0 ? await storedNumbers(tx, others) : new Map<string, Stored>();
      for (const { line, draw } of others) {
        const s = current.get(keyOf(draw))!;
        const verdict = verdictOf(draw, s);
        if (verdict === 'duplicate') duplicates++;
        else if (verdict === 'conflict') {
          // Only another import stores such a result, and none writes while this one holds the lease:
          // should one be found all the same, the stored result stays, as a feed keeps it.
          kept.push({ line, message: RESULT_MESSAGES.conflict(draw, s.number) });
        } else {
          flagged.push({ line, message: RESULT_MESSAGES.fileDisagrees(draw, s.number, draw.number) });
          if (verdict === 'flag') {
            await tx.update(drawResults).set({ fileNumber: draw.number, updatedAt: clock.now() }).where(eq(drawResults.id, s.id));
            flaggedNow++;
          }
        }
      }
      if (stored.length > 0 || flaggedNow > 0) await tx.changed('results');
      return stored;
    }

    /** In the last batch: the activity log's entry for the whole file, and the lease given back. */
    async function finish(tx: Tx, held: ImportLease): Promise<void> {
      await held.release(tx);
      if (inserted.length === 0 || !opts.actor) return;
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

    rejected.sort((a, b) => a.line - b.line);
    const listed = rejected.slice(0, IMPORT_MAX_REJECTED);
    if (strict && rejected.length > 0) {
      return { outcome: { ok: false, message: RESULT_MESSAGES.importFailed(rejected.length), rejected: listed, problems: rejected.length }, inserted: [] };
    }
    flagged.sort((a, b) => a.line - b.line);
    const flags = flagged.slice(0, IMPORT_MAX_REJECTED);
    const imported = opts.dryRun ? fresh : inserted.length;
    const result: ImportResultDto = strict
      ? { imported, duplicates, ...figures, rejected: [], flagged: flags }
      : { imported, duplicates, ...figures, rejectedCount: rejected.length, rejected: listed, flagged: flags };
    return { outcome: { ok: true, result, kept }, inserted: opts.dryRun ? [] : inserted };
  };
}
