// Scoring numbers against the stored draws (docs/product.md, "Hits and the track record"), worked
// out on read: a number's window runs from the moment its pair was recorded (exclusive: a draw at
// or before it was already known) to the end of its batch's validThrough day in APP_TIMEZONE. Hits
// follow every result stored, corrected or removed with nothing to keep in step. Each question is
// one statement for all the numbers of a read, so a read costs index seeks, not a pass through
// JavaScript per number, whatever the years stored (bench/hits.ts measures it against the database
// reading the same rows). The draws are the results feature's: it asks them through ScoringDraws,
// which api/compose.ts hands in (docs/architecture.md, "Each table one owner").
import type { Db } from '#db/client';
import { endOfDay } from '@shared/calendar';
import { cached } from '../../platform/http/cached';
import { readChain, type ChainRun } from './chain';
import { boxKey, gameOfNumber, hitKind, type HitDto, type ScoredGame } from '@shared/hits';

/**
 * The stored draws in many windows of (after, until] at once, each question one statement for all
 * the windows; every row names its window by its index `i` among those asked. The results feature
 * answers it (its `windowDraws`): this feature stands below results and names only the shape.
 */
export interface ScoringDraws {
  /** Draws of the window's game whose box key matches; windows are [game, box key, after, until]. */
  sameBox(windows: [string, string, number, number][]): Promise<{ i: number; state: string; drawDate: string; drawTime: string; number: string; drawnAt: number }[]>;
  /** How many draws of the window's game fall in it, per state; windows are [game, after, until]. */
  drawsByState(windows: [string, number, number][]): Promise<{ i: number; state: string; n: number }[]>;
  /** Every draw of the window's game in it; windows are [game, after, until]. */
  drawsIn(windows: [string, number, number][]): Promise<{ i: number; state: string; number: string }[]>;
  /** The indexes of the windows in which at least one draw of their game falls. */
  windowsWithDraws(windows: [string, number, number][]): Promise<number[]>;
}

/** The draws a number is checked against: drawnAt in (after, until]. */
export interface ScoreWindow {
  after: number;
  until: number;
}

/** A hit with its draw's instant. */
export type TimedHit = HitDto & { drawnAt: number };

export function createHitScorer(db: Db, timeZone: string, queries: ScoringDraws) {
  // Few distinct validThrough days are read at once; Intl is the costly part of a window.
  const ends = new Map<string, number>();
  const endOf = (day: string) => {
    let end = ends.get(day);
    if (end === undefined) {
      if (ends.size > 5000) ends.clear();
      ends.set(day, (end = endOfDay(day, timeZone)));
    }
    return end;
  };

  // The chain is read again after each predictions write (the ledger is appended by them alone).
  const chain = cached(db, ['predictions'], () => readChain(db, endOf));

  /** Each item's hits, oldest first, each made by `make` from the hit and its draw's instant. */
  async function drawsHit<T>(items: readonly { number: string; window: ScoreWindow }[], make: (hit: HitDto, drawnAt: number) => T): Promise<T[][]> {
    const out = items.map((): T[] => []);
    const asked: [string, string, number, number][] = [];
    const index: number[] = [];
    items.forEach(({ number, window: w }, i) => {
      const game = gameOfNumber(number);
      if (!game || w.until <= w.after) return;
      asked.push([game, boxKey(number), w.after, w.until]);
      index.push(i);
    });
    if (asked.length === 0) return out;
    const found = await queries.sameBox(asked);
    found.sort((a, b) => a.i - b.i || a.drawnAt - b.drawnAt || (a.state < b.state ? -1 : 1));
    for (const d of found) {
      const i = index[d.i];
      const { number } = items[i];
      const kind = hitKind(number, d.number);
      if (kind) out[i].push(make({ number, state: d.state, game: asked[d.i][0] as ScoredGame, drawDate: d.drawDate, drawTime: d.drawTime, kind, drawn: d.number }, d.drawnAt));
    }
    return out;
  }

  return {
    /** The last instant of `day` in APP_TIMEZONE: the end of a window whose validThrough it is. */
    endOf,

    /** Every number of every set as the public record held it (chain.ts): what scoring reads. */
    chain: (): Promise<ChainRun[]> => chain(),

    /** For each (number, window), the draws it hit, oldest first; [] for a number no game scores. */
    hitsOf(items: readonly { number: string; window: ScoreWindow }[]): Promise<HitDto[][]> {
      return drawsHit(items, (hit) => hit);
    },

    /** As hitsOf, each hit with its draw's instant (the proof list orders by it). */
    timedHitsOf(items: readonly { number: string; window: ScoreWindow }[]): Promise<TimedHit[][]> {
      // The hit is made for this call alone: it takes the instant itself rather than a copy.
      return drawsHit(items, (hit, drawnAt) => Object.assign(hit, { drawnAt }));
    },

    /** For each (game, window), how many stored draws of the game fall in it, per state. */
    async checksOf(items: readonly { game: ScoredGame; window: ScoreWindow }[]): Promise<Map<string, number>[]> {
      const out = items.map(() => new Map<string, number>());
      if (items.length === 0) return out;
      const asked = items.map(({ game, window: w }): [string, number, number] => [game, w.after, w.until]);
      for (const r of await queries.drawsByState(asked)) out[r.i].set(r.state, r.n);
      return out;
    },

    /** For each (game, window), every stored draw of the game in it: the states and numbers drawn. */
    async drawsOf(items: readonly { game: ScoredGame; window: ScoreWindow }[]): Promise<{ state: string; number: string }[][]> {
      const out = items.map((): { state: string; number: string }[] => []);
      if (items.length === 0) return out;
      for (const r of await queries.drawsIn(items.map(({ game, window: w }): [string, number, number] => [game, w.after, w.until])))
        out[r.i].push({ state: r.state, number: r.number });
      return out;
    },

    /** For each (game, window), whether any draw of the game is stored in it: one index seek each. */
    async anyDrawIn(items: readonly { game: ScoredGame; window: ScoreWindow }[]): Promise<boolean[]> {
      const out = items.map(() => false);
      if (items.length === 0) return out;
      for (const i of await queries.windowsWithDraws(items.map(({ game, window: w }): [string, number, number] => [game, w.after, w.until]))) out[i] = true;
      return out;
    },
  };
}

export type HitScorer = ReturnType<typeof createHitScorer>;
