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
function unreadable(err: CsvError, line: number): UnreadableCsv {
  if (err.code === 'CSV_QUOTE_NOT_CLOSED') return new UnreadableCsv(line, `a quote opened on line ${line} is never closed`);
  const at = (err as CsvError & { lines?: number }).lines ?? line;
  if (err.code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE' || err.code === 'CSV_INVALID_CLOSING_QUOTE') {
    return new UnreadableCsv(at, `a quoted field on line ${at} has other characters after its closing quote`);
  }
  return new UnreadableCsv(at, `line ${at} is not CSV`);
}

/** Whether a record holds nothing: every cell empty or white space (`,,,`, `" "," "`). */
export const isBlankRecord = (cells: readonly string[]) => cells.every((c) => c === '');

const OPTIONS = { bom: true, record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true, relax_quotes: true, trim: true, skip_empty_lines: false };

/**
 * The file's records in order, blank ones included (the caller decides what to skip), read by
 * csv-parse. The lines are counted here: a record starts on the line after the previous one ends,
 * and a quoted field's line breaks are lines too. A file that stops being CSV (a quote never closed)
 * ends the reading after the records before it, naming the line.
 */
export function* csvRecords(text: string): Generator<CsvRecord> {
  let rows: string[][];
  let failure: CsvError | undefined;
  try {
    rows = parse(text, OPTIONS);
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    failure = err;
    // Rarely: read again, keeping each record as it comes, to have those before the failure.
    // (Asked every time, that callback cost csv-parse an object per record, half its time.)
    rows = [];
    try {
      parse(text, { ...OPTIONS, on_record: (r: string[]) => void rows.push(r) });
    } catch {
      // The same failure.
    }
  }
  let line = 1;
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
  if (failure) throw unreadable(failure, line);
}

const LINE_BREAKS = /\r\n|\r|\n/g;
/** Whether trim() might remove this character: white space and control characters, or any of Unicode's spaces. */
const isSpace = (c: number) => c <= 32 || c === 160 || c >= 0x1680;
