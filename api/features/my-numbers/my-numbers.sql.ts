// The queries of "My numbers" (docs/product.md, "My numbers"). A saved number and a stored result
// meet by game and box key (the digits in ascending order), on draw_results_box_idx and
// my_numbers_box_idx; whether the draw counts for the number's play (straight: the same order)
// is settled here where the database can say it, and again by shared/my-numbers.ts's matchOf.
import { and, asc, count, desc, eq, exists, gt, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '#db/client';
import { myNumbers, numberLists } from '#db/schema-my-numbers';
import { pushSubscriptions } from '#db/schema-push';
import { drawResults } from '#db/schema-results';
import { users } from '#db/schema-users';
import { boxKey, type StateCode } from '@shared/results';

/** The draw columns every read of matches takes. */
const draw = {
  resultId: drawResults.id,
  state: drawResults.state,
  game: drawResults.game,
  drawDate: drawResults.drawDate,
  drawTime: drawResults.drawTime,
  drawn: drawResults.number,
  drawnAt: drawResults.drawnAt,
  storedAt: drawResults.updatedAt,
};

/** The two sides meet on the draw's game and box key; a straight play also on its order. */
const meets = and(eq(drawResults.game, myNumbers.game), eq(drawResults.boxKey, myNumbers.boxKey));
const countsForPlay = or(ne(myNumbers.play, 'straight'), eq(drawResults.number, myNumbers.number));

/** A person's numbers, in their order. */
export function savedNumbers(db: Queryable, userId: number) {
  return db
    .select({ number: myNumbers.number, play: myNumbers.play, game: myNumbers.game, addedAt: myNumbers.addedAt })
    .from(myNumbers)
    .where(eq(myNumbers.userId, userId))
    .orderBy(asc(myNumbers.position));
}

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
 * range of draw_results_box_idx per box, whatever else the tables hold (the caller keeps those
 * that count for each number's play).
 */
export function drawsOfBoxes(db: Queryable, numbers: readonly { game: string; number: string }[], states: readonly StateCode[], since: number) {
  const boxes = [...new Map(numbers.map((n) => [`${n.game} ${boxKey(n.number)}`, { game: n.game, box: boxKey(n.number) }])).values()];
  if (boxes.length === 0) return Promise.resolve([]);
  return db
    .select(draw)
    .from(drawResults)
    .where(and(or(...boxes.map((b) => and(eq(drawResults.game, b.game), eq(drawResults.boxKey, b.box), gt(drawResults.drawnAt, since)))), inArray(drawResults.state, [...states])))
    .orderBy(desc(drawResults.drawnAt), desc(drawResults.id));
}

/**
 * The person's notices, newest draw first: the results stored (or last corrected) since the
 * number joined the list, in `states`, that count for it.
 */
export function notices(db: Queryable, userId: number, states: readonly StateCode[], limit: number) {
  return db
    .select({ number: myNumbers.number, play: myNumbers.play, ...draw })
    .from(myNumbers)
    .innerJoin(drawResults, meets)
    .where(and(eq(myNumbers.userId, userId), gte(drawResults.updatedAt, myNumbers.addedAt), inArray(drawResults.state, [...states]), countsForPlay))
    .orderBy(desc(drawResults.drawnAt), desc(drawResults.id), asc(myNumbers.position))
    .limit(limit);
}

/**
 * One pass over some results (those of one write, drawn after `since`): every saved number they
 * count for whose owner has a way to hear of it (notifications on somewhere, or the e-mails), with
 * what the news needs (states followed, e-mail switch, break, address). Those with neither are
 * left to the notices list: news is work only for those it reaches.
 */
export function matchesOf(db: Queryable, resultIds: readonly number[], since: number) {
  return db
    .select({
      ...draw,
      userId: myNumbers.userId,
      number: myNumbers.number,
      play: myNumbers.play,
      addedAt: myNumbers.addedAt,
      followedStates: users.followedStates,
      selfExcludedUntil: users.selfExcludedUntil,
      email: users.email,
      username: users.username,
      mails: numberLists.mails,
    })
    .from(drawResults)
    .innerJoin(myNumbers, meets)
    .innerJoin(users, eq(users.id, myNumbers.userId))
    .leftJoin(numberLists, eq(numberLists.userId, myNumbers.userId))
    .where(
      and(
        inArray(drawResults.id, [...resultIds]),
        gt(drawResults.drawnAt, since),
        gte(drawResults.updatedAt, myNumbers.addedAt),
        countsForPlay,
        or(eq(numberLists.mails, true), exists(db.select({ one: sql`1` }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, myNumbers.userId)))),
      ),
    );
}

/** Which of these users have notifications on somewhere. */
export async function withNotifications(db: Queryable, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...userIds]));
  return new Set(rows.map((r) => r.userId));
}

/** The e-mail switch: off unless the person turned it on. */
export async function mailsOn(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db.select({ mails: numberLists.mails }).from(numberLists).where(eq(numberLists.userId, userId)).limit(1);
  return row?.mails ?? false;
}
