// The stored draws as the methods read them (docs/product.md, "Methods"): the results feature's
// rows, read here for the lab and the schedule (docs/architecture.md, "Each table one owner").
import { and, asc, inArray, lte } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { drawResults } from '#db/schema-results';
import type { PastDraw } from '@shared/methods';
import type { StateCode } from '@shared/results';

/** The stored draws of `states` up to `until` (inclusive), oldest first: one query. */
export async function readDraws(db: Deps['db'], states: readonly StateCode[], until: number): Promise<PastDraw[]> {
  const rows = await db
    .select({ state: drawResults.state, game: drawResults.game, number: drawResults.number, drawnAt: drawResults.drawnAt })
    .from(drawResults)
    .where(and(inArray(drawResults.state, [...states]), lte(drawResults.drawnAt, until)))
    .orderBy(asc(drawResults.drawnAt));
  return rows.filter((r): r is PastDraw => r.game === 'pick3' || r.game === 'pick4');
}
