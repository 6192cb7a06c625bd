// The daily clean-up: what the job table, the rate limits, the reset links and the record of
// Stripe's open checkouts no longer need.
import { and, eq, isNotNull, lt, lte, or } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { jobs, passwordResets, rateLimits, stripeCheckouts } from '#db/schema';
import { DAY } from '../../lib/clock';
import { STRIPE_SESSION_LIFETIME_MS } from '../payments/pay-time';
import type { JobHandler } from './jobs.worker';

/** Done jobs are kept a week (their keys keep a once-only job once); failed ones a month, for the operator. */
export const KEEP_DONE_MS = 7 * DAY;
export const KEEP_FAILED_MS = 30 * DAY;

export function cleanupJob(deps: Deps): JobHandler<unknown> {
  const { clock } = deps;
  return async () => {
    const now = clock.now();
    return async (tx) => {
      await tx.delete(jobs).where(or(and(eq(jobs.state, 'done'), lt(jobs.finishedAt, now - KEEP_DONE_MS)), and(eq(jobs.state, 'failed'), lt(jobs.finishedAt, now - KEEP_FAILED_MS))));
      await tx.delete(rateLimits).where(and(lte(rateLimits.resetAt, now), lte(rateLimits.inFlightUntil, now)));
      // Stripe closes a session after a day; a break has none of them left to expire (pay-time.ts).
      await tx.delete(stripeCheckouts).where(lt(stripeCheckouts.createdAt, now - STRIPE_SESSION_LIFETIME_MS));
      await tx.delete(passwordResets).where(or(lt(passwordResets.expiresAt, now - DAY), and(isNotNull(passwordResets.usedAt), lt(passwordResets.usedAt!, now - DAY))));
    };
  };
}
