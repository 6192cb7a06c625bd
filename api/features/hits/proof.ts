// The proof list (docs/product.md): every hit of the numbers whose batch's validThrough day is on
// or before a cut-off day, newest draw first, read a page at a time.
//
// The pairs are the runs of the public record (chain.ts), each filed under a day none of its
// draws is after; so once every run whose day is d or later has been scored, the hits drawn after
// the end of day d − 1 are all known and in their final order. A walk scores the runs a span of
// days at a time, newest first, and hands out the
// hits that are known to be final; a page needs only the spans down to its last hit, and every
// pair is scored once however far a reader pages. The walk lives as long as the data it read
// (hits.service keeps it with cachedBy until the next predictions or results write).
import { badRequest } from '../../platform/http/http-errors';
import { addDays, iso, isServedDay } from '@shared/calendar';
import { PROOF_MESSAGES, type HitKind, type ProofHitDto, type ScoredGame } from '@shared/hits';
import { drawnAtOf, GAMES, STATES, type DrawTime, type StateCode } from '@shared/results';
import { drawName } from '@shared/ledger';
import type { ResultCorrectionDto } from '@shared/results';
import type { ChainRun } from './chain';
import type { HitScorer, ScoreWindow } from './scoring';

/**
 * validThrough days scored by the first step: a window is at most 14 days long, so it finalises
 * most of its hits, enough for the first pages. Each later step takes twice as many days, up to
 * MAX_SPAN_DAYS: a reader who pages on is likely to page further.
 */
const FIRST_SPAN_DAYS = 14;
const MAX_SPAN_DAYS = 112;

/** Where a hit stands in the list: newest draw first, then by state, game, pair (oldest first) and which number of it. */
interface Position {
  drawnAt: number;
  state: string;
  game: string;
  pairId: number;
  /** 1 for number1, 2 for number2: both numbers of a pair may hit one draw (123 and 321). */
  which: number;
}

type ProofHit = Position & { dto: ProofHitDto };

/** Negative when `a` comes first in the list. */
function compare(a: Position, b: Position): number {
  return (
    b.drawnAt - a.drawnAt || (a.state < b.state ? -1 : a.state > b.state ? 1 : 0) || (a.game < b.game ? -1 : a.game > b.game ? 1 : 0) || a.pairId - b.pairId || a.which - b.which
  );
}

/** A hit's id names its draw, its pair and which number: "TX-pick3-2026-06-15-evening-812-1". */
const idOf = (h: Omit<Position, 'drawnAt'> & { drawDate: string; drawTime: string }) => `${h.state}-${h.game}-${h.drawDate}-${h.drawTime}-${h.pairId}-${h.which}`;

const ID = /^([A-Z]{2})-([a-z0-9]+)-(\d{4}-\d{2}-\d{2})-([a-z]+)-([1-9]\d{0,14})-([12])$/;

/**
 * The position an id names, or a 400 naming `before`. An id stays a position after the hit is
 * gone (a result corrected, a pair edited): the next page goes on from there.
 */
export function positionOf(id: string): Position {
  const m = ID.exec(id);
  const state = m?.[1] as StateCode | undefined;
  const drawTime = m?.[4] as DrawTime | undefined;
  if (!m || !state || !Object.hasOwn(STATES, state) || !(GAMES as readonly string[]).includes(m[2]) || !isServedDay(m[3])) throw badRequest(PROOF_MESSAGES.before, 'before');
  // Own keys only: `constructor` is a word of the id's shape and a key of every object.
  if (!Object.hasOwn(STATES[state].draws, drawTime!)) throw badRequest(PROOF_MESSAGES.before, 'before');
  return { drawnAt: drawnAtOf({ state, drawDate: m[3], drawTime: drawTime! }), state, game: m[2], pairId: Number(m[5]), which: Number(m[6]) };
}

export interface ProofWalk {
  /** Up to `limit` hits after `before` (from the top without it). */
  page(limit: number, before?: Position): Promise<ProofHitDto[]>;
}

/** A walk over the hits of the pairs whose validThrough day lies in from..to (from: the oldest there is). */
/** Each named draw's corrections in the results' chain ("OH pick3 2026-06-15 midday"). */
export type CorrectionsOf = (draws: readonly string[]) => Promise<Map<string, ResultCorrectionDto[]>>;

export function createProofWalk(scorer: HitScorer, correctionsOf: CorrectionsOf, to: string, from = ''): ProofWalk {
  const final: ProofHit[] = [];
  let pending: ProofHit[] = [];
  /** The newest validThrough day not scored yet; null once every pair is. */
  let upper: string | null = to;
  let span = FIRST_SPAN_DAYS;
  let turn: Promise<unknown> = Promise.resolve();

  /** The runs of the chain (chain.ts) whose day lies in from..to, newest day first. */
  let runs: ChainRun[] | null = null;
  let next = 0;

  async function step(): Promise<void> {
    runs ??= (await scorer.chain()).filter((r) => r.day >= from && r.day <= to && r.segments.length > 0).sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0));
    const top = upper === null || next >= runs.length ? null : runs[next].day;
    if (top === null) {
      upper = null;
      final.push(...pending.sort(compare));
      pending = [];
      return;
    }
    const low = addDays(top, 1 - span) < from ? from : addDays(top, 1 - span);
    span = Math.min(2 * span, MAX_SPAN_DAYS);
    const items: { number: string; window: ScoreWindow; pairId: number; which: number; seq: number; committedAt: number }[] = [];
    for (; next < runs.length && runs[next].day >= low; next++) {
      const run = runs[next];
      for (const s of run.segments) {
        const window = { after: s.after, until: s.until };
        const origin = { pairId: run.id, seq: s.seq, committedAt: s.committedAt };
        items.push({ number: run.number1, window, which: 1, ...origin }, { number: run.number2, window, which: 2, ...origin });
      }
    }
    const hits = await scorer.timedHitsOf(items);
    hits.forEach((found, i) => {
      if (found.length === 0) return;
      const { pairId, which, seq, committedAt } = items[i];
      // Most numbers never hit: only those that did have their publish time written out.
      const publishedAt = iso(committedAt);
      for (const h of found) {
        const dto: ProofHitDto = {
          _id: idOf({ ...h, pairId, which }),
          number: h.number,
          kind: h.kind as HitKind,
          state: h.state,
          game: h.game as ScoredGame,
          drawDate: h.drawDate,
          drawTime: h.drawTime,
          drawn: h.drawn,
          publishedAt,
          ledgerSeq: seq,
        };
        pending.push({ drawnAt: h.drawnAt, state: h.state, game: h.game, pairId, which, dto });
      }
    });
    // A hit on a corrected result says so, with the number the correction replaced.
    const corrected = await correctionsOf(pending.map((h) => drawName({ ...h.dto })));
    for (const h of pending) {
      const corrections = corrected.get(drawName({ ...h.dto }));
      if (corrections) h.dto.corrections = corrections;
    }
    upper = addDays(low, -1);
    // Pairs still to score end their windows by the end of `upper`: every hit drawn later is final.
    const bound = scorer.endOf(upper);
    const done = pending.filter((h) => h.drawnAt > bound).sort(compare);
    pending = pending.filter((h) => h.drawnAt <= bound);
    final.push(...done);
  }

  /** Index in `final` of the first hit after `before`. */
  const startOf = (before?: Position) => {
    if (!before) return 0;
    let lo = 0;
    let hi = final.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(final[mid], before) <= 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  /** Walks on (one caller at a time) until `enough` says so or every pair is scored. */
  function walk(enough: () => boolean): Promise<unknown> {
    // A step that failed changed nothing: the next caller tries it again.
    turn = turn
      .catch(() => undefined)
      .then(async () => {
        while (upper !== null && !enough()) await step();
      });
    return turn;
  }

  return {
    async page(limit, before) {
      // Hits are final only up to the last step's bound: a page past them waits for more steps.
      await walk(() => final.length - startOf(before) >= limit);
      const start = startOf(before);
      return final.slice(start, start + limit).map((h) => h.dto);
    },
  };
}
