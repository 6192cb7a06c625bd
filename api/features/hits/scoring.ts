// Scoring a number against the stored draws (contract §10), worked out on read: a number's
// window runs from the moment its pair was recorded (exclusive: a draw at or before it was
// already known) to the end of its batch's validThrough day in APP_TIMEZONE. Both questions are
// one prepared statement each over draw_results' (game, box_key, drawn_at) and (game, drawn_at)
// indexes, so a read costs a few index seeks per distinct number, whatever the years stored,
// and hits follow every result stored, corrected or removed with nothing to keep in step
// (bench/hits.ts measures it against SQLite reading the same rows).
import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drawResults } from '../../db/schema';
import { endOfDay } from '@shared/calendar';
import { boxKey, gameOfNumber, hitKind, type HitDto, type ScoredGame } from '@shared/hits';

/** The draws a number is checked against: drawnAt in (after, until]. */
export interface ScoreWindow {
  after: number;
  until: number;
}

export function createHitScorer(db: Db, timeZone: string) {
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

  const inWindow = and(
    eq(drawResults.game, sql.placeholder('game')),
    gt(drawResults.drawnAt, sql.placeholder('after')),
    lte(drawResults.drawnAt, sql.placeholder('until')),
  );
  // Same digits in any order share a box key: one seek finds the straight and the box hits.
  const sameBox = db
    .select({ state: drawResults.state, drawDate: drawResults.drawDate, drawTime: drawResults.drawTime, number: drawResults.number })
    .from(drawResults)
    .where(and(inWindow, eq(drawResults.boxKey, sql.placeholder('boxKey'))))
    .orderBy(asc(drawResults.drawnAt), asc(drawResults.state))
    .prepare();
  const drawsByState = db
    .select({ state: drawResults.state, n: count() })
    .from(drawResults)
    .where(inWindow)
    .groupBy(drawResults.state)
    .prepare();

  return {
    /** A pair's window: after it was recorded, up to the end of its batch's validThrough day. */
    windowOf(recordedAt: number, validThrough: string): ScoreWindow {
      return { after: recordedAt, until: endOf(validThrough) };
    },

    /** The draws `number` hit in `w`, oldest first; [] for a number no game scores. */
    hitsOf(number: string, w: ScoreWindow): HitDto[] {
      const game = gameOfNumber(number);
      if (!game || w.until <= w.after) return [];
      const hits: HitDto[] = [];
      for (const d of sameBox.all({ game, after: w.after, until: w.until, boxKey: boxKey(number) })) {
        const kind = hitKind(number, d.number);
        if (kind) hits.push({ number, state: d.state, game, drawDate: d.drawDate, drawTime: d.drawTime, kind });
      }
      return hits;
    },

    /** How many stored draws of `game` fall in `w`, per state. */
    checksOf(game: ScoredGame, w: ScoreWindow): Map<string, number> {
      if (w.until <= w.after) return new Map();
      return new Map(drawsByState.all({ game, after: w.after, until: w.until }).map((r) => [r.state, r.n]));
    },
  };
}

export type HitScorer = ReturnType<typeof createHitScorer>;
