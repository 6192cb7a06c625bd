// The stored draws as other features read them: the methods (docs/product.md, "Methods": the lab
// and the schedule) and the hit pushes' scan; the results feature's rows, read here
// (docs/architecture.md, "Each table one owner").
import { and, asc, inArray, lte } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { drawResults } from '#db/schema-results';
import type { PastDraw } from '@shared/methods';
import type { StateCode } from '@shared/results';
import type { ScannedResult } from '../hits';

/** The stored draws of `states` up to `until` (inclusive), oldest first: one query. */
export async function readDraws(db: Deps['db'], states: readonly StateCode[], until: number): Promise<PastDraw[]> {
  const rows = await db
    .select({ state: drawResults.state, game: drawResults.game, number: drawResults.number, drawnAt: drawResults.drawnAt })
    .from(drawResults)
    .where(and(inArray(drawResults.state, [...states]), lte(drawResults.drawnAt, until)))
    .orderBy(asc(drawResults.drawnAt));
  return rows.filter((r): r is PastDraw => r.game === 'pick3' || r.game === 'pick4');
}

/** The stored results of these ids as they are now (hits' scan, hit-push.ts). */
export function resultsByIds(db: Deps['db'], ids: readonly number[]): Promise<ScannedResult[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      state: drawResults.state,
      game: drawResults.game,
      number: drawResults.number,
      drawDate: drawResults.drawDate,
      drawTime: drawResults.drawTime,
      drawnAt: drawResults.drawnAt,
    })
    .from(drawResults)
    .where(inArray(drawResults.id, [...ids]));
}
