// Who a push may go to. Every push the server sends picks its subscriptions here, so the rules
// that hold for all of them live in one place: no push to a person taking a break (contract §12).
import { and, eq, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions, users } from '../../db/schema';
import type { PushTarget } from './push.sender';

/** Users who may be sent a push at `now`: not in a self-exclusion. */
export const mayBePushed = (now: number): SQL => or(isNull(users.selfExcludedUntil), lte(users.selfExcludedUntil, now))!;

/** The push subscriptions of the users `who` selects, leaving out anyone who may not be pushed now. */
export function pushTargets(db: Db, now: number, who: SQL | undefined): PushTarget[] {
  return db
    .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(and(who, mayBePushed(now)))
    .all();
}
