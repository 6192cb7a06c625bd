// The records of a CSV file with the line each starts on, for the results import (docs/product.md,
// "Importing results files"). One reader for the server and the admin's import page, so the first
// lines the page shows and the line numbers the server answers with are the same. Lenient as files
// in the wild need: any line end (CRLF, LF, CR), a byte-order mark, ragged rows, a quote inside an
// unquoted field taken as it is. Cells are trimmed ("$42,048 " is "$42,048"). The web app's build
// reads csv-parse's browser module under the same name (vite.config.ts).
import { CsvError, parse } from 'csv-parse/sync';

export interface CsvRecord {
  cells: string[];
  /** The line the record starts on, counting every line of the file from 1. */
  line: number;
}

/** The file is not CSV from `line` on (a quote never closed, text after a closing quote): the rest cannot be read. */
export class UnreadableCsv extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(reason);
  }
}

/** What csv-parse's error means, in the words of someone who opened the file. */
function unreadable(err: CsvError, line: number, linesBefore: number): UnreadableCsv {
  if (err.code === 'CSV_QUOTE_NOT_CLOSED') return new UnreadableCsv(line, `a quote opened on line ${line} is never closed`);
  // csv-parse counts the lines of the piece it read, which starts after `linesBefore` of the file's.
  const piece = (err as CsvError & { lines?: number }).lines;
  const at = piece === undefined ? line : linesBefore + piece;
  if (err.code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE' || err.code === 'CSV_INVALID_CLOSING_QUOTE') {
    return new UnreadableCsv(at, `a quoted field on line ${at} has other characters after its closing quote`);
  }
  return new UnreadableCsv(at, `line ${at} is not CSV`);
}

/** Whether a record holds nothing: every cell empty or white space (`,,,`, `" "," "`). */
export const isBlankRecord = (cells: readonly string[]) => cells.every((c) => c === '');

const OPTIONS = { bom: true, record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true, relax_quotes: true, trim: true, skip_empty_lines: false };

/**
 * Text read by csv-parse at a time: a piece is one stretch of the processor, so a file of years
 * (5 MiB) lets the server answer between its pieces (its reader yields every few thousand records)
 * instead of holding every request for the whole file's parse.
 */
const PIECE = 256 * 1024;

/** Where the piece from `from` ends: after the first line feed at or past `from + PIECE`, or at the end. */
function pieceEnd(text: string, from: number): number {
  if (from + PIECE >= text.length) return text.length;
  const feed = text.indexOf('\n', from + PIECE);
  return feed < 0 ? text.length : feed + 1;
}

/**
 * The file's records in order, blank ones included (the caller decides what to skip), read by
 * csv-parse a piece at a time. The lines are counted here: a record starts on the line after the
 * previous one ends, and a quoted field's line breaks are lines too. A piece ends at a line feed;
 * where a quoted field goes on past it, the piece is read again with the next one. A file that
 * stops being CSV (a quote never closed) ends the reading after the records before it, naming the line.
 */
export function* csvRecords(text: string): Generator<CsvRecord> {
  let line = 1;
  for (let from = 0; from < text.length || from === 0; ) {
    const options = from === 0 ? OPTIONS : { ...OPTIONS, bom: false };
    let to = pieceEnd(text, from);
    let rows: string[][] = [];
    let failure: CsvError | undefined;
    for (;;) {
      try {
        rows = parse(text.slice(from, to), options);
        break;
      } catch (err) {
        if (!(err instanceof CsvError)) throw err;
        if (to < text.length) {
          to = pieceEnd(text, to);
          continue;
        }
        failure = err;
        // Rarely: read again, keeping each record as it comes, to have those before the failure.
        // (Asked every time, that callback cost csv-parse an object per record, half its time.)
        rows = [];
        try {
          parse(text.slice(from, to), { ...options, on_record: (r: string[]) => void rows.push(r) });
        } catch {
          // The same failure.
        }
        break;
      }
    }
    const before = line - 1;
    for (const cells of rows) {
      const start = line;
      line += 1;
      for (let i = 0; i < cells.length; i++) {
        const cell = cells[i];
        if (cell === '') continue;
        // A quoted field's own spaces too: `"$42,048 "` is `$42,048`.
        if (isSpace(cell.charCodeAt(0)) || isSpace(cell.charCodeAt(cell.length - 1))) cells[i] = cell.trim();
        if (cell.includes('\n') || cell.includes('\r')) line += cell.match(LINE_BREAKS)!.length;
      }
      yield { cells, line: start };
    }
    if (failure) throw unreadable(failure, line, before);
    if (to >= text.length) return;
    from = to;
  }
}

const LINE_BREAKS = /\r\n|\r|\n/g;
/** Whether trim() might remove this character: white space and control characters, or any of Unicode's spaces. */
const isSpace = (c: number) => c <= 32 || c === 160 || c >= 0x1680;
