// The queries of "My numbers" (docs/product.md, "My numbers"). A saved number and a stored result
// (the results feature's view of its draws, joined in the same query) meet by game and box key
// (the digits in ascending order), on draw_results_box_idx and my_numbers_box_idx; whether the draw
// counts for the number's play (straight: the same order) is settled here where the database can
// say it, and again by shared/my-numbers.ts's matchOf.
import { and, asc, desc, eq, gt, gte, inArray, ne, or } from 'drizzle-orm';
import type { Queryable } from '#db/client';
import { myNumbers, numberLists } from '#db/schema-my-numbers';
import { hasNotificationsWhere } from '../push';
import { drawsView } from '../results';
import { accountsView } from '../users';
import type { StateCode } from '@shared/results';

/** The results feature's view of the stored draws, as this feature's queries join it. */
type Draws = ReturnType<typeof drawsView>;

/** The draw columns every read of matches takes. */
const drawOf = (d: Draws) => ({
  resultId: d.id,
  state: d.state,
  game: d.game,
  drawDate: d.drawDate,
  drawTime: d.drawTime,
  drawn: d.number,
  drawnAt: d.drawnAt,
  storedAt: d.updatedAt,
});

/** The two sides meet on the draw's game and box key; a straight play also on its order. */
const meets = (d: Draws) => and(eq(d.game, myNumbers.game), eq(d.boxKey, myNumbers.boxKey));
const countsForPlay = (d: Draws) => or(ne(myNumbers.play, 'straight'), eq(d.number, myNumbers.number));

/** A person's numbers, in their order. */
export function savedNumbers(db: Queryable, userId: number) {
  return db
    .select({ number: myNumbers.number, play: myNumbers.play, game: myNumbers.game, addedAt: myNumbers.addedAt })
    .from(myNumbers)
    .where(eq(myNumbers.userId, userId))
    .orderBy(asc(myNumbers.position));
}

/**
 * The person's notices, newest draw first: the results stored (or last corrected) since the
 * number joined the list, in `states`, that count for it.
 */
export function notices(db: Queryable, userId: number, states: readonly StateCode[], limit: number) {
  const d = drawsView(db);
  return db
    .select({ number: myNumbers.number, play: myNumbers.play, ...drawOf(d) })
    .from(myNumbers)
    .innerJoin(d, meets(d))
    .where(and(eq(myNumbers.userId, userId), gte(d.updatedAt, myNumbers.addedAt), inArray(d.state, [...states]), countsForPlay(d)))
    .orderBy(desc(d.drawnAt), desc(d.id), asc(myNumbers.position))
    .limit(limit);
}

/**
 * One pass over some results (those of one write, drawn after `since`): every saved number they
 * count for whose owner has a way to hear of it (notifications on somewhere, or the e-mails), with
 * what the news needs (states followed, e-mail switch, break, address). Those with neither are
 * left to the notices list: news is work only for those it reaches.
 */
export function matchesOf(db: Queryable, resultIds: readonly number[], since: number) {
  const d = drawsView(db);
  const a = accountsView(db);
  return db
    .select({
      ...drawOf(d),
      userId: myNumbers.userId,
      number: myNumbers.number,
      play: myNumbers.play,
      addedAt: myNumbers.addedAt,
      followedStates: a.followedStates,
      selfExcludedUntil: a.selfExcludedUntil,
      email: a.email,
      username: a.username,
      mails: numberLists.mails,
    })
    .from(d)
    .innerJoin(myNumbers, meets(d))
    .innerJoin(a, eq(a.id, myNumbers.userId))
    .leftJoin(numberLists, eq(numberLists.userId, myNumbers.userId))
    .where(
      and(
        inArray(d.id, [...resultIds]),
        gt(d.drawnAt, since),
        gte(d.updatedAt, myNumbers.addedAt),
        countsForPlay(d),
        or(eq(numberLists.mails, true), hasNotificationsWhere(db, myNumbers.userId)),
      ),
    );
}

/** The e-mail switch: off unless the person turned it on. */
export async function mailsOn(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db.select({ mails: numberLists.mails }).from(numberLists).where(eq(numberLists.userId, userId)).limit(1);
  return row?.mails ?? false;
}
