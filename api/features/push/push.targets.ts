// Who a push may go to. Every push the server sends picks its subscriptions here, so the rules
// that hold for all of them live in one place: no push to a person taking a break (docs/product.md,
// "Responsible play"), and news of a state's draws only to those who follow it (docs/product.md,
// "Followed states and result pushes").
import { and, eq, inArray, isNull, like, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '#db/client';
import { pushSubscriptions } from '#db/schema-push';
import { users } from '#db/schema-users';
import { notOnBreakWhere } from '../responsible-play';
import { readersWhere } from '../users';
import type { PushTarget } from '../../platform/push/push.sender';

/** Users who may be sent a push at `now`: not on a break (responsible-play's rule). */
export const mayBePushed = notOnBreakWhere;

/**
 * Users who follow `state`: never chosen (null) is all seven. The column holds two-letter codes
 * joined by commas, so a code is found only as itself.
 */
export const followsState = (state: string): SQL => or(isNull(users.followedStates), like(users.followedStates, `%${state}%`))!;

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
      ? and(readersWhere(now), audience.state === undefined ? undefined : followsState(audience.state))
      : 'resultsOf' in audience
        ? like(users.resultPushStates, `%${audience.resultsOf}%`)
        : eq(users.id, audience.userId);
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(and(who, mayBePushed(now)))
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
