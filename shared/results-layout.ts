// Which layout a results file is in and what each of its columns is taken for (docs/product.md,
// "Importing results files"): the Texas Lottery's download (no header), a header recognised by its
// column names, the wide layout (a number column per draw time) or the admin's explicit mapping.
// Decided from the first line and a few lines after it (a column named like the draw may hold clock
// times); the admin's import page shows the same decision before the file is sent.
import { isDrawDate } from './results-dates';
import { DRAW_TIME_NAMES, GAME_DIGITS, GAMES, STATES, drawTimeOf, type DrawTime, type Game, type StateCode } from './results';
import { drawTimeNamed, isClockTime } from './results-values';

/** The admin's mapping (zero-based columns): `{"date":0,"drawTime":1,"digits":[2,3,4]}` or `"number":2`. */
export interface ColumnMap {
  date: number;
  drawTime?: number;
  number?: number;
  digits?: number[];
  state?: number;
  game?: number;
  /** The add-on's column (Fireball, Wild Ball). */
  extra?: number;
}

/** What a file may leave to the query (docs/product.md, "Importing results files"). */
export interface ImportParams {
  state?: StateCode;
  game?: Game;
  drawTime?: DrawTime;
  map?: ColumnMap;
}
export type Missing = 'state' | 'game' | 'drawTime';

export type ColumnRole =
  | { kind: 'date' | 'draw' | 'clock' | 'number' | 'state' | 'game' | 'extra' | 'ignored' }
  | { kind: 'digit'; index: number }
  | { kind: 'wide'; drawTime: DrawTime; game?: Game }
  | { kind: 'texas'; part: 'draw' | 'month' | 'day' | 'year' | 'digit' | 'extra'; index?: number };

export interface ColumnsLayout {
  kind: 'columns';
  /** How the columns were told: by the header's names, the wide header, or the admin's map. */
  by: 'header' | 'wide' | 'map';
  /** Whether line 1 is a header (skipped, and any later line equal to it). */
  header: boolean;
  /** The first line's cells: the header's names when it is one. */
  names: string[];
  /**
   * This product's own header (state, game, draw_date, draw_time, number): numbers are taken as
   * written, unpadded.
   */
  ours: boolean;
  roles: ColumnRole[];
  date: number;
  /** The draw's column, if the file has one that names draws. */
  draw?: number;
  number?: number;
  digits: number[];
  state?: number;
  game?: number;
  /** The add-on's column (Fireball, Wild Ball), if the file has one. */
  extra?: number;
  wide: { column: number; drawTime: DrawTime; game?: Game }[];
}
export type Layout = { kind: 'texas'; roles: ColumnRole[] } | ColumnsLayout;

/**
 * The layout, or why the file cannot be read as it is: with `layout` and `missing` when only
 * the query's state, game or draw time are lacking (the import page offers them).
 */
export type LayoutCheck = { ok: true; layout: Layout } | { ok: false; message: string; field?: string; layout?: ColumnsLayout; missing?: Missing[] };

const quoted = (names: readonly string[]) => names.map((n) => JSON.stringify(n.length > 30 ? `${n.slice(0, 30)}…` : n)).join(', ');
const listed = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const MISSING_NAMES: Record<Missing, string> = { state: 'state', game: 'game', drawTime: 'draw time' };
const MISSING_EXAMPLES: Record<Missing, string> = { state: 'state=MI', game: 'game=pick3', drawTime: 'drawTime=midday' };
export const MAP_EXAMPLE = '{"date":0,"drawTime":1,"digits":[2,3,4]}';

export const LAYOUT_MESSAGES = {
  empty: 'The file holds no draws.',
  notRecognised: (columns: string[]) =>
    `The columns of the first line are not ones the import knows: it found ${columns.length} (${quoted(columns)}). Say which column is which with map, e.g. map=${MAP_EXAMPLE} (zero-based columns).`,
  missing: (missing: Missing[]) =>
    `The file does not say the ${listed(missing.map((m) => MISSING_NAMES[m]))} of its draws: add ${listed(missing)} to the query (e.g. ?${missing.map((m) => MISSING_EXAMPLES[m]).join('&')}).`,
  digitCount: (found: number, game: Game) => `The file has ${found} digit columns, but ${game} numbers have ${GAME_DIGITS[game]} digits: check the game.`,
  digitOrder: (names: string[]) => `The digit columns ${quoted(names)} must count from 1 without a gap (e.g. Digit1, Digit2, Digit3).`,
  sameDraw: (names: string[]) => `The columns ${quoted(names)} both name the same draw: keep one.`,
  mapPastEnd: (column: number, count: number) => `map names column ${column}, but the first line has ${count} column${count === 1 ? '' : 's'} (0 to ${count - 1}).`,
} as const;

/** A header's name folded: "Draw Date", "draw_date" and "DRAWDATE" are one name. */
const fold = (v: string) => v.toLowerCase().replace(/[^a-z0-9#]/g, '');
const DATE_NAMES = new Set(['date', 'drawdate', 'drawingdate', 'drawndate', 'datedrawn', 'resultdate']);
const DRAW_NAMES = new Set(['draw', 'drawtime', 'drawingtime', 'drawing', 'drawname', 'drawperiod', 'time']);
const NUMBER_NAMES = new Set(['number', 'numbers', 'result', 'results', 'winningnumber', 'winningnumbers', 'winningnos', 'drawnnumbers', 'numbersdrawn']);
const DIGIT_NAME = /^(?:digit|number|num|no|ball|pos|position)(\d)$/;
// A column of the draw's add-on digit (docs/product.md, "Entering and correcting results").
const EXTRA_NAMES = new Set(['fireball', 'fb', 'fireballnumber', 'wildball', 'wb', 'wildballnumber', 'addon', 'extra']);
// Words that make a column named after a draw something other than its number.
const NOT_A_NUMBER = /\b(sum|fireball|fire|wild|bonus|prize|payout|winners?|jackpot|time|date|multiplier|total|amount|ball|fb)\b/;
const DRAW_WORD = /\b(morning|midday|mid day|daytime|day|evening|night)\b/;
const GAME_IN_NAME = /(?:pick|cash|daily|play|win)\s*-?\s*([34])\b/;

/** The game a column's name gives: "Pick 3", "Cash 4", "Daily 3", "P3"… */
function gameNamed(words: string): Game | undefined {
  const m = GAME_IN_NAME.exec(words) ?? /\bp([34])\b/.exec(words);
  return m ? (m[1] === '3' ? 'pick3' : 'pick4') : undefined;
}

/** A wide header's column of one draw's numbers: "Midday Daily #", "Evening Pick 3", "Day". */
function wideColumn(name: string): { drawTime: DrawTime; game?: Game } | undefined {
  const words = name
    .toLowerCase()
    .replace(/[_\-/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const m = DRAW_WORD.exec(words);
  // A column named "Day" alone is a day of the week more often than Texas's midday draw.
  if (!m || NOT_A_NUMBER.test(words) || words === 'day') return undefined;
  const drawTime = drawTimeOf(m[1].replace(' ', ''));
  return drawTime && { drawTime, game: gameNamed(words) };
}

// "Pick 3 Day", "Daily 4 Night", … from the table: Texas's game names and its names of the draw times.
const TEXAS_GAME_PREFIX = new RegExp(`^(${GAMES.map((g) => STATES.TX.games[g]).join('|')})\\b`, 'i');
export const isTexasLine = (cells: readonly string[]) => TEXAS_GAME_PREFIX.test(cells[0] ?? '');

function texasRoles(first: readonly string[]): ColumnRole[] {
  const parts = ['draw', 'month', 'day', 'year'] as const;
  const digits = /4/.test(TEXAS_GAME_PREFIX.exec(first[0])![1]) ? 4 : 3;
  return Array.from(
    { length: Math.max(first.length, 4) },
    (_, i): ColumnRole =>
      i < 4 ? { kind: 'texas', part: parts[i] } : i < 4 + digits ? { kind: 'texas', part: 'digit', index: i - 3 } : { kind: 'texas', part: 'extra', index: i - 3 - digits },
  );
}

/** The draw column among those named like one: the first whose values name draws, not clock times. */
function drawColumn(candidates: number[], samples: readonly string[][], roles: ColumnRole[]): number | undefined {
  let draw: number | undefined;
  for (const c of candidates) {
    const values = samples.map((s) => s[c] ?? '').filter((v) => v !== '');
    if (values.length > 0 && values.every(isClockTime)) roles[c] = { kind: 'clock' };
    else if (draw === undefined && (values.length === 0 || values.some((v) => drawTimeNamed(v)))) draw = c;
    else roles[c] = { kind: 'ignored' };
  }
  if (draw !== undefined) roles[draw] = { kind: 'draw' };
  return draw;
}

function byHeader(header: readonly string[], samples: readonly string[][]): ColumnsLayout | undefined {
  const roles: ColumnRole[] = header.map(() => ({ kind: 'ignored' }));
  const names = header.map(fold);
  const at = (set: Set<string>) => names.findIndex((n) => set.has(n));
  const date = at(DATE_NAMES);
  if (date < 0) return undefined;
  roles[date] = { kind: 'date' };
  const number = at(NUMBER_NAMES);
  const digits: number[] = [];
  names.forEach((n, i) => {
    const m = DIGIT_NAME.exec(n);
    if (m && m[1] !== '0' && i !== number) digits[Number(m[1]) - 1] = i;
  });
  const state = names.indexOf('state');
  const game = names.indexOf('game');
  const extra = at(EXTRA_NAMES);
  const layout: ColumnsLayout = {
    kind: 'columns',
    by: 'header',
    header: true,
    names: [...header],
    ours: [state, game, date, number].every((i) => i >= 0) && names.includes('drawtime') && names[date] === 'drawdate' && names[number] === 'number',
    roles,
    date,
    digits,
    wide: [],
    ...(state >= 0 && { state }),
    ...(game >= 0 && { game }),
  };
  if (state >= 0) roles[state] = { kind: 'state' };
  if (game >= 0) roles[game] = { kind: 'game' };
  if (number >= 0 || digits.length > 0) {
    if (extra >= 0) {
      layout.extra = extra;
      roles[extra] = { kind: 'extra' };
    }
    if (number >= 0) {
      layout.number = number;
      roles[number] = { kind: 'number' };
    }
    digits.forEach((c, i) => (roles[c] = { kind: 'digit', index: i + 1 }));
    const draw = drawColumn(
      names.flatMap((n, i) => (DRAW_NAMES.has(n) ? [i] : [])),
      samples,
      roles,
    );
    if (draw !== undefined) layout.draw = draw;
    return layout;
  }
  header.forEach((name, column) => {
    const wide = column !== date && column !== state && column !== game && wideColumn(name);
    if (wide) {
      layout.wide.push({ column, ...wide });
      roles[column] = { kind: 'wide', ...wide };
    }
  });
  layout.by = 'wide';
  return layout.wide.length > 0 ? layout : undefined;
}

function byMap(map: ColumnMap, first: readonly string[]): ColumnsLayout {
  const roles: ColumnRole[] = first.map(() => ({ kind: 'ignored' }));
  roles[map.date] = { kind: 'date' };
  if (map.drawTime !== undefined) roles[map.drawTime] = { kind: 'draw' };
  if (map.number !== undefined) roles[map.number] = { kind: 'number' };
  if (map.state !== undefined) roles[map.state] = { kind: 'state' };
  if (map.game !== undefined) roles[map.game] = { kind: 'game' };
  if (map.extra !== undefined) roles[map.extra] = { kind: 'extra' };
  (map.digits ?? []).forEach((c, i) => (roles[c] = { kind: 'digit', index: i + 1 }));
  return {
    kind: 'columns',
    by: 'map',
    header: !isDrawDate(first[map.date] ?? ''),
    names: [...first],
    ours: false,
    roles,
    date: map.date,
    digits: map.digits ?? [],
    wide: [],
    ...(map.drawTime !== undefined && { draw: map.drawTime }),
    ...(map.number !== undefined && { number: map.number }),
    ...(map.state !== undefined && { state: map.state }),
    ...(map.game !== undefined && { game: map.game }),
    ...(map.extra !== undefined && { extra: map.extra }),
  };
}

/** The problem with a layout's columns against the query, if any: digit columns that do not fit the game, two columns of one draw. */
function columnsProblem(layout: ColumnsLayout, first: readonly string[], params: ImportParams): { message: string; field?: string } | undefined {
  const names = (cols: number[]) => cols.map((c) => first[c] ?? `column ${c}`);
  // A sparse array where a digit column is missing (Digit1, Digit3): Array.from sees the hole.
  const digits = Array.from(layout.digits);
  if (digits.some((c) => c === undefined)) return { message: LAYOUT_MESSAGES.digitOrder(names(digits.filter((c) => c !== undefined))) };
  const game = layout.game === undefined ? params.game : undefined;
  if (digits.length > 0 && game && digits.length !== GAME_DIGITS[game]) return { message: LAYOUT_MESSAGES.digitCount(digits.length, game), field: 'game' };
  const seen = new Map<string, number>();
  for (const w of layout.wide) {
    const key = `${w.drawTime}|${w.game ?? params.game ?? ''}`;
    const other = seen.get(key);
    if (other !== undefined) return { message: LAYOUT_MESSAGES.sameDraw(names([other, w.column])) };
    seen.set(key, w.column);
  }
  return undefined;
}

function missingOf(layout: ColumnsLayout, params: ImportParams): Missing[] {
  const missing: Missing[] = [];
  if (layout.state === undefined && !params.state) missing.push('state');
  const gameNamedEverywhere = layout.wide.length > 0 && layout.wide.every((w) => w.game);
  if (layout.game === undefined && !params.game && !gameNamedEverywhere) missing.push('game');
  if (layout.wide.length === 0 && layout.draw === undefined && !params.drawTime) missing.push('drawTime');
  return missing;
}

/**
 * The layout of a file from its first record and the records after it (`samples`, a few are
 * enough), with what the query must still give (`missing`); or why the file cannot be read.
 */
export function recogniseLayout(first: readonly string[], samples: readonly string[][], params: ImportParams): LayoutCheck {
  let layout: ColumnsLayout | undefined;
  if (params.map) {
    const past = [params.map.date, params.map.drawTime, params.map.number, params.map.state, params.map.game, params.map.extra, ...(params.map.digits ?? [])].find(
      (c) => c !== undefined && c >= first.length,
    );
    if (past !== undefined) return { ok: false, message: LAYOUT_MESSAGES.mapPastEnd(past, first.length), field: 'map' };
    layout = byMap(params.map, first);
  } else if (isTexasLine(first)) {
    return { ok: true, layout: { kind: 'texas', roles: texasRoles(first) } };
  } else {
    layout = byHeader(first, samples);
    if (!layout) return { ok: false, message: LAYOUT_MESSAGES.notRecognised([...first]) };
  }
  const problem = columnsProblem(layout, first, params);
  if (problem) return { ok: false, ...problem };
  const missing = missingOf(layout, params);
  if (missing.length > 0) return { ok: false, message: LAYOUT_MESSAGES.missing(missing), field: missing[0], layout, missing };
  return { ok: true, layout };
}

/** What a column was taken for, in words, for the import page: "Date", "Digit 2", "Evening draw (pick3)". */
export function roleLabel(role: ColumnRole): string {
  switch (role.kind) {
    case 'date':
      return 'Date';
    case 'draw':
      return 'Draw time';
    case 'clock':
      return 'Clock time (not used)';
    case 'number':
      return 'Number';
    case 'digit':
      return `Digit ${role.index}`;
    case 'state':
      return 'State';
    case 'game':
      return 'Game';
    case 'extra':
      return 'Fireball / Wild Ball';
    case 'wide':
      return `${DRAW_TIME_NAMES[role.drawTime]} number${role.game ? ` (${role.game})` : ''}`;
    case 'texas':
      return role.part === 'draw'
        ? 'Game and draw time'
        : role.part === 'digit'
          ? `Digit ${role.index}`
          : role.part === 'extra'
            ? role.index === 2
              ? 'Fireball'
              : 'Sum It Up (not used)'
            : role.part.charAt(0).toUpperCase() + role.part.slice(1);
    default:
      return 'Not used';
  }
}
