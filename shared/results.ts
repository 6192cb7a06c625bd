// Official draw results (docs/product.md, "Official results"): the seven states' draw table, the
// result's wire type, the checks a draw must pass and their messages. The server stores and imports
// by this table; the web app builds its form and shows scheduled times from the same one.
import { addDays, dayOf, endOfDay, FIRST_DAY, instantAt, isRealDay, weekdayOf } from './calendar';

export const GAMES = ['pick3', 'pick4'] as const;
export type Game = (typeof GAMES)[number];
export const GAME_DIGITS: Record<Game, number> = { pick3: 3, pick4: 4 };

export const DRAW_TIMES = ['morning', 'midday', 'evening', 'night'] as const;
export type DrawTime = (typeof DRAW_TIMES)[number];
export const DRAW_TIME_NAMES: Record<DrawTime, string> = { morning: 'Morning', midday: 'Midday', evening: 'Evening', night: 'Night' };

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;
const MONDAY_TO_SATURDAY = [1, 2, 3, 4, 5, 6] as const;

export interface ScheduledDraw {
  /** Local wall-clock time in the state's zone, HH:MM. */
  at: string;
  /** Days of the week it is held: 0 Sunday to 6 Saturday. */
  weekdays: readonly number[];
  /** The state's own name for this draw time, where it differs (Texas "Day", North Carolina "Daytime"). */
  localName?: string;
}

export interface StateInfo {
  name: string;
  zone: string;
  /** The state's own names of its daily 3- and 4-digit games. */
  games: Record<Game, string>;
  draws: Partial<Record<DrawTime, ScheduledDraw>>;
}

/** The states' published schedules, in the product's order (docs/product.md, "The draw table"). */
export const STATES = {
  TN: {
    name: 'Tennessee',
    zone: 'America/Chicago',
    games: { pick3: 'Cash 3', pick4: 'Cash 4' },
    draws: {
      morning: { at: '09:28', weekdays: MONDAY_TO_SATURDAY },
      midday: { at: '12:28', weekdays: MONDAY_TO_SATURDAY },
      evening: { at: '18:28', weekdays: EVERY_DAY },
    },
  },
  TX: {
    name: 'Texas',
    zone: 'America/Chicago',
    games: { pick3: 'Pick 3', pick4: 'Daily 4' },
    draws: {
      morning: { at: '10:00', weekdays: MONDAY_TO_SATURDAY },
      midday: { at: '12:27', weekdays: MONDAY_TO_SATURDAY, localName: 'Day' },
      evening: { at: '18:00', weekdays: MONDAY_TO_SATURDAY },
      night: { at: '22:12', weekdays: MONDAY_TO_SATURDAY },
    },
  },
  GA: {
    name: 'Georgia',
    zone: 'America/New_York',
    games: { pick3: 'Cash 3', pick4: 'Cash 4' },
    draws: {
      midday: { at: '12:29', weekdays: EVERY_DAY },
      evening: { at: '18:59', weekdays: EVERY_DAY },
      night: { at: '23:34', weekdays: EVERY_DAY },
    },
  },
  OH: {
    name: 'Ohio',
    zone: 'America/New_York',
    games: { pick3: 'Pick 3', pick4: 'Pick 4' },
    draws: { midday: { at: '12:29', weekdays: EVERY_DAY }, evening: { at: '19:29', weekdays: EVERY_DAY } },
  },
  MI: {
    name: 'Michigan',
    zone: 'America/New_York',
    games: { pick3: 'Daily 3', pick4: 'Daily 4' },
    draws: { midday: { at: '12:59', weekdays: EVERY_DAY }, evening: { at: '19:29', weekdays: EVERY_DAY } },
  },
  FL: {
    name: 'Florida',
    zone: 'America/New_York',
    games: { pick3: 'Pick 3', pick4: 'Pick 4' },
    draws: { midday: { at: '13:30', weekdays: EVERY_DAY }, evening: { at: '21:45', weekdays: EVERY_DAY } },
  },
  NC: {
    name: 'North Carolina',
    zone: 'America/New_York',
    games: { pick3: 'Pick 3', pick4: 'Pick 4' },
    draws: { midday: { at: '15:00', weekdays: EVERY_DAY, localName: 'Daytime' }, evening: { at: '23:22', weekdays: EVERY_DAY } },
  },
} as const satisfies Record<string, StateInfo>;

export type StateCode = keyof typeof STATES;
export const STATE_CODES = Object.keys(STATES) as StateCode[];

/** A draw is named by its state, game, date (the state's calendar) and draw time. */
export interface DrawKey {
  state: StateCode;
  game: Game;
  drawDate: string;
  drawTime: DrawTime;
}
export interface DrawInput extends DrawKey {
  /** Digits, leading zeros kept. */
  number: string;
  /** The add-on digit (Fireball, Wild Ball), where the state's game draws one and it was given. */
  extra?: string;
}

/** A result on the wire (docs/api.md, "Official results"). */
export interface ResultDto extends DrawInput {
  _id: string;
  /** The draw's instant from the table, ISO UTC. */
  drawnAt: string;
  /**
   * Only for a result corrected after it was stored: each correction the results' chain holds
   * (docs/ledger.md, "Results"), oldest first, with the number it replaced and when.
   */
  corrections?: ResultCorrectionDto[];
  /**
   * Only where the state's own file (an import or a feed) disagrees with this result, entered by
   * hand: the number the file gives. Both are kept and the result is flagged until it is corrected
   * to the file's number or the file is found wrong.
   */
  fileNumber?: string;
}

/** A correction of a stored result, as the results' chain holds it. */
export interface ResultCorrectionDto {
  replaced: string;
  number: string;
  /** When it was stored, ISO UTC. */
  at: string;
}

/** One draw slot (a state's game at one draw time) for the Results page's "latest draws at a glance". */
export interface DrawSlotDto {
  state: StateCode;
  game: Game;
  drawTime: DrawTime;
  /** The newest stored result of this slot. */
  result: ResultDto | null;
  /** The slot's latest scheduled draw whose time has come: a result older than it is still awaited. */
  lastDraw: { drawDate: string; drawnAt: string } | null;
  /** The slot's next scheduled draw, e.g. for "draws at 10:00 CT" when today's has not happened yet. */
  nextDraw: { drawDate: string; drawnAt: string };
}
export interface LatestResultsDto {
  slots: DrawSlotDto[];
}

/**
 * POST /api/results/import: what was stored (with ?dryRun=1, what would be). mode=all stores
 * nothing when a line is rejected (then the answer is a 400 with `rejected`); mode=valid stores
 * the valid lines and says how many were skipped, listing the first 100 (docs/product.md,
 * "Importing results files").
 */
export interface ImportResultDto {
  imported: number;
  /** Lines that store nothing new: the same draw and number as a stored result or an earlier line. */
  duplicates: number;
  /** Of `duplicates`, those repeating an earlier line of the file (the rest are stored already). */
  repeatedInFile: number;
  /** The earliest and latest draw dates the file's valid lines give; null when they give none. */
  firstDrawDate: string | null;
  lastDrawDate: string | null;
  rejected: { line: number; message: string }[];
  /** mode=valid only: every rejected line, also those past the first 100. */
  rejectedCount?: number;
  /**
   * Lines that disagree with a result entered by hand: the file's number is kept beside it and the
   * result flagged, never refused (the first 100; each says which draw and both numbers).
   */
  flagged: { line: number; message: string }[];
}

/**
 * The length of the number a RESULT_MESSAGES.numberLength sentence refused, read back from it; null
 * for any other sentence. The import page suggests the other game when every line fails so.
 */
export function refusedNumberLength(message: string): number | null {
  const m = /^Number "(\d+)" must have \d digits for /.exec(message);
  return m ? m[1].length : null;
}

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The first rejected lines an import answers with (docs/product.md, "Importing results files"). */
export const IMPORT_MAX_REJECTED = 100;
export const RESULTS_LIMIT_DEFAULT = 100;
export const RESULTS_LIMIT_MAX = 1000;
/** GET /api/results skips at most this many results (`offset`), a page further than any store holds. */
export const RESULTS_OFFSET_MAX = 1_000_000;

export const stateName = (state: StateCode) => STATES[state].name;
/** The state's own name of a draw time: Texas "Day", North Carolina "Daytime", else e.g. "Evening". */
export function drawTimeName(state: StateCode, drawTime: DrawTime): string {
  const draws: StateInfo['draws'] = STATES[state].draws;
  return draws[drawTime]?.localName ?? DRAW_TIME_NAMES[drawTime];
}
/** E.g. "Texas Pick 3 Evening", "North Carolina Pick 4 Daytime". */
export function drawName(d: Pick<DrawKey, 'state' | 'game' | 'drawTime'>): string {
  const s: StateInfo = STATES[d.state];
  return `${s.name} ${s.games[d.game]} ${drawTimeName(d.state, d.drawTime)}`;
}
/** E.g. "Texas Evening", "Texas Day": how pushes name a draw. */
export const stateDrawName = (state: StateCode, drawTime: DrawTime) => `${STATES[state].name} ${drawTimeName(state, drawTime)}`;

const quote = (v: string) => JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);

export const RESULT_MESSAGES = {
  notFound: 'Result not found.',
  extraDigit: (v: string) => `The add-on digit (extra) must be one digit, 0-9, not ${JSON.stringify(v.length > 20 ? `${v.slice(0, 20)}…` : v)}.`,
  extraNone: (d: { state: StateCode; game: Game }) => `${STATES[d.state].name} ${STATES[d.state].games[d.game]} draws no Fireball or Wild Ball: leave out extra.`,
  removed: 'Result removed.',
  importTooLarge: 'The file is too large (the limit is 5 MiB). Split it into smaller files.',
  importCut: 'The server is restarting, so the import stopped before its end. Send the file again in a minute: it stores the rest.',
  importBusy: 'Another results file is being imported. Send this one again in a moment.',
  importType: 'Send the file as CSV (Content-Type: text/csv).',
  state: (v: string) => `State ${quote(v)} is not one of ${STATE_CODES.join(', ')}.`,
  game: (v: string) => `Game ${quote(v)} is not pick3 or pick4.`,
  drawTime: (v: string) => `Draw time ${quote(v)} is not morning, midday, evening or night.`,
  drawDate: (v: string) => `Draw date ${quote(v)} is not a date (YYYY-MM-DD).`,
  drawDateTooEarly: (v: string) => `Draw date ${v} is before ${FIRST_DAY}: no state held a daily game then.`,
  notHeld: (d: Omit<DrawKey, 'game'>) => {
    const s: StateInfo = STATES[d.state];
    const held = s.draws[d.drawTime];
    if (!held) return `${s.name} holds no ${DRAW_TIME_NAMES[d.drawTime].toLowerCase()} draw; its draw times are ${Object.keys(s.draws).join(', ')}.`;
    const day = new Date(`${d.drawDate}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
    return `${s.name} holds no ${DRAW_TIME_NAMES[d.drawTime].toLowerCase()} draw on ${day}s (${d.drawDate}).`;
  },
  numberDigits: (v: string) => `Number ${quote(v)} must be digits only, leading zeros kept (e.g. "047").`,
  numberLength: (d: Pick<DrawKey, 'state' | 'game'>, v: string) =>
    `Number ${quote(v)} must have ${GAME_DIGITS[d.game]} digits for ${STATES[d.state].name} ${STATES[d.state].games[d.game]}.`,
  future: (d: DrawKey) => {
    const s: StateInfo = STATES[d.state];
    return `${drawName(d)} of ${d.drawDate} is drawn at ${s.draws[d.drawTime]?.at} ${s.zone} time: it has not been drawn yet.`;
  },
  conflict: (d: DrawKey, stored: string) => `${drawName(d)} of ${d.drawDate} is already stored with the number ${stored}. To change it, correct that result.`,
  fileDisagrees: (d: DrawKey, stored: string, file: string) =>
    `${drawName(d)} of ${d.drawDate} was entered by hand as ${stored}; this file says ${file}. Both are kept and the result is flagged: correct it if the file is right.`,
  importFailed: (problems: number) =>
    `Nothing was imported: ${problems} line${problems === 1 ? ' has a problem' : 's have problems'}${problems > IMPORT_MAX_REJECTED ? ` (the first ${IMPORT_MAX_REJECTED} are listed)` : ''}.`,
} as const;

// Names a person or a file may use, e.g. "Cash 3" or "Daily 4" for a game and "Day" for midday,
// folded to lower case without spaces; all come from the table above.
const fold = (v: string) => v.toLowerCase().replace(/\s+/g, '');
const GAME_NAMES = new Map<string, Game>(GAMES.map((g) => [g, g]));
const DRAW_TIME_ALIASES = new Map<string, DrawTime>(DRAW_TIMES.map((t) => [t, t]));
for (const s of Object.values(STATES) as StateInfo[]) {
  for (const g of GAMES) GAME_NAMES.set(fold(s.games[g]), g);
  for (const [t, draw] of Object.entries(s.draws)) if (draw.localName) DRAW_TIME_ALIASES.set(fold(draw.localName), t as DrawTime);
}
// The exact name is tried first: an import of years asks for each line.
export const gameOf = (name: string): Game | undefined => GAME_NAMES.get(name) ?? GAME_NAMES.get(fold(name));
export const drawTimeOf = (name: string): DrawTime | undefined => DRAW_TIME_ALIASES.get(name) ?? DRAW_TIME_ALIASES.get(fold(name));
export const stateOf = (code: string): StateCode | undefined => {
  const c = Object.hasOwn(STATES, code) ? code : code.trim().toUpperCase();
  return Object.hasOwn(STATES, c) ? (c as StateCode) : undefined;
};

/** Whether `state` holds a draw at `drawTime` on `day`. */
export function holdsDraw(state: StateCode, drawTime: DrawTime, day: string): boolean {
  const draws: StateInfo['draws'] = STATES[state].draws;
  return draws[drawTime]?.weekdays.includes(weekdayOf(day)) ?? false;
}

/** The draw times `state` holds on `day`, in the order of the day. */
export function drawTimesOn(state: StateCode, day: string): DrawTime[] {
  return DRAW_TIMES.filter((t) => holdsDraw(state, t, day));
}

// The same instants are asked for again and again (an import of years names each draw twice,
// once per game): each is worked out once. Kept by state and draw time, then by day, so a lookup
// builds no key string.
const instants = new Map<string, Map<string, Map<string, number>>>();
let instantsKept = 0;
/** The draw's instant (ms): its local time from the table on drawDate in the state's zone. */
export function drawnAtOf(d: Omit<DrawKey, 'game'>): number {
  let slot = instants.get(d.state)?.get(d.drawTime);
  let t = slot?.get(d.drawDate);
  if (t === undefined) {
    const s: StateInfo = STATES[d.state];
    t = instantAt(d.drawDate, s.draws[d.drawTime]!.at, s.zone);
    if (instantsKept >= 200_000) {
      instants.clear();
      instantsKept = 0;
      slot = undefined;
    }
    if (!slot) {
      if (!instants.has(d.state)) instants.set(d.state, new Map());
      slot = new Map();
      instants.get(d.state)!.set(d.drawTime, slot);
    }
    slot.set(d.drawDate, t);
    instantsKept++;
  }
  return t;
}

/** A draw of the table at its instant. */
export interface ScheduledDrawAt extends Omit<DrawKey, 'game'> {
  /** The draw's instant (ms). */
  at: number;
}

/** Every draw of the seven states whose instant is after `after` and at or before `until` (ms), earliest first. */
export function drawsBetween(after: number, until: number): ScheduledDrawAt[] {
  const out: ScheduledDrawAt[] = [];
  // The states' own calendars lie within a day of UTC's.
  for (let day = addDays(dayOf(after, 'UTC'), -1); day <= addDays(dayOf(until, 'UTC'), 1); day = addDays(day, 1)) {
    for (const state of STATE_CODES) {
      for (const drawTime of drawTimesOn(state, day)) {
        const at = drawnAtOf({ state, drawDate: day, drawTime });
        if (at > after && at <= until) out.push({ state, drawDate: day, drawTime, at });
      }
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

/**
 * Whether numbers published at `now` and valid through `day` (the operator's calendar) have a draw
 * left to hit: after its last draw, a set valid through that day can never hit.
 */
export function hasDrawLeft(day: string, now: number, timeZone: string): boolean {
  return drawsBetween(now, endOfDay(day, timeZone)).length > 0;
}

/** The day's last draw of all seven states (in `timeZone`'s calendar), for saying when it was. */
export function lastDrawOfDay(day: string, timeZone: string): ScheduledDrawAt | undefined {
  return drawsBetween(endOfDay(addDays(day, -1), timeZone), endOfDay(day, timeZone)).at(-1);
}

/** The number's digits in ascending order: every ordering of the same digits has one box key. */
export const boxKey = (number: string) => [...number].sort().join('');

export type DrawCheck = { ok: true; draw: DrawInput } | { ok: false; field: keyof DrawInput; message: string };

/**
 * Checks a draw against the table: a known state, game and draw time, a real date on which the
 * state holds that draw, and a number of the game's length. Names are taken in any case, and the
 * states' own names ("Cash 3", "Day") as well. Whether the draw has happened is the caller's
 * check (it needs a clock).
 */
export function checkDraw(f: Record<keyof DrawKey | 'number', string>): DrawCheck {
  const state = stateOf(f.state);
  if (!state) return { ok: false, field: 'state', message: RESULT_MESSAGES.state(f.state) };
  const game = gameOf(f.game);
  if (!game) return { ok: false, field: 'game', message: RESULT_MESSAGES.game(f.game) };
  const drawDate = f.drawDate.trim();
  if (!isRealDay(drawDate)) return { ok: false, field: 'drawDate', message: RESULT_MESSAGES.drawDate(f.drawDate) };
  if (drawDate < FIRST_DAY) return { ok: false, field: 'drawDate', message: RESULT_MESSAGES.drawDateTooEarly(drawDate) };
  const drawTime = drawTimeOf(f.drawTime);
  if (!drawTime) return { ok: false, field: 'drawTime', message: RESULT_MESSAGES.drawTime(f.drawTime) };
  if (!holdsDraw(state, drawTime, drawDate)) return { ok: false, field: 'drawTime', message: RESULT_MESSAGES.notHeld({ state, drawDate, drawTime }) };
  const number = f.number.trim();
  if (!/^\d+$/.test(number)) return { ok: false, field: 'number', message: RESULT_MESSAGES.numberDigits(f.number) };
  if (number.length !== GAME_DIGITS[game]) return { ok: false, field: 'number', message: RESULT_MESSAGES.numberLength({ state, game }, number) };
  return { ok: true, draw: { state, game, drawDate, drawTime, number } };
}
