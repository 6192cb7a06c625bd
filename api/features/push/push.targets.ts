// Who a push may go to. Every push the server sends picks its subscriptions here, so the rules
// that hold for all of them live in one place: no push to a person taking a break (docs/product.md,
// "Responsible play"), and news of a state's draws only to those who follow it (docs/product.md,
// "Followed states and result pushes").
import { and, countDistinct, eq, exists, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '#db/client';
import { pushSubscriptions } from '#db/schema-push';
import { notOnBreakWhere } from '../responsible-play';
import { accountIdsQuery, accountIs, asksResultPushesWhere, followsStateWhere, readersWhere } from '../users';
import type { PushTarget } from '../../platform/push/push.sender';

/** Users who may be sent a push at `now`: not on a break (responsible-play's rule). */
export const mayBePushed = notOnBreakWhere;

/** Whom a push job is for. */
export type PushAudience =
  /** Everyone who may read the predictions now: admins and active subscribers; with `state`, those of them who follow it. */
  | { readers: true; state?: string }
  /** Everyone who asked for every new result of this state. */
  | { resultsOf: string }
  | { userId: number }
  /** A slice of a larger send, fixed when it was split. */
  | { subscriptionIds: number[] };

/** The subscription ids of an audience at `now`, leaving out anyone who may not be pushed now. */
export async function audienceSubscriptionIds(db: Queryable, audience: PushAudience, now: number): Promise<number[]> {
  if ('subscriptionIds' in audience) return audience.subscriptionIds;
  const who =
    'readers' in audience
      ? and(readersWhere(now), audience.state === undefined ? undefined : followsStateWhere(audience.state))
      : 'resultsOf' in audience
        ? asksResultPushesWhere(audience.resultsOf)
        : accountIs(audience.userId);
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, accountIdsQuery(db, and(who, mayBePushed(now))!)))
    .orderBy(pushSubscriptions.id);
  return rows.map((r) => r.id);
}

/** The subscriptions of these ids that still exist, with what a push to each needs. */
export async function pushTargetsOf(db: Queryable, ids: readonly number[]): Promise<(PushTarget & { id: number })[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.id, [...ids]));
}

/**
 * Whether the account in `userId` (a column of the caller's query) has notifications on somewhere,
 * as a query condition: how another feature asks, never reading the table itself.
 */
export const hasNotificationsWhere = (db: Queryable, userId: SQLWrapper): SQL =>
  exists(db.select({ one: sql`1` }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)));

/**
 * How many people have notifications on somewhere (the operator's overview): people, not browsers,
 * whatever their role (an expired subscriber's browser stays subscribed and is reached again on
 * renewal).
 */
export async function peopleWithNotifications(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: countDistinct(pushSubscriptions.userId) }).from(pushSubscriptions);
  return Number(row?.n ?? 0);
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
