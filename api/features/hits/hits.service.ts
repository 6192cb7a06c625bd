// The track record (contract §10): every scored number whose batch's validThrough day lies in
// the range, its checks and hits from the scorer, summed by track-record.ts. Anyone may ask, so
// each range's answer is serialised once and kept until the next results or predictions write.
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { predictionBatches, predictionPairs } from '../../db/schema';
import { addDays, dayOf, weekdayOf } from '@shared/calendar';
import { gameOfNumber, type TrackRecordDto, type TrackRecordWeekDto, type TrackRecordWeeklyDto } from '@shared/hits';
import { createHitScorer } from './scoring';
import { summarize, type ScoredNumber } from './track-record';

/** Answers kept per range: the page asks for three ranges and the chart for one. */
const KEPT_ANSWERS = 32;

/** Monday of the week (Monday..Sunday) holding `day`. */
export const weekStartOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7));

export function createHitsService(deps: Deps) {
  const { db, clock } = deps;
  const scorer = createHitScorer(db, deps.config.timeZone);
  const validThrough = sql<string>`coalesce(nullif(${predictionBatches.validThrough}, ''), ${predictionBatches.date})`;
  // Every pair of every batch whose validThrough day lies in from..to.
  const pairsInRange = db
    .select({
      validThrough,
      updatedAt: predictionBatches.updatedAt,
      number1: predictionPairs.number1,
      number2: predictionPairs.number2,
      recordedAt: predictionPairs.recordedAt,
    })
    .from(predictionPairs)
    .innerJoin(predictionBatches, eq(predictionBatches.id, predictionPairs.batchId))
    .where(and(gte(validThrough, sql.placeholder('from')), lte(validThrough, sql.placeholder('to'))))
    .prepare();

  /** Each scored number of the range (each occurrence) with its checks and hits, and its validThrough day. */
  function scoredNumbers(from: string, to: string): { day: string; scored: ScoredNumber }[] {
    // Numbers of one pair, and pairs recorded together, share a window: its counts are read once.
    const checks = new Map<string, Map<string, number>>();
    const out: { day: string; scored: ScoredNumber }[] = [];
    for (const p of pairsInRange.all({ from, to })) {
      const window = scorer.windowOf(p.recordedAt || p.updatedAt, p.validThrough);
      for (const number of [p.number1, p.number2]) {
        const game = gameOfNumber(number);
        if (!game) continue;
        const key = `${game} ${window.after} ${window.until}`;
        let byState = checks.get(key);
        if (!byState) checks.set(key, (byState = scorer.checksOf(game, window)));
        if (byState.size === 0) continue;
        const hits = scorer.hitsOf(number, window).map((h) => ({ state: h.state, kind: h.kind }));
        out.push({ day: p.validThrough, scored: { number, checksByState: byState, hits } });
      }
    }
    return out;
  }

  function trackRecord(from: string, to: string): TrackRecordDto {
    return { from, to, ...summarize(scoredNumbers(from, to).map((n) => n.scored)) };
  }

  /** Weeks Monday..Sunday, oldest first, each bucketing the numbers whose validThrough day it holds; empty weeks too. */
  function weekly(from: string, to: string): TrackRecordWeeklyDto {
    const byWeek = new Map<string, ScoredNumber[]>();
    for (let week = weekStartOf(from); week <= to; week = addDays(week, 7)) byWeek.set(week, []);
    for (const n of scoredNumbers(from, to)) byWeek.get(weekStartOf(n.day))!.push(n.scored);
    const weeks: TrackRecordWeekDto[] = [...byWeek].map(([weekStart, numbers]) => {
      const { numbers: count, draws, straight, box } = summarize(numbers);
      return { weekStart, numbers: count, draws, straight, box };
    });
    return { from, to, weeks };
  }

  // Least recently used first: a Map keeps insertion order, and a hit moves its entry to the end.
  const kept = new Map<string, Uint8Array<ArrayBuffer>>();
  function keptJson(key: string, make: () => unknown): Uint8Array<ArrayBuffer> {
    let body = kept.get(key);
    if (body) kept.delete(key);
    else {
      body = new TextEncoder().encode(JSON.stringify(make()));
      if (kept.size >= KEPT_ANSWERS) kept.delete(kept.keys().next().value!);
    }
    kept.set(key, body);
    return body;
  }

  return {
    today: () => dayOf(clock.now(), deps.config.timeZone),
    trackRecord,
    weekly,
    trackRecordJson: (from: string, to: string) => keptJson(`range ${from} ${to}`, () => trackRecord(from, to)),
    weeklyJson: (from: string, to: string) => keptJson(`weekly ${from} ${to}`, () => weekly(from, to)),
    /** After every results or predictions write. */
    invalidate() {
      kept.clear();
    },
  };
}

export type HitsService = ReturnType<typeof createHitsService>;
