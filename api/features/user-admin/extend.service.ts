// "Extend by N days" (docs/product.md, "The operator's console"): the operator's one-tap extension
// of a membership.
import type { Db, Tx } from '#db/client';
import { conflict, notFound } from '../../platform/http/http-errors';
import { recordAudit, userTarget, type Actor } from '../../platform/audit/audit';
import { USER_MESSAGES } from '@shared/users';
import { extendAccount, lockUser, membership, type UserRow } from '../users';

/**
 * Subscriber until max(now, current end) + days, as a payment extends (docs/product.md,
 * "Buying a membership"): time still left is kept, a lapsed membership starts from now, a customer
 * becomes a subscriber. Admins have no membership (409). The row is locked for the write, so
 * extensions arriving at once each add their days to the end the one before wrote. `extended`
 * runs in the same transaction: a renewing membership's next charge moves as far.
 */
export function extendMembership(
  db: Db,
  id: number,
  days: number,
  actor: Actor,
  now: number,
  extended?: (tx: Tx, userId: number, days: number, now: number) => Promise<void>,
): Promise<UserRow> {
  return db.write(async (tx) => {
    const user = await lockUser(tx, id);
    if (!user) throw notFound(USER_MESSAGES.notFound);
    if (user.role === 'admin') throw conflict(USER_MESSAGES.extendAdmin);
    const updated = await extendAccount(tx, user, days, now);
    await extended?.(tx, id, days, now);
    await recordAudit(tx, { actor, action: 'user.extend', at: now, target: userTarget(user), detail: { days, from: membership(user, now), to: membership(updated, now) } });
    return updated;
  });
}
