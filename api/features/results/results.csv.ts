// Reads a results file in any layout of "Importing results files" (docs/product.md) into checked
// draws, duplicates and rejected lines. The layouts and the reading of a line are shared with the
// admin's import page (shared/results-layout.ts, results-line.ts); this adds the draw table's
// checks, the clock, and what lines say about each other. Nothing here touches the database:
// whether a draw is already stored is the importer's question.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { checkDraw, drawnAtOf, RESULT_MESSAGES, STATE_CODES, type DrawInput } from '@shared/results';
import { csvRecords, isBlankRecord, UnreadableCsv, type CsvRecord } from '@shared/results-csv-lines';
import { LAYOUT_MESSAGES, recogniseLayout, type ImportParams } from '@shared/results-layout';
import { lineReader } from '@shared/results-line';
import { drawsExtra } from '@shared/play-types';

export interface CsvDraw {
  line: number;
  draw: DrawInput;
  drawnAt: number;
}
export interface Rejection {
  line: number;
  message: string;
}
export interface ParsedCsv {
  /** Each draw once, in file order; a line repeating an earlier one is counted in `duplicates`. */
  draws: CsvDraw[];
  duplicates: number;
  rejected: Rejection[];
}
/** The file's draws, or why the file as a whole cannot be read (it is answered in `message` alone). */
export type CsvOutcome = { ok: true; parsed: ParsedCsv } | { ok: false; message: string; field?: string };

const STATE_INDEX = new Map(STATE_CODES.map((s, i) => [s, i]));
/**
 * One number per draw: its instant names its date and draw time within a state (states share
 * instants, GA and OH both draw at 12:29 ET), then the state and the game. A number, not a
 * string, because a file of years asks for one per line.
 */
const drawKeyOf = (d: CsvDraw) => d.drawnAt * 16 + STATE_INDEX.get(d.draw.state)! * 2 + (d.draw.game === 'pick4' ? 1 : 0);

export const CSV_MESSAGES = {
  unreadable: (why: string) => `The file cannot be read from this line on: ${why}.`,
  repeatedDraw: (line: number, number: string) => `This draw is also on line ${line}, with the number ${number}.`,
} as const;

/** The lines after the first that decide its layout (a draw column may hold clock times). */
const SAMPLE_LINES = 20;
/** Lines read between turns of the event loop, so a file of years does not hold up other requests. */
const LINES_PER_TURN = 4000;

/** A line equal to the header, ignoring case, spaces, quotes and byte-order marks, repeats it. */
const headerKey = (cells: readonly string[]) =>
  cells
    .join(',')
    .toLowerCase()
    .replace(/[\s\ufeff"]/g, '');
/** A line's first character, a letter in either case the same: a line starting with another cannot repeat the header (most start with a digit). */
const initialOf = (cells: readonly string[]) => cells[0].charCodeAt(0) | 32;

/** What the lines of the file say about each draw: the first line of each, and the lines repeating or contradicting it. */
class DrawsSeen {
  private readonly byKey = new Map<number, { first: CsvDraw; repeats: { line: number; number: string }[] }>();
  private readonly contradicted = new Set<number>();
  readonly draws: CsvDraw[] = [];
  duplicates = 0;

  add(d: CsvDraw) {
    const key = drawKeyOf(d);
    const seen = this.byKey.get(key);
    if (!seen) {
      this.byKey.set(key, { first: d, repeats: [] });
      this.draws.push(d);
      return;
    }
    seen.repeats.push({ line: d.line, number: d.draw.number });
    if (d.draw.number === seen.first.draw.number) this.duplicates++;
    else this.contradicted.add(key);
  }

  /**
   * Two lines giving one draw different numbers: every line of that draw is rejected
   * (docs/product.md, "Importing results files").
   */
  settle(): { draws: CsvDraw[]; duplicates: number; rejected: Rejection[] } {
    if (this.contradicted.size === 0) return { draws: this.draws, duplicates: this.duplicates, rejected: [] };
    const rejected: Rejection[] = [];
    let duplicates = this.duplicates;
    for (const key of this.contradicted) {
      const { first, repeats } = this.byKey.get(key)!;
      const lines = [{ line: first.line, number: first.draw.number }, ...repeats];
      for (const l of lines) {
        const other = lines.find((o) => o.number !== l.number)!;
        rejected.push({ line: l.line, message: CSV_MESSAGES.repeatedDraw(other.line, other.number) });
      }
      duplicates -= repeats.filter((r) => r.number === first.draw.number).length;
    }
    return { draws: this.draws.filter((d) => !this.contradicted.has(drawKeyOf(d))), duplicates, rejected };
  }
}

/**
 * Reads every line: each draw it gives is checked against the draw table and the clock, or
 * rejected saying why. Blank lines, blank-looking ones and lines repeating the header are
 * skipped (and counted: line numbers count every line of the file from 1).
 */
export async function parseResultsCsv(text: string, params: ImportParams, now: number, signal?: AbortSignal): Promise<CsvOutcome> {
  const rejected: Rejection[] = [];
  const records = csvRecords(text);
  // Read on from where the sampling stopped (a for-of's break would close the generator).
  const rest: Iterable<CsvRecord> = { [Symbol.iterator]: () => ({ next: () => records.next() }) };
  const ahead: CsvRecord[] = [];
  let first: CsvRecord | undefined;
  let unreadable: Rejection | undefined;
  try {
    for (const r of rest) {
      if (isBlankRecord(r.cells)) continue;
      if (first) ahead.push(r);
      else first = r;
      if (ahead.length === SAMPLE_LINES) break;
    }
  } catch (err) {
    if (!(err instanceof UnreadableCsv)) throw err;
    unreadable = { line: err.line, message: CSV_MESSAGES.unreadable(err.message) };
  }
  if (!first) return unreadable ? { ok: true, parsed: { draws: [], duplicates: 0, rejected: [unreadable] } } : { ok: false, message: LAYOUT_MESSAGES.empty };

  const check = recogniseLayout(
    first.cells,
    ahead.map((r) => r.cells),
    params,
  );
  if (!check.ok) return { ok: false, message: check.message, ...(check.field && { field: check.field }) };
  const { layout } = check;
  const skipFirst = layout.kind === 'columns' && layout.header;
  const header = skipFirst ? headerKey(first.cells) : undefined;
  const headerInitial = skipFirst ? initialOf(first.cells) : -1;
  const read = lineReader(layout, params);
  const seen = new DrawsSeen();

  let count = 0;
  const take = (r: CsvRecord) => {
    if (isBlankRecord(r.cells)) return;
    if (header !== undefined && initialOf(r.cells) === headerInitial && headerKey(r.cells) === header) return;
    for (const given of read(r.cells)) {
      if ('problem' in given) {
        rejected.push({ line: r.line, message: given.problem });
        continue;
      }
      const checked = checkDraw(given.fields);
      if (!checked.ok) {
        rejected.push({ line: r.line, message: checked.message });
        continue;
      }
      const drawnAt = drawnAtOf(checked.draw);
      // The add-on digit a file gives is kept for a game that draws one (docs/product.md, "Play types").
      const extra = given.fields.extra;
      const draw = extra !== undefined && drawsExtra(checked.draw.state, checked.draw.game) ? { ...checked.draw, extra } : checked.draw;
      if (drawnAt > now) rejected.push({ line: r.line, message: RESULT_MESSAGES.future(checked.draw) });
      else seen.add({ line: r.line, draw, drawnAt });
    }
  };

  if (!skipFirst) take(first);
  ahead.forEach(take);
  if (!unreadable) {
    try {
      for (const r of rest) {
        take(r);
        if (++count % LINES_PER_TURN === 0) {
          // A stop that can wait no longer ends the reading here (the importer answers for it).
          signal?.throwIfAborted();
          await nextTurn();
        }
      }
    } catch (err) {
      if (!(err instanceof UnreadableCsv)) throw err;
      unreadable = { line: err.line, message: CSV_MESSAGES.unreadable(err.message) };
    }
  }
  if (unreadable) rejected.push(unreadable);

  const settled = seen.settle();
  rejected.push(...settled.rejected);
  if (settled.draws.length + settled.duplicates + rejected.length === 0) return { ok: false, message: LAYOUT_MESSAGES.empty };
  return { ok: true, parsed: { draws: settled.draws, duplicates: settled.duplicates, rejected } };
}
