// Scoring numbers against the stored draws (contract §10), worked out on read: a number's window
// runs from the moment its pair was recorded (exclusive: a draw at or before it was already
// known) to the end of its batch's validThrough day in APP_TIMEZONE. Hits follow every result
// stored, corrected or removed with nothing to keep in step. Each question is one prepared
// statement for all the numbers of a read: the windows go in as one JSON array and SQLite seeks
// draw_results' (game, box_key, drawn_at) or (game, drawn_at) index once per window, so a read
// costs index seeks, not a pass through JavaScript per number, whatever the years stored
// (bench/hits.ts measures it against SQLite reading the same rows).
import type { Db } from '../../db/client';
import { endOfDay } from '@shared/calendar';
import { boxKey, gameOfNumber, hitKind, type HitDto, type ScoredGame } from '@shared/hits';

/** The draws a number is checked against: drawnAt in (after, until]. */
export interface ScoreWindow {
  after: number;
  until: number;
}

// Same digits in any order share a box key: one seek finds the straight and the box hits. The
// index is named: without statistics SQLite takes the (game, drawn_at) one and reads every draw
// of the window (measured: several times slower). No ORDER BY: the few hits of each number are
// put in draw order here, cheaper than SQLite sorting every row by window.
const SAME_BOX = `
  select w.key as i, d.state, d.draw_date as drawDate, d.draw_time as drawTime, d.number, d.drawn_at as drawnAt
  from json_each(?) w
  join draw_results d indexed by draw_results_box_idx on d.game = w.value ->> 0 and d.box_key = w.value ->> 1
    and d.drawn_at > w.value ->> 2 and d.drawn_at <= w.value ->> 3`;

const DRAWS_BY_STATE = `
  select w.key as i, d.state, count(*) as n
  from json_each(?) w
  join draw_results d on d.game = w.value ->> 0 and d.drawn_at > w.value ->> 1 and d.drawn_at <= w.value ->> 2
  group by w.key, d.state`;

export function createHitScorer(db: Db, timeZone: string) {
  const sameBox = db.$client.prepare<[string], { i: number; state: string; drawDate: string; drawTime: string; number: string; drawnAt: number }>(SAME_BOX);
  const drawsByState = db.$client.prepare<[string], { i: number; state: string; n: number }>(DRAWS_BY_STATE);
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

  return {
    /** A pair's window: after it was recorded, up to the end of its batch's validThrough day. */
    windowOf(recordedAt: number, validThrough: string): ScoreWindow {
      return { after: recordedAt, until: endOf(validThrough) };
    },

    /** For each (number, window), the draws it hit, oldest first; [] for a number no game scores. */
    hitsOf(items: readonly { number: string; window: ScoreWindow }[]): HitDto[][] {
      const out = items.map((): HitDto[] => []);
      const asked: [string, string, number, number][] = [];
      const index: number[] = [];
      items.forEach(({ number, window: w }, i) => {
        const game = gameOfNumber(number);
        if (!game || w.until <= w.after) return;
        asked.push([game, boxKey(number), w.after, w.until]);
        index.push(i);
      });
      if (asked.length === 0) return out;
      const found = sameBox.all(JSON.stringify(asked));
      found.sort((a, b) => a.i - b.i || a.drawnAt - b.drawnAt || (a.state < b.state ? -1 : 1));
      for (const d of found) {
        const i = index[d.i];
        const { number } = items[i];
        const kind = hitKind(number, d.number);
        if (kind) out[i].push({ number, state: d.state, game: asked[d.i][0] as ScoredGame, drawDate: d.drawDate, drawTime: d.drawTime, kind });
      }
      return out;
    },

    /** For each (game, window), how many stored draws of the game fall in it, per state. */
    checksOf(items: readonly { game: ScoredGame; window: ScoreWindow }[]): Map<string, number>[] {
      const out = items.map(() => new Map<string, number>());
      if (items.length === 0) return out;
      const asked = items.map(({ game, window: w }) => [game, w.after, w.until]);
      for (const r of drawsByState.all(JSON.stringify(asked))) out[r.i].set(r.state, r.n);
      return out;
    },
  };
}

export type HitScorer = ReturnType<typeof createHitScorer>;
