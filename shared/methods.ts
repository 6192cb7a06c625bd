// The ways of making a set's numbers (docs/product.md, "Methods"): each a pure function of the
// draws stored before a cut-off instant, and nothing else. The control's numbers come from a
// published recipe (docs/ledger.md, "The control") so anyone can recompute them with any SHA-256
// tool. One walk over the draws (`createHistoryWalk`) serves both a single set and the lab's
// replay of years, day after day, so the two can never make different numbers.
import { z } from './zod';
import { dayQueryParam } from './fields';
import { STATE_CODES, stateOf, type StateCode } from './results';
import type { CoverageDto } from './coverage';
import type { HitFigures } from './hits';
import type { MoneyFigures } from './money';

/** Morning or Evening (as shared/predictions.ts, which imports this module's types). */
type TimeOfDay = 'Morning' | 'Evening';

export { METHOD_IDS, METHODS, methodName, SET_METHODS, type MethodDto, type MethodId, type SetMethod } from './method-names';
import { METHOD_IDS, SET_METHODS, type MethodId, type SetMethod } from './method-names';

/** A stored draw as a method reads it. */
export interface PastDraw {
  state: string;
  game: 'pick3' | 'pick4';
  number: string;
  drawnAt: number;
}

export const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/** The most numbers a set asks of one game: 10 pairs and 10 alternatives. */
export const MAX_NUMBERS = 20;

// ---------------------------------------------------------------------------------------------
// The control's recipe.

/** The text the control's k-th number of `game` for a set is hashed from. */
export const controlText = (game: 'pick3' | 'pick4', date: string, timeOfDay: TimeOfDay, k: number) => `control|${game}|${date}|${timeOfDay}|${k}`;

/** The first `digits` decimal digits of a lower-case hex digest, in order (its letters skipped). */
export function controlNumberOf(hex: string, digits: number): string {
  const found = hex.replace(/[^0-9]/g, '');
  if (found.length < digits) throw new Error(`the digest ${hex} holds fewer than ${digits} decimal digits`);
  return found.slice(0, digits);
}

// ---------------------------------------------------------------------------------------------
// What the draws before a cut-off say, per game.

interface GameHistory {
  digits: number;
  size: number;
  /** The game's draws, by instant, then by state descending (walking back gives newest first, states A to Z). */
  draws: PastDraw[];
  values: Int32Array;
  /** Draws before the cut-off: draws[0..added). */
  added: number;
  /** Draws before the year's start: draws[0..left). */
  left: number;
  /** Per number: draws in the last 365 days. */
  count: Int32Array;
  /** Per number: its last draw before the cut-off (-Infinity: never). */
  last: Float64Array;
  sumCount: Int32Array;
  sumLast: Float64Array;
}

const digitSum = (v: number) => {
  let s = 0;
  for (let x = v; x > 0; x = Math.floor(x / 10)) s += x % 10;
  return s;
};
/** Every number's digit sum, 0..9999 (a constant table). */
const DIGIT_SUMS = Int32Array.from({ length: 10_000 }, (_, v) => digitSum(v));

function gameHistory(digits: number, draws: PastDraw[]): GameHistory {
  draws.sort((a, b) => a.drawnAt - b.drawnAt || (a.state < b.state ? 1 : a.state > b.state ? -1 : 0));
  const size = 10 ** digits;
  return {
    digits,
    size,
    draws,
    values: Int32Array.from(draws, (d) => Number(d.number)),
    added: 0,
    left: 0,
    count: new Int32Array(size),
    last: new Float64Array(size).fill(Number.NEGATIVE_INFINITY),
    sumCount: new Int32Array(9 * digits + 1),
    sumLast: new Float64Array(9 * digits + 1).fill(Number.NEGATIVE_INFINITY),
  };
}

function advance(h: GameHistory, cutoff: number) {
  const { draws, values } = h;
  while (h.added < draws.length && draws[h.added].drawnAt < cutoff) {
    const v = values[h.added];
    const at = draws[h.added].drawnAt;
    const s = DIGIT_SUMS[v];
    h.count[v]++;
    h.last[v] = at;
    h.sumCount[s]++;
    h.sumLast[s] = at;
    h.added++;
  }
  const yearStart = cutoff - YEAR_MS;
  while (h.left < h.added && draws[h.left].drawnAt < yearStart) {
    const v = values[h.left];
    h.count[v]--;
    h.sumCount[DIGIT_SUMS[v]]--;
    h.left++;
  }
}

const pad = (v: number, digits: number) => String(v).padStart(digits, '0');

/**
 * The first `k` of 0..size-1 in the order `before` gives (a strict order): one pass, a short sorted
 * list. `most`, when given, is the order's first key (more first): a number with less than the
 * list's last is passed over without asking `before`.
 */
function firstK(size: number, k: number, before: (a: number, b: number) => boolean, most?: Int32Array): number[] {
  const top: number[] = [];
  if (k <= 0) return top;
  for (let v = 0; v < size; v++) {
    if (top.length === k && ((most !== undefined && most[v] < most[top[k - 1]]) || !before(v, top[k - 1]))) continue;
    let i = top.length === k ? k - 1 : top.length;
    if (top.length < k) top.push(v);
    while (i > 0 && before(v, top[i - 1])) {
      top[i] = top[i - 1];
      i--;
    }
    top[i] = v;
  }
  return top;
}

function ranked(method: Exclude<MethodId, 'control'>, h: GameHistory, k: number): string[] {
  const { count, last, sumCount, sumLast, digits } = h;
  const sums = DIGIT_SUMS;
  let order: (a: number, b: number) => boolean;
  switch (method) {
    case 'hot':
      order = (a, b) => count[a] > count[b] || (count[a] === count[b] && (last[a] > last[b] || (last[a] === last[b] && a < b)));
      break;
    case 'cold':
      order = (a, b) => last[a] < last[b] || (last[a] === last[b] && a < b);
      break;
    case 'sums':
      order = (a, b) => {
        const sa = sums[a];
        const sb = sums[b];
        if (sa !== sb) return sumCount[sa] > sumCount[sb] || (sumCount[sa] === sumCount[sb] && (sumLast[sa] > sumLast[sb] || (sumLast[sa] === sumLast[sb] && sa < sb)));
        return count[a] > count[b] || (count[a] === count[b] && (last[a] > last[b] || (last[a] === last[b] && a < b)));
      };
      break;
    case 'mirror': {
      // The latest draws newest first, each digit + 5 mod 10, each number once; past the draws
      // held, the numbers not yet taken in ascending order.
      const out: number[] = [];
      const taken = new Set<number>();
      for (let i = h.added - 1; i >= 0 && out.length < k; i--) {
        const d = h.draws[i].number;
        const m = Number([...d].map((c) => (Number(c) + 5) % 10).join(''));
        if (!taken.has(m)) out.push(m), taken.add(m);
      }
      for (let v = 0; v < h.size && out.length < k; v++) if (!taken.has(v)) out.push(v), taken.add(v);
      return out.map((v) => pad(v, digits));
    }
  }
  return firstK(h.size, k, order, method === 'hot' ? count : undefined).map((v) => pad(v, digits));
}

/** One set's numbers: `pick3[k-1]` and `pick4[k-1]` make pair k; alternatives continue the count. */
export interface MethodNumbers {
  pick3: string[];
  pick4: string[];
}

export interface SetAsk {
  date: string;
  timeOfDay: TimeOfDay;
  /** Numbers of each game: pairs + alternatives. */
  count: number;
}

/** Why a method could make no set. */
export const NO_RESULTS = 'no results are stored before the cut-off to work from';

/**
 * A walk through the draws in time: `at(cutoff)` (cut-offs never going back) makes sets from the
 * draws before the cut-off alone. Draws at or after it are never read.
 */
export function createHistoryWalk(draws: readonly PastDraw[], states: readonly string[] = STATE_CODES) {
  const chosen = new Set(states);
  const games = {
    pick3: gameHistory(
      3,
      draws.filter((d) => d.game === 'pick3' && chosen.has(d.state) && d.number.length === 3),
    ),
    pick4: gameHistory(
      4,
      draws.filter((d) => d.game === 'pick4' && chosen.has(d.state) && d.number.length === 4),
    ),
  };
  let at = Number.NEGATIVE_INFINITY;
  return {
    /**
     * The set `method` makes from the draws before `cutoff`, or a reason it cannot (no draw of a
     * game to work from; the control needs none). `sha256` gives the lower-case hex digest of a text.
     */
    make(method: MethodId, cutoff: number, ask: SetAsk, sha256: (text: string) => string): MethodNumbers | { problem: string } {
      if (cutoff < at) throw new Error('a history walk never goes back in time');
      at = cutoff;
      advance(games.pick3, cutoff);
      advance(games.pick4, cutoff);
      if (method === 'control') {
        const numbers = (game: 'pick3' | 'pick4', digits: number) =>
          Array.from({ length: ask.count }, (_, i) => controlNumberOf(sha256(controlText(game, ask.date, ask.timeOfDay, i + 1)), digits));
        return { pick3: numbers('pick3', 3), pick4: numbers('pick4', 4) };
      }
      if (games.pick3.added === 0 || games.pick4.added === 0) return { problem: NO_RESULTS };
      return { pick3: ranked(method, games.pick3, ask.count), pick4: ranked(method, games.pick4, ask.count) };
    },
  };
}

/** One set's numbers from the draws before `cutoff` (of `states`, default all seven). */
export function methodNumbers(
  method: MethodId,
  draws: readonly PastDraw[],
  ask: SetAsk & { cutoff: number; states?: readonly string[] },
  sha256: (text: string) => string,
): MethodNumbers | { problem: string } {
  return createHistoryWalk(draws, ask.states).make(method, ask.cutoff, ask, sha256);
}

/** Pairs and alternatives as a set holds them, from a method's numbers. */
export function pairsOf(numbers: MethodNumbers, pairs: number, alternatives: number) {
  const pair = (i: number) => ({ number1: numbers.pick3[i], number2: numbers.pick4[i] });
  return {
    predictions: Array.from({ length: pairs }, (_, i) => pair(i)),
    alternatives: Array.from({ length: alternatives }, (_, i) => pair(pairs + i)),
  };
}

// ---------------------------------------------------------------------------------------------
// The wire.

export const METHOD_MESSAGES = {
  method: `method must be one of ${METHOD_IDS.join(', ')}.`,
  setMethod: `method must be one of ${SET_METHODS.join(', ')}.`,
  pairs: 'pairs must be a whole number from 1 to 10.',
  alternatives: 'alternatives must be a whole number from 0 to 10.',
  validDays: 'validDays must be a whole number from 1 to 7.',
  publishAt: 'publishAt must be a time of day HH:MM (00:00 to 23:59).',
  states: `states must be a comma-separated list of ${STATE_CODES.join(', ')}.`,
  range: 'from must not be after to.',
  labDays: 'from..to may cover at most 3,700 days (ten years).',
  duplicate: 'Each time of day may have one entry at each publishAt.',
  entries: 'entries must be a list of at most 20 entries.',
} as const;

export const LAB_MAX_DAYS = 3700;

const wholeParam = (message: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .refine((v) => v === undefined || (/^\d{1,3}$/.test(v) && Number(v) >= min && Number(v) <= max), { message })
    .transform((v) => (v === undefined ? fallback : Number(v)));

const statesParam = z
  .string()
  .optional()
  .transform((v, ctx): StateCode[] => {
    if (v === undefined || v === '') return [...STATE_CODES];
    const codes = v.split(',').map((s) => stateOf(s.trim()));
    if (codes.some((c) => c === undefined)) {
      ctx.addIssue({ code: 'custom', message: METHOD_MESSAGES.states });
      return z.NEVER;
    }
    return STATE_CODES.filter((c) => codes.includes(c));
  });

/** `?method=&states=&from=&to=&pairs=` of GET /api/admin/lab; from and to default to the last 30 days. */
export const labQuerySchema = z.object({
  method: z.enum(METHOD_IDS, { message: METHOD_MESSAGES.method }),
  states: statesParam,
  from: dayQueryParam('Query parameter from'),
  to: dayQueryParam('Query parameter to'),
  pairs: wholeParam(METHOD_MESSAGES.pairs, 1, 10, 2),
});

export interface LabFigures {
  sets: number;
  plays: number;
  straight: { hits: number; expected: number };
  box: { hits: number; expected: number };
  money: { cost: number; won: number; net: number; expectedWon: number };
}

/** GET /api/admin/lab. */
export interface LabDto extends LabFigures {
  method: MethodId;
  states: StateCode[];
  from: string;
  to: string;
  control: LabFigures;
}

export const scheduleEntrySchema = z.object({
  timeOfDay: z.enum(['Morning', 'Evening'], { message: 'timeOfDay must be Morning or Evening.' }),
  publishAt: z.string({ message: METHOD_MESSAGES.publishAt }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, METHOD_MESSAGES.publishAt),
  method: z.enum(METHOD_IDS, { message: METHOD_MESSAGES.method }),
  pairs: z.number({ message: METHOD_MESSAGES.pairs }).int(METHOD_MESSAGES.pairs).min(1, METHOD_MESSAGES.pairs).max(10, METHOD_MESSAGES.pairs),
  alternatives: z.number({ message: METHOD_MESSAGES.alternatives }).int(METHOD_MESSAGES.alternatives).min(0, METHOD_MESSAGES.alternatives).max(10, METHOD_MESSAGES.alternatives),
  validDays: z.number({ message: METHOD_MESSAGES.validDays }).int(METHOD_MESSAGES.validDays).min(1, METHOD_MESSAGES.validDays).max(7, METHOD_MESSAGES.validDays),
});
export type ScheduleEntry = z.output<typeof scheduleEntrySchema>;

/** PUT /api/admin/schedule. */
export const scheduleSchema = z.object({
  entries: z
    .array(scheduleEntrySchema, { message: METHOD_MESSAGES.entries })
    .max(20, METHOD_MESSAGES.entries)
    .refine((list) => new Set(list.map((e) => `${e.timeOfDay} ${e.publishAt}`)).size === list.length, { message: METHOD_MESSAGES.duplicate }),
});

/** GET and PUT /api/admin/schedule: the entries, and each entry's last day published or refused. */
export interface ScheduleDto {
  entries: ScheduleEntry[];
  runs: { day: string; timeOfDay: TimeOfDay; publishAt: string; method: MethodId; setId: string | null; problem: string | null; at: string }[];
}

/** `?method=` of the track record and money: a method, `manual`, or all (absent). */
export const methodFilterParam = z
  .string()
  .optional()
  .refine((v) => v === undefined || (SET_METHODS as readonly string[]).includes(v), { message: METHOD_MESSAGES.setMethod })
  .transform((v) => v as SetMethod | undefined);

/** The track record's counts and money of a list of sets (docs/product.md, "The record by method"). */
export interface MethodRecordFigures {
  numbers: number;
  draws: number;
  straight: HitFigures;
  box: HitFigures;
  money: { straight: MoneyFigures; box: MoneyFigures };
}

/** GET /api/track-record/methods: each method with sets in the range, its own figures and the control's over the same places. */
export interface MethodsRecordDto {
  from: string;
  to: string;
  methods: (MethodRecordFigures & { method: SetMethod; sets: number; coverage: CoverageDto; control: MethodRecordFigures })[];
}
