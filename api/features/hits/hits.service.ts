// The track record (contract §10): every scored number whose batch's validThrough day lies in
// the range, its checks and hits from the scorer, summed by track-record.ts. Anyone may ask, so
// each range's answer is serialised once and kept until the next results or predictions write
// (api/lib/cached.ts).
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { predictionBatches, predictionPairs } from '../../db/schema';
import { cachedBy } from '../../lib/cached';
import { addDays, dayOf, weekdayOf } from '@shared/calendar';
import { gameOfNumber, type ScoredGame, type TrackRecordDto, type TrackRecordWeekDto, type TrackRecordWeeklyDto } from '@shared/hits';
import { createHitScorer, type ScoreWindow } from './scoring';
import { summarize, type ScoredNumber } from './track-record';

/** Answers kept per range: the page asks for three ranges and the chart for one. */
const KEPT_ANSWERS = 32;

/** Monday of the week (Monday..Sunday) holding `day`. */
export const weekStartOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7));

export function createHitsService(deps: Deps) {
  const { db, clock } = deps;
  const scorer = createHitScorer(db, deps.config.timeZone);
  // Every pair of every batch whose validThrough day lies in from..to.
  const pairsInRange = (from: string, to: string) =>
    db
      .select({
        validThrough: predictionBatches.validThrough,
        number1: predictionPairs.number1,
        number2: predictionPairs.number2,
        recordedAt: predictionPairs.recordedAt,
      })
      .from(predictionPairs)
      .innerJoin(predictionBatches, eq(predictionBatches.id, predictionPairs.batchId))
      .where(and(gte(predictionBatches.validThrough, from), lte(predictionBatches.validThrough, to)));

  /** Each scored number of the range (each occurrence) with its checks and hits, and its validThrough day. */
  async function scoredNumbers(from: string, to: string): Promise<{ day: string; scored: ScoredNumber }[]> {
    // Numbers of one pair, and pairs recorded together, share a window: its draws are counted once.
    const windows = new Map<string, number>();
    const asked: { game: ScoredGame; window: ScoreWindow }[] = [];
    const numbers: { day: string; number: string; window: ScoreWindow; checks: number }[] = [];
    for (const p of await pairsInRange(from, to)) {
      const window = scorer.windowOf(p.recordedAt, p.validThrough);
      for (const number of [p.number1, p.number2]) {
        const game = gameOfNumber(number);
        if (!game) continue;
        const key = `${game} ${window.after} ${window.until}`;
        let checks = windows.get(key);
        if (checks === undefined) windows.set(key, (checks = asked.push({ game, window }) - 1));
        numbers.push({ day: p.validThrough, number, window, checks });
      }
    }
    const checks = await scorer.checksOf(asked);
    // Only numbers whose window held a draw count, and only they are looked up.
    const held = numbers.filter((n) => checks[n.checks].size > 0);
    const hits = await scorer.hitsOf(held);
    return held.map((n, i) => ({
      day: n.day,
      scored: { number: n.number, checksByState: checks[n.checks], hits: hits[i].map((h) => ({ state: h.state, kind: h.kind })) },
    }));
  }

  async function trackRecord(from: string, to: string): Promise<TrackRecordDto> {
    return { from, to, ...summarize((await scoredNumbers(from, to)).map((n) => n.scored)) };
  }

  /** Weeks Monday..Sunday, oldest first, each bucketing the numbers whose validThrough day it holds; empty weeks too. */
  async function weekly(from: string, to: string): Promise<TrackRecordWeeklyDto> {
    const byWeek = new Map<string, ScoredNumber[]>();
    for (let week = weekStartOf(from); week <= to; week = addDays(week, 7)) byWeek.set(week, []);
    for (const n of await scoredNumbers(from, to)) byWeek.get(weekStartOf(n.day))!.push(n.scored);
    const weeks: TrackRecordWeekDto[] = [...byWeek].map(([weekStart, numbers]) => {
      const { numbers: count, draws, straight, box } = summarize(numbers);
      return { weekStart, numbers: count, draws, straight, box };
    });
    return { from, to, weeks };
  }

  const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)) as Uint8Array<ArrayBuffer>;
  const kept = cachedBy<string, Uint8Array<ArrayBuffer>>(db, ['predictions', 'results'], KEPT_ANSWERS, async (key) => {
    const [kind, from, to] = key.split(' ');
    return encode(kind === 'range' ? await trackRecord(from, to) : await weekly(from, to));
  });

  return {
    today: () => dayOf(clock.now(), deps.config.timeZone),
    trackRecord,
    weekly,
    trackRecordJson: async (from: string, to: string) => (await kept(`range ${from} ${to}`))!,
    weeklyJson: async (from: string, to: string) => (await kept(`weekly ${from} ${to}`))!,
  };
}

export type HitsService = ReturnType<typeof createHitsService>;
