// What deleting an account takes with it (docs/product.md, "Deleting an account"; docs/security.md,
// "What deleting an account erases"), in the deletion's transaction: the row (and by cascade its
// sessions, push subscriptions, reset links, open checkouts), the contact messages it sent or that
// carry its e-mail, promised e-mails and rate-limit rows that name it, its name and e-mail on
// receipts and in the activity log; and, where it had taken the free trial, a keyed hash of the
// address so a new account with it cannot take the trial again. SQLite then wipes the freed pages
// (secure_delete) and empties its write-ahead log (api/db/client.ts, scrub()), so nothing of the
// person stays readable in the database files.
import { createHmac } from 'node:crypto';
import { and, eq, like, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { contactMessages, jobs, payments, rateLimits, receipts, refunds, trialClaims, users } from '../../db/schema';
import type { UserRow } from '../users/users.service';
import { forgetUserInAudit } from '../audit/audit.service';

/** What an account deleted by its owner leaves on its receipts, in place of name and e-mail. */
export const DELETED_ACCOUNT = 'Deleted account';

/** The keyed hash a free trial is remembered by: the address itself is never kept. */
export function trialClaimKey(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`trial:${email.trim().toLowerCase()}`).digest('base64url');
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken as they are. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function eraseAccount(tx: Tx, user: UserRow, opts: { secret: string; now: number }): Promise<void> {
  if (user.trialUsedAt != null) {
    await tx.insert(trialClaims).values({ emailHash: trialClaimKey(opts.secret, user.email), claimedAt: user.trialUsedAt }).onConflictDoNothing();
  }
  await tx.update(receipts).set({ username: DELETED_ACCOUNT, email: '' }).where(eq(receipts.userId, user.id));
  await tx.update(payments).set({ receiptEmail: null }).where(eq(payments.userId, user.id));
  await tx.update(refunds).set({ email: null }).where(eq(refunds.userId, user.id));
  await tx.delete(contactMessages).where(eq(contactMessages.email, user.email));
  // E-mails not yet sent to the address (a receipt, a reset link) and the limits counted for it.
  await tx.delete(jobs).where(and(ne(jobs.state, 'running'), sql`${jobs.payload} like ${containing(user.email)} escape '\\'`));
  await tx.delete(rateLimits).where(like(rateLimits.key, `%:${user.email}`));
  // The activity log keeps what admins did, not who it was done to: "user 12 (deleted account)".
  await forgetUserInAudit(tx, user);
  await tx.delete(users).where(eq(users.id, user.id));
}
