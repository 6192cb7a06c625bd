// A push job (docs/runtime.md, "Promised work"): one message to an audience, sent after the change
// that caused it has committed. A large audience is split into slices of SLICE subscriptions, each
// its own job, added together with the "done" of the split; so a crash repeats at most the pushes
// of the slices that were being sent, and several processes share a large send. Subscriptions the
// push service says are gone are deleted; those that fail (429, 5xx, network) are tried again with
// growing waits, the job carrying only them, and after PUSH_TRIES tries the job is kept as failed
// with the reason.
import { inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Tx } from '#db/client';
import { pushSubscriptions } from '#db/schema';
import type { JobQueue } from '../jobs/jobs.queue';
import { RetryWith, type JobHandler } from '../jobs/jobs.worker';
import type { PushMessage, PushSender } from './push.sender';
import { audienceSubscriptionIds, pushTargetsOf, type PushAudience } from './push.targets';

/** Subscriptions per slice: a process that dies mid-send repeats at most this many pushes per job it was running. */
export const SLICE = 100;
/** The first try and two retries (after 5 s and 30 s). */
export const PUSH_TRIES = 3;

export interface PushJob {
  message: PushMessage;
  to: PushAudience;
  /** What the log calls this send ("batch 12", "hit 047 TX …"). */
  label: string;
}

/** Queues a push in `tx`: it goes out once the change it tells of has committed. */
export function queuePush(queue: JobQueue, tx: Tx, push: PushJob, key?: string): Promise<number | null> {
  return queue.add(tx, { kind: 'push', payload: push, key, maxAttempts: PUSH_TRIES });
}

export function pushJob(deps: Deps, queue: JobQueue, sender: PushSender): JobHandler<PushJob> {
  const { db, clock, log } = deps;
  return async (push, job) => {
    const ids = await audienceSubscriptionIds(db, push.to, clock.now());
    if (ids.length > SLICE) {
      return async (tx) => {
        for (let i = 0; i * SLICE < ids.length; i++) {
          const slice = { ...push, to: { subscriptionIds: ids.slice(i * SLICE, (i + 1) * SLICE) } };
          await queuePush(queue, tx, slice, `push:${job.id}:${i}`);
        }
      };
    }
    const targets = await pushTargetsOf(db, ids);
    const r = await sender.send(targets, push.message);
    if (r.gone.length > 0) {
      await db.write((tx) => tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, r.gone)));
    }
    log.info(`push ${push.label} (job ${job.id}, try ${job.attempt}): ${r.delivered} delivered, ${r.gone.length} removed, ${r.retry.length} to retry, ${r.refused} refused`);
    if (r.retry.length > 0) {
      const again = new Set(r.retry.map((t) => t.endpoint));
      const left = targets.filter((t) => again.has(t.endpoint)).map((t) => t.id);
      throw new RetryWith(`${left.length} of ${targets.length} pushes were not accepted by the push service (busy, failing or unreachable)`, { ...push, to: { subscriptionIds: left } });
    }
  };
}
