// Reads a results file in either layout of contract §9 into checked draws and rejected lines.
// Nothing here touches the database: whether a draw is already stored is the importer's question.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvError, parse } from 'csv-parse';
import { isRealDay } from '@shared/calendar';
import {
  checkDraw,
  drawnAtOf,
  GAME_DIGITS,
  GAMES,
  RESULT_MESSAGES,
  STATES,
  type DrawInput,
  type DrawTime,
  type Game,
} from '@shared/results';

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

export const drawKeyOf = (d: Omit<DrawInput, 'number'>) => `${d.state}|${d.game}|${d.drawDate}|${d.drawTime}`;

const HEADER = ['state', 'game', 'draw_date', 'draw_time', 'number'] as const;
const foldHeader = (v: string) => v.toLowerCase().replace(/[\s_-]+/g, '');
const quote = (v: string) => JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);

export const CSV_MESSAGES = {
  layout: `The first line must be the header ${HEADER.join(',')} or a line of the Texas Lottery's download (e.g. "Pick 3 Day,4,29,2019,3,1,0").`,
  missingColumns: (names: string[]) => `The header lacks the column${names.length === 1 ? '' : 's'} ${names.join(', ')}.`,
  empty: 'The file holds no draws.',
  notUtf8: 'The file is not UTF-8 text.',
  unreadable: (why: string) => `The file cannot be read from this line on: ${why}.`,
  date: (v: string) => `Draw date ${quote(v)} is not a date (YYYY-MM-DD or MM/DD/YYYY).`,
  texasGame: (v: string) =>
    `${quote(v)} is not a Texas Pick 3 or Daily 4 draw (e.g. "Pick 3 Morning", "Daily 4 Day", "Pick 3 Evening", "Daily 4 Night").`,
  texasDate: 'The month, day and year columns after the game do not make a date.',
  texasDigits: (game: string, n: number) => `${game} needs ${n} digit columns after the date, one digit each.`,
  texasExtra: 'After the digits only the Sum It Up and Fireball columns may follow, empty or a number.',
  repeatedDraw: (line: number, number: string) => `This draw is also on line ${line}, with the number ${number}.`,
} as const;

// "Pick 3 Day", "Daily 4 Night", … from the table: Texas's game names and its names of the draw times.
const TEXAS_DRAWS = new Map<string, { game: Game; drawTime: DrawTime }>();
for (const game of GAMES) {
  for (const [drawTime, draw] of Object.entries(STATES.TX.draws)) {
    const timeName = 'localName' in draw ? draw.localName : drawTime;
    TEXAS_DRAWS.set(`${STATES.TX.games[game]} ${timeName}`.toLowerCase(), { game, drawTime: drawTime as DrawTime });
  }
}
const TEXAS_GAME_PREFIX = new RegExp(`^(${GAMES.map((g) => STATES.TX.games[g]).join('|')})\\b`, 'i');

/** YYYY-MM-DD or MM/DD/YYYY (one-digit month and day too) as YYYY-MM-DD; undefined if neither. */
function isoDate(v: string): string | undefined {
  if (isRealDay(v)) return v;
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  if (!m) return undefined;
  const day = `${m[3]}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}`;
  return isRealDay(day) ? day : undefined;
}

type Line = { record: string[]; line: number };
type LineReader = (fields: string[]) => Record<keyof DrawInput, string> | string;

function genericReader(header: string[]): LineReader | string {
  const folded = header.map(foldHeader);
  const at = HEADER.map((name) => folded.indexOf(foldHeader(name)));
  const missing = HEADER.filter((_, i) => at[i] < 0);
  if (missing.length) return CSV_MESSAGES.missingColumns([...missing]);
  const [iState, iGame, iDate, iTime, iNumber] = at;
  return (f) => {
    const date = f[iDate] ?? '';
    const drawDate = isoDate(date);
    if (!drawDate) return CSV_MESSAGES.date(date);
    return { state: f[iState] ?? '', game: f[iGame] ?? '', drawDate, drawTime: f[iTime] ?? '', number: f[iNumber] ?? '' };
  };
}

const texasReader: LineReader = (f) => {
  const named = TEXAS_DRAWS.get(f[0].toLowerCase().replace(/\s+/g, ' '));
  if (!named) return CSV_MESSAGES.texasGame(f[0]);
  const [month, day, year] = f.slice(1, 4);
  const drawDate = /^\d{1,2}$/.test(month ?? '') && /^\d{1,2}$/.test(day ?? '') && /^\d{4}$/.test(year ?? '') ? isoDate(`${month}/${day}/${year}`) : undefined;
  if (!drawDate) return CSV_MESSAGES.texasDate;
  const n = GAME_DIGITS[named.game];
  const digits = f.slice(4, 4 + n);
  if (digits.length !== n || !digits.every((d) => /^\d$/.test(d))) return CSV_MESSAGES.texasDigits(STATES.TX.games[named.game], n);
  const extra = f.slice(4 + n);
  if (extra.length > 2 || !extra.every((v) => /^\d*$/.test(v))) return CSV_MESSAGES.texasExtra;
  return { state: 'TX', game: named.game, drawDate, drawTime: named.drawTime, number: digits.join('') };
};

/**
 * The file's records with the number of the line each starts on; the event loop gets a turn
 * between slices of a large file. Line numbers are counted here rather than asked of the parser
 * (its `info` option builds an object per record, a third of the time on a file of years):
 * every record is one line, plus the line breaks inside its quoted fields.
 */
async function* csvLines(text: string): AsyncGenerator<Line> {
  const parser = parse({ bom: true, record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true, relax_quotes: true, trim: true });
  const ready: string[][] = [];
  let failure: unknown;
  parser.on('readable', () => {
    let r: string[] | null;
    while ((r = parser.read()) !== null) ready.push(r);
  });
  parser.on('error', (err) => (failure = err));
  let line = 1;
  function* numbered(): Generator<Line> {
    for (const record of ready.splice(0)) {
      const at = line;
      line += 1;
      for (const field of record) if (field.includes('\n')) line += field.split('\n').length - 1;
      // Blank lines (and lines of empty fields) are no draws: skipped, but counted.
      if (record.some((f) => f !== '')) yield { record, line: at };
    }
  }
  const SLICE = 64 * 1024;
  for (let i = 0; i <= text.length; i += SLICE) {
    if (i + SLICE > text.length) parser.end(text.slice(i));
    else parser.write(text.slice(i, i + SLICE));
    await nextTurn();
    yield* numbered();
    if (failure) throw failure;
  }
  // The last lines may still be on their way (an error would already be in `failure`).
  if (!parser.readableEnded) await new Promise((resolve) => parser.once('end', resolve).once('error', resolve));
  yield* numbered();
  if (failure) throw failure;
}

/**
 * Reads every line: a line is a draw (checked against the draw table and the clock) or a
 * rejection saying why. A line naming the same draw as an earlier one is a duplicate when the
 * numbers agree and a rejection when they do not.
 */
export async function parseResultsCsv(text: string, now: number): Promise<ParsedCsv> {
  const out: ParsedCsv = { draws: [], duplicates: 0, rejected: [] };
  const seen = new Map<string, CsvDraw>();
  let read: LineReader | undefined;
  try {
    for await (const { record, line } of csvLines(text)) {
      if (!read) {
        const header = record.some((cell) => (HEADER as readonly string[]).map(foldHeader).includes(foldHeader(cell)));
        const reader = header ? genericReader(record) : TEXAS_GAME_PREFIX.test(record[0]) ? texasReader : CSV_MESSAGES.layout;
        if (typeof reader === 'string') {
          out.rejected.push({ line, message: reader });
          return out;
        }
        read = reader;
        if (header) continue;
      }
      const fields = read(record);
      if (typeof fields === 'string') {
        out.rejected.push({ line, message: fields });
        continue;
      }
      const checked = checkDraw(fields);
      if (!checked.ok) {
        out.rejected.push({ line, message: checked.message });
        continue;
      }
      const draw = checked.draw;
      const drawnAt = drawnAtOf(draw);
      if (drawnAt > now) {
        out.rejected.push({ line, message: RESULT_MESSAGES.future(draw) });
        continue;
      }
      const key = drawKeyOf(draw);
      const earlier = seen.get(key);
      if (earlier) {
        if (earlier.draw.number === draw.number) out.duplicates++;
        else out.rejected.push({ line, message: CSV_MESSAGES.repeatedDraw(earlier.line, earlier.draw.number) });
        continue;
      }
      const parsed = { line, draw, drawnAt };
      seen.set(key, parsed);
      out.draws.push(parsed);
    }
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    // The parser's own count of the line it stopped on.
    out.rejected.push({ line: (err as CsvError & { lines?: number }).lines ?? 1, message: CSV_MESSAGES.unreadable(err.message.replace(/^[^:]*:\s*/, '')) });
  }
  if (out.draws.length + out.duplicates + out.rejected.length === 0) out.rejected.push({ line: 1, message: CSV_MESSAGES.empty });
  return out;
}
