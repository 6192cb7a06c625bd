// The stored draws as other features read them (docs/architecture.md, "Each table one owner"): the
// counts and box ranges "My numbers" shows, and a view of the draws, a subquery of this feature's
// table with the columns it publishes, which a feature joins to its own rows in one query (the
// databases flatten it into that query, so it reads the same indexes as a join of the table).
import { and, count, desc, eq, gt, inArray, or } from 'drizzle-orm';
import type { Queryable } from '#db/client';
import { drawResults } from '#db/schema-results';
import { boxKey, type StateCode } from '@shared/results';

/** The stored draws, each with its box key (the digits in ascending order), to join as `draws`. */
export const drawsView = (db: Queryable) =>
  db
    .select({
      id: drawResults.id,
      state: drawResults.state,
      game: drawResults.game,
      drawDate: drawResults.drawDate,
      drawTime: drawResults.drawTime,
      number: drawResults.number,
      boxKey: drawResults.boxKey,
      drawnAt: drawResults.drawnAt,
      updatedAt: drawResults.updatedAt,
    })
    .from(drawResults)
    .as('draws');

/** The stored draws of each game in `states` drawn after `since`. */
export async function drawCounts(db: Queryable, states: readonly StateCode[], since: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ game: drawResults.game, n: count() })
    .from(drawResults)
    .where(and(gt(drawResults.drawnAt, since), inArray(drawResults.state, [...states])))
    .groupBy(drawResults.game);
  return new Map(rows.map((r) => [r.game, Number(r.n)]));
}

/**
 * The draws in `states` after `since` of these numbers' games and boxes, newest first: one index
 * range of draw_results_box_idx per box, whatever else the table holds (the caller keeps those
 * that count for each number's play).
 */
export function drawsOfBoxes(db: Queryable, numbers: readonly { game: string; number: string }[], states: readonly StateCode[], since: number) {
  const boxes = [...new Map(numbers.map((n) => [`${n.game} ${boxKey(n.number)}`, { game: n.game, box: boxKey(n.number) }])).values()];
  if (boxes.length === 0) return Promise.resolve([]);
  return db
    .select({
      resultId: drawResults.id,
      state: drawResults.state,
      game: drawResults.game,
      drawDate: drawResults.drawDate,
      drawTime: drawResults.drawTime,
      drawn: drawResults.number,
      drawnAt: drawResults.drawnAt,
      storedAt: drawResults.updatedAt,
    })
    .from(drawResults)
    .where(and(or(...boxes.map((b) => and(eq(drawResults.game, b.game), eq(drawResults.boxKey, b.box), gt(drawResults.drawnAt, since)))), inArray(drawResults.state, [...states])))
    .orderBy(desc(drawResults.drawnAt), desc(drawResults.id));
}
