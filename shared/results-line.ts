// One line of a results file read into the draw fields it gives, by its layout (results-layout.ts):
// one draw a line, or one per draw time in the wide layout. Whether a draw is real (the state
// holds it, the number has the game's length) is checkDraw's question, asked by the caller.
import { drawDateOf } from './results-dates';
import { GAME_DIGITS, GAMES, RESULT_MESSAGES, STATES, gameOf, type DrawKey, type DrawTime, type Game } from './results';
import type { ColumnsLayout, ImportParams, Layout } from './results-layout';
import { drawTimeNamed, isClockTime, isDigit, isNoDraw, numberOf, withAddOn } from './results-values';

export type DrawFields = Record<keyof DrawKey | 'number', string> & { extra?: string };
/** A draw the line gives, or why a draw of the line cannot be read. */
export type LineDraw = { fields: DrawFields } | { problem: string };

const quote = (v: string) => JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);

export const LINE_MESSAGES = {
  clockTime: (v: string) => `Draw time ${quote(v)} is a clock time, not a draw (Midday, Evening…): add drawTime to the query.`,
  digit: (column: string, v: string) => `${column} holds ${quote(v)}, not one digit (0-9).`,
  noNumber: 'The line holds no number.',
  inColumn: (column: string, message: string) => `${column}: ${message}`,
  texasGame: (v: string) => `${quote(v)} is not a Texas Pick 3 or Daily 4 draw (e.g. "Pick 3 Morning", "Daily 4 Day", "Pick 3 Evening", "Daily 4 Night").`,
  texasDate: 'The month, day and year columns after the game do not make a date.',
  texasDigits: (game: string, n: number) => `${game} needs ${n} digit columns after the date, one digit each.`,
  texasExtra: 'After the digits only the Sum It Up and Fireball columns may follow, empty or a number.',
} as const;

// "Pick 3 Day", "Daily 4 Night", … from the table: Texas's game names and its names of the draw times.
const TEXAS_DRAWS = new Map<string, { game: Game; drawTime: DrawTime }>();
for (const game of GAMES) {
  for (const [drawTime, draw] of Object.entries(STATES.TX.draws)) {
    const timeName = 'localName' in draw ? draw.localName : drawTime;
    TEXAS_DRAWS.set(`${STATES.TX.games[game]} ${timeName}`.toLowerCase(), { game, drawTime: drawTime as DrawTime });
  }
}

function texasLine(f: string[]): LineDraw {
  const named = TEXAS_DRAWS.get(f[0].toLowerCase().replace(/\s+/g, ' '));
  if (!named) return { problem: LINE_MESSAGES.texasGame(f[0]) };
  const [month, day, year] = f.slice(1, 4);
  const date = /^\d{1,2}$/.test(month ?? '') && /^\d{1,2}$/.test(day ?? '') && /^\d{4}$/.test(year ?? '') ? drawDateOf(`${month}/${day}/${year}`) : undefined;
  if (!date || !('day' in date)) return { problem: LINE_MESSAGES.texasDate };
  const n = GAME_DIGITS[named.game];
  const digits = f.slice(4, 4 + n);
  if (digits.length !== n || !digits.every(isDigit)) return { problem: LINE_MESSAGES.texasDigits(STATES.TX.games[named.game], n) };
  const extra = f.slice(4 + n);
  if (extra.length > 2 || !extra.every((v) => /^\d*$/.test(v))) return { problem: LINE_MESSAGES.texasExtra };
  // The Fireball column (after Sum It Up) is the draw's add-on digit when it holds one.
  const fireball = extra[1] ?? '';
  return { fields: { state: 'TX', game: named.game, drawDate: date.day, drawTime: named.drawTime, number: digits.join(''), ...(isDigit(fireball) && { extra: fireball }) } };
}

/**
 * A number as one column or one digit a column; sources other than our own header may have dropped
 * leading zeros. A number column may carry the add-on after it ("1-2-3 FB 4").
 */
function numberFrom(layout: ColumnsLayout, f: string[], padTo: number | undefined, name: (c: number) => string): { number: string; extra?: string } | { problem: string } {
  const cell = layout.number !== undefined ? (f[layout.number] ?? '') : '';
  const { number: written, extra } = withAddOn(cell);
  const read = written === '' ? undefined : numberOf(written, padTo);
  if (read !== undefined) return { number: read, ...(extra !== undefined && { extra }) };
  // Where the header has both forms, the digit columns count when the number column holds none.
  if (layout.digits.length > 0 && (written === '' || layout.digits.some((c) => (f[c] ?? '') !== ''))) {
    let number = '';
    for (const c of layout.digits) {
      const v = f[c] ?? '';
      if (!isDigit(v)) return { problem: LINE_MESSAGES.digit(name(c), v) };
      number += v;
    }
    return { number };
  }
  return { problem: written === '' ? LINE_MESSAGES.noNumber : RESULT_MESSAGES.numberDigits(written) };
}

/** The add-on's own column: empty for none, else one digit. */
function extraFrom(layout: ColumnsLayout, f: string[], name: (c: number) => string): { extra?: string } | { problem: string } {
  if (layout.extra === undefined) return {};
  const v = (f[layout.extra] ?? '').trim();
  if (v === '') return {};
  return isDigit(v) ? { extra: v } : { problem: LINE_MESSAGES.digit(name(layout.extra), v) };
}

/** The game's length, when the game is known: the padding of a number whose zeros were dropped. */
const padFor = (layout: ColumnsLayout, game: string) => {
  if (layout.ours) return undefined;
  const known = gameOf(game);
  return known && GAME_DIGITS[known];
};

/**
 * `read` remembered for the values a file repeats (a date is on every line of its day, a draw's
 * name on a third of the lines): a file of years reads each once, and the same string comes back,
 * which later lookups by it find faster.
 */
function remembered<T>(read: (v: string) => T): (v: string) => T {
  const known = new Map<string, T>();
  return (v) => {
    let r = known.get(v);
    if (r === undefined) {
      if (known.size >= 20_000) known.clear();
      r = read(v);
      known.set(v, r);
    }
    return r;
  };
}

/** Reads the lines of a file in `layout`, the query filling in what the file does not say. */
export function lineReader(layout: Layout, params: ImportParams): (cells: string[]) => LineDraw[] {
  if (layout.kind === 'texas') return (f) => [texasLine(f)];
  const dateOf = remembered(drawDateOf);
  const drawTimeIn = remembered(drawTimeNamed);
  const name = (c: number) => (layout.header ? `Column "${layout.names[c]}"` : `Column ${c + 1}`);
  const cell = (f: string[], c: number | undefined, fallback = '') => (c === undefined ? fallback : f[c] || fallback);
  const state = (f: string[]) => cell(f, layout.state, params.state);
  const game = (f: string[]) => cell(f, layout.game, params.game);

  if (layout.wide.length > 0) {
    return (f) => {
      const date = dateOf(f[layout.date] ?? '');
      if (!('day' in date)) return [{ problem: date.problem }];
      const out: LineDraw[] = [];
      for (const w of layout.wide) {
        const v = f[w.column] ?? '';
        // A day without this draw (before it existed, or not yet drawn) leaves its cell empty.
        if (isNoDraw(v)) continue;
        const g = w.game ?? game(f);
        const written = withAddOn(v);
        const number = numberOf(written.number, padFor(layout, g));
        if (number === undefined) out.push({ problem: LINE_MESSAGES.inColumn(layout.names[w.column], RESULT_MESSAGES.numberDigits(v)) });
        else out.push({ fields: { state: state(f), game: g, drawDate: date.day, drawTime: w.drawTime, number, ...(written.extra !== undefined && { extra: written.extra }) } });
      }
      return out;
    };
  }

  return (f) => {
    const date = dateOf(f[layout.date] ?? '');
    if (!('day' in date)) return [{ problem: date.problem }];
    let drawTime: string | undefined = params.drawTime;
    if (layout.draw !== undefined) {
      const v = f[layout.draw] ?? '';
      const named = drawTimeIn(v);
      const clock = isClockTime(v);
      // A clock time or an empty cell leaves the draw to the query; anything else must name one.
      if (named) drawTime = named;
      else if (!drawTime || (v !== '' && !clock)) return [{ problem: clock ? LINE_MESSAGES.clockTime(v) : RESULT_MESSAGES.drawTime(v) }];
    }
    const g = game(f);
    const number = numberFrom(layout, f, padFor(layout, g), name);
    if ('problem' in number) return [number];
    const column = extraFrom(layout, f, name);
    if ('problem' in column) return [column];
    // The add-on's own column, else one written after the number.
    const extra = column.extra ?? number.extra;
    return [{ fields: { state: state(f), game: g, drawDate: date.day, drawTime: drawTime ?? '', number: number.number, ...(extra !== undefined && { extra }) } }];
  };
}
