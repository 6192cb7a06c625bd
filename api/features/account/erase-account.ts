// What deleting an account takes with it (docs/product.md, "Deleting an account"; docs/security.md,
// "What deleting an account erases"), in the deletion's transaction: the row (and by cascade its
// sessions, push subscriptions, reset links, open checkouts), the contact messages it sent or that
// carry its e-mail, promised e-mails and pushes and rate-limit rows that name it (found by its id
// or its exact address, never by a pattern: deleting a_ice@example.com leaves alice@example.com's
// alone), its name and e-mail on receipts and in the activity log; and, where it had taken the free trial, a keyed hash of the
// address so a new account with it cannot take the trial again. SQLite then wipes the freed pages
// (secure_delete) and empties its write-ahead log (db.scrub(), api/platform/db/types.ts), so nothing of the
// person stays readable in the database files.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { contactMessages, jobs, payments, rateLimits, receipts, refunds, trialClaims, users } from '#db/schema';
import { forgetUserInAudit } from '../../platform/audit/audit';
import { limitKey } from '../../platform/http/rate-limit';
import type { Mail } from '../../platform/mail/mailer';
import { LIMITS_BY_EMAIL } from '../auth';
import { trialClaimKey, type UserRow } from '../users';
import { eraseOffersOf } from '../offers';

/** What an account deleted by its owner leaves on its receipts, in place of name and e-mail. */
export const DELETED_ACCOUNT = 'Deleted account';

/** The same address, as addresses are compared (their case aside). */
const sameAddress = (a: unknown, email: string) => typeof a === 'string' && a.trim().toLowerCase() === email.trim().toLowerCase();

/**
 * Work promised and not yet done that names the person, found by the account's id or its exact
 * address: e-mails to it or from it (a contact message's reply-to), its receipts' and refunds'
 * e-mails (keyed by their payment and refund), resets asked for it, pushes to the account. A mail
 * to several addresses loses only this one. A job running now goes too: what it is sending goes
 * out, but its row (and the address in it) does not stay, and its run records nothing.
 */
async function forgetPromisedWork(tx: Tx, user: UserRow): Promise<void> {
  const paid = await tx.select({ id: payments.id }).from(payments).where(eq(payments.userId, user.id));
  const refused = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.userId, user.id));
  const keys = new Set([...paid.map((p) => `receipt:${p.id}`), ...refused.map((r) => `refund-mail:${r.id}`)]);
  const waiting = await tx
    .select({ id: jobs.id, kind: jobs.kind, key: jobs.key, payload: jobs.payload })
    .from(jobs)
    .where(and(inArray(jobs.kind, ['mail', 'password-reset', 'push']), inArray(jobs.state, ['queued', 'running', 'failed'])));
  const gone: number[] = [];
  for (const job of waiting) {
    const payload = JSON.parse(job.payload) as Record<string, unknown>;
    if (job.key !== null && keys.has(job.key)) gone.push(job.id);
    else if (job.kind === 'password-reset' && sameAddress(payload.email, user.email)) gone.push(job.id);
    else if (job.kind === 'push' && (payload.to as { userId?: unknown } | undefined)?.userId === user.id) gone.push(job.id);
    else if (job.kind === 'mail') {
      const mail = payload as unknown as Mail;
      if (sameAddress(mail.replyTo, user.email) || sameAddress(mail.to, user.email)) gone.push(job.id);
      else if (Array.isArray(mail.to) && mail.to.some((to) => sameAddress(to, user.email))) {
        const others = mail.to.filter((to) => !sameAddress(to, user.email));
        if (others.length === 0) gone.push(job.id);
        else
          await tx
            .update(jobs)
            .set({ payload: JSON.stringify({ ...mail, to: others }) })
            .where(eq(jobs.id, job.id));
      }
    }
  }
  if (gone.length > 0) await tx.delete(jobs).where(inArray(jobs.id, gone));
}

export async function eraseAccount(tx: Tx, user: UserRow, opts: { secret: string; now: number }): Promise<void> {
  if (user.trialUsedAt != null) {
    await tx
      .insert(trialClaims)
      .values({ emailHash: trialClaimKey(opts.secret, user.email), claimedAt: user.trialUsedAt })
      .onConflictDoNothing();
  }
  await tx.update(receipts).set({ username: DELETED_ACCOUNT, email: '' }).where(eq(receipts.userId, user.id));
  await tx.update(payments).set({ receiptEmail: null }).where(eq(payments.userId, user.id));
  await tx.update(refunds).set({ email: null }).where(eq(refunds.userId, user.id));
  // Its cancellation comments, and its link to its cancellations and codes used.
  await eraseOffersOf(tx, user.id);
  await tx.delete(contactMessages).where(eq(contactMessages.email, user.email));
  // E-mails and pushes not yet sent (a receipt, a reset link), and the limits counted by its address.
  await forgetPromisedWork(tx, user);
  await tx.delete(rateLimits).where(
    inArray(
      rateLimits.key,
      LIMITS_BY_EMAIL.map((name) => limitKey(name, user.email)),
    ),
  );
  // The activity log keeps what admins did, not who it was done to: "user 12 (deleted account)".
  await forgetUserInAudit(tx, user);
  await tx.delete(users).where(eq(users.id, user.id));
}
