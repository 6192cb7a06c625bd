// The importer (contract §9, §16): a results file in any layout, all or nothing (mode=all) or
// its valid lines (mode=valid). The whole file is written in one transaction through two prepared
// statements, so a file of years imports in one go with no per-line round trips; in mode=all any
// rejected line rolls it all back, and a dry run always does.
import { is, Param, Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drawResults } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { recordAudit, type Actor } from '../audit/audit.service';
import { boxKey, IMPORT_MAX_REJECTED, RESULT_MESSAGES, type ImportResultDto } from '@shared/results';
import type { ImportParams } from '@shared/results-layout';
import { parseResultsCsv, type Rejection } from './results.csv';
import { equalsPlaceholders, type ResultRow } from './results.reads';

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
}

export type ImportOutcome =
  | { ok: true; result: ImportResultDto; kept: Rejection[] }
  /** `rejected` is absent when the file as a whole cannot be read (a missing state, an unknown header…); `field` names the query's parameter at fault. */
  | { ok: false; message: string; field?: string; rejected?: Rejection[]; problems: number };

const ROLLBACK = Symbol('rollback');

/** A statement Drizzle built, prepared on the connection itself; it takes the placeholders' values by name. */
function rawStatement(db: Db, query: { sql: string; params: unknown[] }) {
  const names = query.params.map((p) => {
    const value = is(p, Param) ? p.value : p;
    if (!is(value, Placeholder)) throw new Error('rawStatement: every value must be a placeholder');
    return value.name;
  });
  const stmt = db.$client.prepare(query.sql);
  return {
    run: (values: Record<string, unknown>) => stmt.run(names.map((n) => values[n])),
    get: (values: Record<string, unknown>) => stmt.get(names.map((n) => values[n])),
  };
}

export function createResultsImporter(db: Db, clock: Clock) {
  // Drizzle writes the two statements' SQL from the schema; better-sqlite3 runs them straight,
  // since at 100,000 lines Drizzle's per-call parameter mapping took longer than SQLite's own work.
  const insertDraw = rawStatement(
    db,
    db
      .insert(drawResults)
      .values({
        state: sql.placeholder('state'),
        game: sql.placeholder('game'),
        drawDate: sql.placeholder('drawDate'),
        drawTime: sql.placeholder('drawTime'),
        number: sql.placeholder('number'),
        boxKey: sql.placeholder('boxKey'),
        drawnAt: sql.placeholder('drawnAt'),
        source: sql.placeholder('source'),
        enteredBy: sql.placeholder('enteredBy'),
        createdAt: sql.placeholder('createdAt'),
        updatedAt: sql.placeholder('updatedAt'),
      })
      .onConflictDoNothing()
      .toSQL(),
  );
  const storedNumber = rawStatement(db, db.select({ number: drawResults.number }).from(drawResults).where(equalsPlaceholders('state', 'game', 'drawDate', 'drawTime')).toSQL());

  /** The outcome, and the rows it stored (none for a dry run or a rejected file). */
  return async function importCsv(text: string, opts: ImportOptions): Promise<{ outcome: ImportOutcome; inserted: ResultRow[] }> {
    const now = clock.now();
    const read = await parseResultsCsv(text, opts.params ?? {}, now);
    if (!read.ok) return { outcome: { ok: false, message: read.message, field: read.field, problems: 1 }, inserted: [] };
    const { parsed } = read;
    const strict = (opts.mode ?? 'all') === 'all';
    const rejected = [...parsed.rejected];
    const kept: Rejection[] = [];
    const inserted: ResultRow[] = [];
    let duplicates = parsed.duplicates;
    try {
      db.transaction((tx) => {
        for (const { line, draw, drawnAt } of parsed.draws) {
          const row: ResultRow = { id: 0, ...draw, boxKey: boxKey(draw.number), drawnAt, source: opts.source, enteredBy: opts.actor?.id ?? null, createdAt: now, updatedAt: now };
          const run = insertDraw.run(row);
          if (run.changes === 1) {
            row.id = Number(run.lastInsertRowid);
            inserted.push(row);
            continue;
          }
          const stored = storedNumber.get(row) as { number: string };
          if (stored.number === draw.number) duplicates++;
          else (opts.keepStored ? kept : rejected).push({ line, message: RESULT_MESSAGES.conflict(draw, stored.number) });
        }
        if ((strict && rejected.length > 0) || opts.dryRun) throw ROLLBACK;
        if (opts.actor && inserted.length > 0) {
          const detail = strict ? { imported: inserted.length, duplicates } : { imported: inserted.length, duplicates, rejected: rejected.length };
          recordAudit(tx, { actor: opts.actor, action: 'result.import', target: 'results import', detail, at: now });
        }
      });
    } catch (err) {
      if (err !== ROLLBACK) throw err;
    }
    rejected.sort((a, b) => a.line - b.line);
    const listed = rejected.slice(0, IMPORT_MAX_REJECTED);
    if (strict && rejected.length > 0) {
      return { outcome: { ok: false, message: RESULT_MESSAGES.importFailed(rejected.length), rejected: listed, problems: rejected.length }, inserted: [] };
    }
    const result: ImportResultDto = strict
      ? { imported: inserted.length, duplicates, rejected: [] }
      : { imported: inserted.length, duplicates, rejectedCount: rejected.length, rejected: listed };
    return { outcome: { ok: true, result, kept }, inserted: opts.dryRun ? [] : inserted };
  };
}
