// The daily clean-up: what the job table and the rate limits no longer need, then each feature's
// own (`sweeps`: the reset links, the record of Stripe's open checkouts), in the same transaction.
import { and, eq, lt, lte, or } from 'drizzle-orm';
import type { Deps } from '../deps';
import { jobs, rateLimits } from '#db/schema-shared';
import { DAY, HOUR } from '../clock';
import type { Background, Sweep } from './background';
import type { JobHandler } from './jobs.worker';

/** Done jobs are kept a week (their keys keep a once-only job once); failed ones a month, for the operator. */
export const KEEP_DONE_MS = 7 * DAY;
export const KEEP_FAILED_MS = 30 * DAY;

export function cleanupJob(deps: Pick<Deps, 'clock'>, sweeps: readonly Sweep[]): JobHandler<unknown> {
  const { clock } = deps;
  return async () => {
    const now = clock.now();
    return async (tx) => {
      await tx
        .delete(jobs)
        .where(or(and(eq(jobs.state, 'done'), lt(jobs.finishedAt, now - KEEP_DONE_MS)), and(eq(jobs.state, 'failed'), lt(jobs.finishedAt, now - KEEP_FAILED_MS))));
      await tx.delete(rateLimits).where(and(lte(rateLimits.resetAt, now), lte(rateLimits.inFlightUntil, now)));
      for (const sweep of sweeps) await sweep(tx, now);
    };
  };
}

/** The platform's clean-up as background work: the job, once a day, the first an hour after a fresh install. */
export function cleanupBackground(deps: Pick<Deps, 'clock'>, sweeps: readonly Sweep[]): Background {
  return {
    jobs: { cleanup: cleanupJob(deps, sweeps) },
    schedules: [{ name: 'cleanup', everyMs: DAY, firstDelayMs: HOUR, job: { kind: 'cleanup' } }],
  };
}
