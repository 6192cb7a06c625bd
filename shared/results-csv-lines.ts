// The records of a CSV file with the line each starts on, for the results import (contract §9,
// §16). One reader for the server and the admin's import page, so the first lines the page shows
// and the line numbers the server answers with are the same. Lenient as files in the wild need:
// any line end (CRLF, LF, CR), a byte-order mark, ragged rows, a quote inside an unquoted field
// taken as it is. Cells are trimmed ("$42,048 " is "$42,048").

export interface CsvRecord {
  cells: string[];
  /** The line the record starts on, counting every line of the file from 1. */
  line: number;
}

/** A quote opened on `line` is never closed: the rest of the file cannot be read. */
export class UnclosedQuote extends Error {
  constructor(readonly line: number) {
    super(`a quote opened on line ${line} is never closed`);
  }
}

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

/** Whether a record holds nothing: every cell empty or white space (`,,,`, `" "," "`). */
export const isBlankRecord = (cells: readonly string[]) => cells.every((c) => c === '');

/**
 * The file's records in order, blank ones included (the caller decides what to skip). A line
 * without a quote is split as it is; only a line with one is read character by character, since
 * a quoted field may hold commas and line breaks.
 */
export function* csvRecords(text: string): Generator<CsvRecord> {
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let nextQuote = text.indexOf('"', at);
  while (at < text.length) {
    let end = at;
    while (end < text.length) {
      const c = text.charCodeAt(end);
      if (c === LF || c === CR) break;
      end++;
    }
    if (nextQuote !== -1 && nextQuote < at) nextQuote = text.indexOf('"', at);
    if (nextQuote === -1 || nextQuote >= end) {
      yield { cells: text.slice(at, end).split(',').map((c) => c.trim()), line };
      at = skipLineEnd(text, end);
      line++;
      continue;
    }
    const start = line;
    const read = quotedRecord(text, at, line);
    yield { cells: read.cells, line: start };
    at = read.next;
    line = read.line;
  }
}

/** The position after the line end at `end` (CRLF is one line end). */
function skipLineEnd(text: string, end: number): number {
  if (text.charCodeAt(end) === CR && text.charCodeAt(end + 1) === LF) return end + 2;
  return end + 1;
}

function quotedRecord(text: string, from: number, line: number): { cells: string[]; next: number; line: number } {
  const cells: string[] = [];
  let cell = '';
  let i = from;
  for (;;) {
    if (i >= text.length) {
      cells.push(cell.trim());
      return { cells, next: i, line: line + 1 };
    }
    const c = text.charCodeAt(i);
    if (c === COMMA) {
      cells.push(cell.trim());
      cell = '';
      i++;
    } else if (c === LF || c === CR) {
      cells.push(cell.trim());
      return { cells, next: skipLineEnd(text, i), line: line + 1 };
    } else if (c === QUOTE && cell.trim() === '') {
      // A quoted field: up to the closing quote, "" standing for one quote.
      const opened = line;
      i++;
      for (;;) {
        if (i >= text.length) throw new UnclosedQuote(opened);
        const q = text.charCodeAt(i);
        if (q === QUOTE) {
          if (text.charCodeAt(i + 1) !== QUOTE) break;
          cell += '"';
          i += 2;
          continue;
        }
        if (q === LF || (q === CR && text.charCodeAt(i + 1) !== LF)) line++;
        cell += text[i];
        i++;
      }
      i++;
    } else {
      cell += text[i];
      i++;
    }
  }
}
