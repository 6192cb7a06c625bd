// The track record (docs/product.md): every scored number whose batch's validThrough day lies in
// the range, its checks and hits from the scorer, summed by track-record.ts; and its proof list
// (docs/product.md, "The proof list", proof.ts). Anyone may ask, so each answer is serialised once
// and kept until the next results or predictions write (api/platform/http/cached.ts).
import type { Deps } from '../../platform/deps';
import { MINUTE } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import { cachedBy } from '../../platform/http/cached';
import { addDays, dayOf, weekdayOf } from '@shared/calendar';
import type { MoneyByPlayDto, MoneyDto, MoneyWeeklyDto } from '@shared/money';
import { PLAY_GAMES, statesNotSelling, type MoneyPlay } from '@shared/plays';
import { STATE_CODES, type StateCode } from '@shared/results';
import {
  gameOfNumber,
  PROOF_PAGE_MAX,
  proofCutoffDay,
  type ProofHitDto,
  type ScoredGame,
  type TrackRecordDto,
  type TrackRecordWeekDto,
  type TrackRecordWeeklyDto,
} from '@shared/hits';
import { createHash } from 'node:crypto';
import { controlNumberOf, controlText, SET_METHODS, type MethodsRecordDto } from '@shared/methods';
import type { TimeOfDay } from '@shared/predictions';
import type { ChainRun } from './chain';
import { coverageOf } from './coverage';
import { moneyByPlayOf, moneyOf, prizeTables } from './money';
import { createProofWalk, positionOf, type ProofWalk } from './proof';
import { createHitScorer, type ScoreWindow, type ScoringDraws } from './scoring';
import { summarize, type ScoredNumber } from './track-record';
import { hitScanJob, type HitScanReads } from './hit-push';
import { createResultLedger } from '../ledger';

/** Answers kept per range: the page asks for three ranges and the chart for one. */
const KEPT_ANSWERS = 32;
/** How long an answer holding coverage is kept at most: the draws held move on with the clock. */
const COVERAGE_ROUND_MS = 5 * 60_000;
/** Proof pages kept: readers page from the top, so the first pages are the ones asked again. */
const KEPT_PROOF_PAGES = 64;

/** A week's money without its states' breakdown. */
const pick = ({ straight, box }: { straight: MoneyDto['straight']; box: MoneyDto['box'] }) => ({ straight, box });

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A pair's place k in its set's count (docs/ledger.md, "The control"): pairs from 1, alternatives after them. */
const controlPlace = (run: ChainRun) => (run.kind === 'prediction' ? run.place + 1 : run.pairs + run.place + 1);

/** Monday of the week (Monday..Sunday) holding `day`. */
export const weekStartOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7));

/** `drawReads`: the results feature's reads of the stored draws (ScoringDraws), handed in by api/compose.ts. */
export function createHitsService(deps: Pick<Deps, 'db' | 'clock' | 'config'>, queue: JobQueue, scanReads: HitScanReads, drawReads: ScoringDraws) {
  const { db, clock } = deps;
  const scorer = createHitScorer(db, deps.config.timeZone, drawReads);
  const corrections = createResultLedger(deps).corrections;
  /**
   * Each scored number of the range (each occurrence in a run of the chain whose day lies in
   * from..to) with its checks and hits, and its day; and every window of the range's numbers,
   * held draws or not (coverage).
   */
  async function scoredNumbers(
    from: string,
    to: string,
    opts: { method?: string; control?: boolean } = {},
  ): Promise<{ numbers: { day: string; current: boolean; scored: ScoredNumber; windowIds: number[] }[]; windows: { game: ScoredGame; window: ScoreWindow }[] }> {
    // Numbers of one pair, and pairs committed together, share a window: its draws are counted once.
    const windows = new Map<string, number>();
    const asked: { game: ScoredGame; window: ScoreWindow }[] = [];
    const numbers: { day: string; current: boolean; number: string; windows: ScoreWindow[]; checks: number[] }[] = [];
    for (const run of await scorer.chain()) {
      if (run.day < from || run.day > to || run.segments.length === 0) continue;
      if (opts.method !== undefined && run.method !== opts.method) continue;
      for (const own of [run.number1, run.number2]) {
        const game = gameOfNumber(own);
        if (!game) continue;
        // The control's number in its place: the same game, the same place k in a set of the same
        // date and time of day (docs/ledger.md, "The control"), on the same windows.
        const number = opts.control ? controlNumberOf(sha256Hex(controlText(game, run.date, run.timeOfDay as TimeOfDay, controlPlace(run))), own.length) : own;
        const checks = run.segments.map((window) => {
          const key = `${game} ${window.after} ${window.until}`;
          let i = windows.get(key);
          if (i === undefined) windows.set(key, (i = asked.push({ game, window: { after: window.after, until: window.until } }) - 1));
          return i;
        });
        numbers.push({ day: run.day, current: run.current, number, windows: run.segments, checks });
      }
    }
    const checks = await scorer.checksOf(asked);
    const checksOf = (n: (typeof numbers)[number]) => {
      const byState = new Map<string, number>();
      for (const i of n.checks) for (const [state, count] of checks[i]) byState.set(state, (byState.get(state) ?? 0) + count);
      return byState;
    };
    // Only numbers whose windows held a draw count, and only they are looked up.
    const held = numbers.map((n) => ({ ...n, byState: checksOf(n) })).filter((n) => n.byState.size > 0);
    const items = held.flatMap((n) => n.windows.map((window) => ({ number: n.number, window })));
    const found = await scorer.hitsOf(items);
    let at = 0;
    return {
      numbers: held.map((n) => {
        const hits = found.slice(at, (at += n.windows.length)).flat();
        return {
          day: n.day,
          current: n.current,
          windowIds: n.checks,
          scored: { number: n.number, checksByState: n.byState, hits: hits.map((h) => ({ state: h.state, kind: h.kind })) },
        };
      }),
      windows: asked,
    };
  }

  async function trackRecord(from: string, to: string, method?: string): Promise<TrackRecordDto> {
    const { numbers, windows } = await scoredNumbers(from, to, { method });
    const withdrawn = numbers.filter((n) => !n.current).length;
    return { from, to, ...summarize(numbers.map((n) => n.scored)), withdrawn, coverage: await coverageOf(drawReads, windows, STATE_CODES, clock.now()) };
  }

  /** What $1 straight and box plays of the range's numbers in `states` would have cost and won (docs/product.md, "The money"). */
  async function money(from: string, to: string, states: StateCode[], method?: string): Promise<MoneyDto> {
    const { numbers, windows } = await scoredNumbers(from, to, { method });
    const figures = moneyOf(
      numbers.map((n) => n.scored),
      states,
    );
    return { from, to, states, ...figures, prizes: prizeTables(states), coverage: await coverageOf(drawReads, windows, states, clock.now()) };
  }

  /**
   * One play's money (docs/product.md, "Money by play"): the states asked for that sell it, at
   * their own prizes, the others named. A pair wins on draws of other digits, so every draw of
   * the numbers' windows is read, not only the draws of the same digits.
   */
  async function moneyByPlay(from: string, to: string, states: StateCode[], play: MoneyPlay, method?: string): Promise<MoneyByPlayDto> {
    const notSold = statesNotSelling(play, states);
    const counted = states.filter((s) => !notSold.includes(s));
    const games = PLAY_GAMES[play];
    const { numbers, windows } = await scoredNumbers(from, to, { method });
    // A number's windows are all of one game (the number's digits).
    const used = numbers.filter((n) => games.includes(windows[n.windowIds[0]].game));
    const wanted = [...new Set(used.flatMap((n) => n.windowIds))];
    const draws = await scorer.drawsOf(wanted.map((w) => windows[w]));
    const drawsOf = new Map(wanted.map((w, i) => [w, draws[i]]));
    const figures = moneyByPlayOf(
      used.map((n) => ({ number: n.scored.number, checksByState: n.scored.checksByState, draws: n.windowIds.flatMap((w) => drawsOf.get(w)!) })),
      counted,
      play,
    );
    const coverage = await coverageOf(
      drawReads,
      windows.filter((w) => games.includes(w.game)),
      counted,
      clock.now(),
    );
    return { from, to, states, play, games: [...games], ...figures, notSold, coverage };
  }

  /**
   * The record by method (docs/product.md, "The record by method"): for each method with sets in
   * the range, its own figures and the control's recomputed over the same dates, times of day,
   * windows and places, never published.
   */
  async function byMethod(from: string, to: string): Promise<MethodsRecordDto> {
    const runs = (await scorer.chain()).filter((r) => r.day >= from && r.day <= to && r.segments.length > 0);
    const present = SET_METHODS.filter((m) => runs.some((r) => r.method === m));
    const now = clock.now();
    const methods = [];
    for (const method of present) {
      const own = await scoredNumbers(from, to, { method });
      const control = await scoredNumbers(from, to, { method, control: true });
      const figures = (n: typeof own) => {
        const { numbers, draws, straight, box } = summarize(n.numbers.map((x) => x.scored));
        const m = moneyOf(
          n.numbers.map((x) => x.scored),
          STATE_CODES,
        );
        return { numbers, draws, straight, box, money: { straight: m.straight, box: m.box } };
      };
      methods.push({
        method,
        sets: new Set(runs.filter((r) => r.method === method).map((r) => r.setId)).size,
        ...figures(own),
        coverage: await coverageOf(drawReads, own.windows, STATE_CODES, now),
        control: figures(control),
      });
    }
    return { from, to, methods };
  }

  /** The money week by week (Monday..Sunday, by validThrough day, empty weeks too), for the running net's chart. */
  async function moneyWeekly(from: string, to: string, states: StateCode[]): Promise<MoneyWeeklyDto> {
    const byWeek = new Map<string, ScoredNumber[]>();
    for (let week = weekStartOf(from); week <= to; week = addDays(week, 7)) byWeek.set(week, []);
    for (const n of (await scoredNumbers(from, to)).numbers) byWeek.get(weekStartOf(n.day))!.push(n.scored);
    return { from, to, states, weeks: [...byWeek].map(([weekStart, numbers]) => ({ weekStart, ...pick(moneyOf(numbers, states)) })) };
  }

  /** Weeks Monday..Sunday, oldest first, each bucketing the numbers whose validThrough day it holds; empty weeks too. */
  async function weekly(from: string, to: string): Promise<TrackRecordWeeklyDto> {
    const byWeek = new Map<string, ScoredNumber[]>();
    for (let week = weekStartOf(from); week <= to; week = addDays(week, 7)) byWeek.set(week, []);
    for (const n of (await scoredNumbers(from, to)).numbers) byWeek.get(weekStartOf(n.day))!.push(n.scored);
    const weeks: TrackRecordWeekDto[] = [...byWeek].map(([weekStart, numbers]) => {
      const { numbers: count, draws, straight, box } = summarize(numbers);
      return { weekStart, numbers: count, draws, straight, box };
    });
    return { from, to, weeks };
  }

  const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)) as Uint8Array<ArrayBuffer>;
  const kept = cachedBy<string, Uint8Array<ArrayBuffer>>(db, ['predictions', 'results'], KEPT_ANSWERS, async (key) => {
    const [kind, from, to, states, asked] = key.split(' ');
    const chosen = states?.split(',') as StateCode[];
    const method = asked === undefined || asked === '-' ? undefined : asked;
    if (kind === 'range') return encode(await trackRecord(from, to, method));
    if (kind === 'methods') return encode(await byMethod(from, to));
    if (kind === 'weekly') return encode(await weekly(from, to));
    if (kind.startsWith('play:')) return encode(await moneyByPlay(from, to, chosen, kind.slice(5) as MoneyPlay, method));
    return encode(kind === 'money' ? await money(from, to, chosen, method) : await moneyWeekly(from, to, chosen));
  });
  // Coverage counts the draws held up to now: an answer that holds it is built again as time
  // passes, even without a write.
  const coverageRound = () => Math.floor(clock.now() / COVERAGE_ROUND_MS);

  // One walk per cut-off day (a new day starts a new one), kept with the data it read; each page
  // it answers is kept serialised by (cut-off, limit, before).
  const walks = cachedBy<string, ProofWalk>(db, ['predictions', 'results'], 2, async (cutoff) => createProofWalk(scorer, corrections, cutoff));
  const proofPages = cachedBy<string, Uint8Array<ArrayBuffer>>(db, ['predictions', 'results'], KEPT_PROOF_PAGES, async (key) => {
    const [cutoff, limit, before] = key.split(' ');
    const walk = (await walks(cutoff))!;
    return encode(await walk.page(Number(limit), before ? positionOf(before) : undefined));
  });

  /**
   * The last validThrough day whose hits are public now: its window ended PROOF_DELAY_DAYS whole
   * days ago (APP_TIMEZONE days); null when the setting is 0 (nothing is public).
   */
  const proofCutoff = (): string | null => proofCutoffDay(dayOf(clock.now(), deps.config.timeZone), deps.config.proofDelayDays);

  return {
    today: () => dayOf(clock.now(), deps.config.timeZone),
    proofCutoff,

    /** A page of the proof list as JSON (a bad `before` is a 400 naming it, checked before anything is read). */
    async proofJson(limit: number, before?: string): Promise<Uint8Array<ArrayBuffer>> {
      if (before !== undefined) positionOf(before);
      const cutoff = proofCutoff();
      if (cutoff === null) return encode([]);
      return (await proofPages(`${cutoff} ${limit} ${before ?? ''}`))!;
    },

    /** Every hit of the pairs whose validThrough day lies in from..to, on a fresh walk paged as the API pages it (the benchmark). */
    async proofHits(from: string, to: string, pageSize = PROOF_PAGE_MAX): Promise<ProofHitDto[]> {
      const walk = createProofWalk(scorer, corrections, to, from);
      const all: ProofHitDto[] = [];
      for (let page = await walk.page(pageSize); page.length > 0; page = await walk.page(pageSize, positionOf(page[page.length - 1]._id))) all.push(...page);
      return all;
    },
    trackRecord,
    weekly,
    money,
    moneyWeekly,
    trackRecordJson: async (from: string, to: string, method?: string) => (await kept(`range ${from} ${to} - ${method ?? '-'} ${coverageRound()}`))!,
    moneyJson: async (from: string, to: string, states: StateCode[], method?: string) =>
      (await kept(`money ${from} ${to} ${states.join(',')} ${method ?? '-'} ${coverageRound()}`))!,
    moneyByPlay,
    moneyByPlayJson: async (from: string, to: string, states: StateCode[], play: MoneyPlay, method?: string) =>
      (await kept(`play:${play} ${from} ${to} ${states.join(',')} ${method ?? '-'} ${coverageRound()}`))!,
    byMethod,
    methodsJson: async (from: string, to: string) => (await kept(`methods ${from} ${to} - - ${coverageRound()}`))!,
    moneyWeeklyJson: async (from: string, to: string, states: StateCode[]) => (await kept(`money-weekly ${from} ${to} ${states.join(',')}`))!,
    weeklyJson: async (from: string, to: string) => (await kept(`weekly ${from} ${to}`))!,

    // The push of each hit of a results write (hit-push.ts); a scan reads every open prediction.
    jobs: { 'hit-scan': hitScanJob(deps, queue, scanReads) },
    timeLimitsMs: { 'hit-scan': 5 * MINUTE },
  };
}

export type HitsService = ReturnType<typeof createHitsService>;
