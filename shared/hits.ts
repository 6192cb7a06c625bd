// Scoring prediction numbers against official draws (docs/product.md, "Hits and the track record"):
// which game a number plays, what counts as a hit, and the chance of one. Shared so the pages
// explain the method with the same figures the server computes.
import { z } from './zod';
import { boxKey, orderings } from './digits';
import { addDays } from './calendar';
import { dayQueryParam, pageLimitParam } from './fields';
import type { CoverageDto } from './coverage';
import type { ResultCorrectionDto } from './results';

export type { CoverageDto };
export { boxKey, orderings };

export const HIT_KINDS = ['straight', 'box'] as const;
export type HitKind = (typeof HIT_KINDS)[number];

/** The games a prediction number can be scored against, by its number of digits. */
export const SCORED_GAMES = { 3: 'pick3', 4: 'pick4' } as const;
export type ScoredGame = (typeof SCORED_GAMES)[keyof typeof SCORED_GAMES];

/** A scoring window may end at most this many days after the batch's date. */
export const MAX_VALID_DAYS = 13;

/** pick3 for 3 digits, pick4 for 4; other lengths are not scored. */
export function gameOfNumber(number: string): ScoredGame | null {
  if (!/^\d+$/.test(number)) return null;
  return (SCORED_GAMES as Record<number, ScoredGame>)[number.length] ?? null;
}

/** Straight: the same digits in the same order; box: the same digits in another order. */
export function hitKind(predicted: string, drawn: string): HitKind | null {
  if (predicted.length !== drawn.length) return null;
  if (predicted === drawn) return 'straight';
  return boxKey(predicted) === boxKey(drawn) ? 'box' : null;
}

/**
 * Pure chance for one number and one draw of its game: straight 1/10^n, box (another order)
 * (k − 1)/10^n, where k is the number of orderings of its digits.
 */
export function chanceOf(number: string): { straight: number; box: number } {
  const space = 10 ** number.length;
  return { straight: 1 / space, box: (orderings(number) - 1) / space };
}

/** A number that hit: which draw, and how. */
export interface HitDto {
  number: string;
  state: string;
  game: ScoredGame;
  drawDate: string;
  drawTime: string;
  kind: HitKind;
  /** The number drawn: `number` itself for a straight hit, its digits in another order for a box hit. */
  drawn: string;
}

/** The four figures of "The track record" (docs/product.md) for straight or box hits. */
export interface HitFigures {
  /** Numbers with at least one hit of this kind. */
  numbersHit: number;
  /** (number, draw) hits of this kind. */
  hits: number;
  /** The chance summed over every check: the hits pure chance would give. */
  expectedHits: number;
  /** Over the numbers, 1 − ∏(1 − chance) over that number's checks. */
  expectedNumbersHit: number;
}

/** GET /api/track-record (docs/api.md, "Track record and proof list"). */
export interface TrackRecordDto {
  from: string;
  to: string;
  /** Scored numbers (each occurrence) whose window held at least one stored draw. */
  numbers: number;
  /** (number, draw) checks. */
  draws: number;
  straight: HitFigures;
  box: HitFigures;
  byState: { state: string; straight: HitFigures; box: HitFigures }[];
  /**
   * Of `numbers`, those the set no longer holds (an edit took them away or the set was deleted
   * after draws they were checked against): they still count on those draws.
   */
  withdrawn: number;
  coverage: CoverageDto;
}

/** One week of the track record's chart: the same figures as GET /api/track-record, for Monday..Sunday. */
export interface TrackRecordWeekDto {
  /** Monday of the week, YYYY-MM-DD in APP_TIMEZONE. */
  weekStart: string;
  numbers: number;
  draws: number;
  straight: HitFigures;
  box: HitFigures;
}

/** GET /api/track-record/weekly?from=&to= (anyone; default the last 365 days): the chart's series, oldest week first. */
export interface TrackRecordWeeklyDto {
  from: string;
  to: string;
  weeks: TrackRecordWeekDto[];
}

/**
 * The last day a batch of `date` may be scored on (docs/product.md, "Hits and the track record").
 */
export const lastValidDay = (date: string) => addDays(date, MAX_VALID_DAYS);

/** Why `validThrough` cannot go with a batch of `date`, or null when it can. */
export function validThroughProblem(date: string, validThrough: string): string | null {
  if (validThrough >= date && validThrough <= lastValidDay(date)) return null;
  return `validThrough must be a day from ${date} to ${lastValidDay(date)}: the batch's date to ${MAX_VALID_DAYS} days after it.`;
}

/** The widest range the track record answers at once, in days. */
export const TRACK_RECORD_MAX_DAYS = 400;
/** The ranges the track record answers when none is given: the last 30 days; the chart, the last year. */
export const TRACK_RECORD_DEFAULT_DAYS = 30;
export const TRACK_RECORD_WEEKLY_DEFAULT_DAYS = 365;

/** `?from=&to=` of the track record: both optional days, checked once the defaults are in (trackRecordRange). */
export const trackRecordQuerySchema = z.object({
  from: dayQueryParam('Query parameter from'),
  to: dayQueryParam('Query parameter to'),
});
export type TrackRecordQuery = z.output<typeof trackRecordQuerySchema>;

/**
 * The range a query asks for: `to` defaults to today and `from` to `days` days ending at `to`.
 * Answers the problem (naming the field) when from is after to or the range is too wide.
 */
export function trackRecordRange(q: TrackRecordQuery, today: string, days: number): { from: string; to: string } | { problem: string; field: 'from' } {
  const to = q.to ?? today;
  const from = q.from ?? addDays(to, 1 - days);
  if (from > to) return { problem: `from (${from}) must not be after to (${to}).`, field: 'from' };
  if (from < addDays(to, 1 - TRACK_RECORD_MAX_DAYS)) return { problem: `from..to may cover at most ${TRACK_RECORD_MAX_DAYS} days.`, field: 'from' };
  return { from, to };
}

/**
 * The last validThrough day whose sets are public on `today`: their window ended `delayDays` whole
 * days ago (docs/product.md, "The proof list"); null when the delay is 0 (nothing is public). The
 * proof list and the ledger's reveals (docs/ledger.md) follow the same day.
 */
export function proofCutoffDay(today: string, delayDays: number): string | null {
  return delayDays === 0 ? null : addDays(today, -(delayDays + 1));
}

/** The <meta> of the served page that tells the track record PROOF_DELAY_DAYS (api/platform/http/static-site.ts). */
export { PROOF_DELAY_META } from './page-settings';

/** The proof list's page (docs/product.md, "The proof list"): 20 hits unless asked, at most 100. */
export const PROOF_PAGE_DEFAULT = 20;
export const PROOF_PAGE_MAX = 100;

/** `?limit=&before=` of GET /api/track-record/hits; `before` is checked by the server against the hits' ids. */
export const proofQuerySchema = z.object({
  limit: pageLimitParam(PROOF_PAGE_MAX, PROOF_PAGE_DEFAULT, `Query parameter limit must be a whole number from 1 to ${PROOF_PAGE_MAX}.`),
  before: z.string().optional(),
});

export const PROOF_MESSAGES = {
  before: 'Query parameter before must be the _id of a hit from this list.',
} as const;

/**
 * One hit of the public proof list (GET /api/track-record/hits, docs/api.md,
 * "Track record and proof list"): a number of a prediction whose window closed PROOF_DELAY_DAYS or
 * more days ago, the draw it hit, and when its pair was published or last changed (the moment its
 * window opened).
 */
export interface ProofHitDto {
  _id: string;
  number: string;
  kind: HitKind;
  state: string;
  game: ScoredGame;
  drawDate: string;
  drawTime: string;
  /** The number drawn (HitDto's `drawn`). */
  drawn: string;
  /** ISO instant. */
  publishedAt: string;
  /**
   * The ledger entry from which the number counted on the draw, `publishedAt` its committedAt
   * (GET /api/ledger, docs/ledger.md). Scoring reads the ledger alone, so it is always set.
   */
  ledgerSeq: number | null;
  /**
   * Only when the draw's result was corrected after it was stored: each correction the results'
   * chain holds (docs/ledger.md, "Results"), with the number it replaced.
   */
  corrections?: ResultCorrectionDto[];
}
