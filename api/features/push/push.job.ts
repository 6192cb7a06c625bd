// A push job (docs/runtime.md, "Promised work"): one message to an audience, sent after the change
// that caused it has committed. A large audience is split into slices of SLICE subscriptions, each
// its own job, added together with the "done" of the split, so several processes share a large
// send. Subscriptions the push service says are gone are deleted; those that fail (429, 5xx,
// network) are tried again with growing waits, the job carrying only them, and after PUSH_TRIES
// tries the job is kept as failed with the reason.
//
// A crash repeats what was sent and not yet recorded as done (docs/architecture.md, "Jobs"): a
// process sends at most UNRECORDED_PUSHES pushes whose job's end is not recorded yet (four slices
// at once), so a process that dies repeats at most that many.
import { inArray } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Tx } from '#db/client';
import { pushSubscriptions } from '#db/schema-push';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import { RetryWith, type JobHandler } from '../../platform/jobs/jobs.worker';
import type { PushMessage, PushSender } from '../../platform/push/push.sender';
import { audienceSubscriptionIds, pushTargetsOf, type PushAudience } from './push.targets';

/** Pushes one process may have sent whose job's end is not recorded yet: what a crash of it can repeat. */
export const UNRECORDED_PUSHES = 100;
/** Subscriptions per slice: four slices of a large send go out at once within UNRECORDED_PUSHES. */
export const SLICE = 25;
/** The first try and two retries (after 5 s and 30 s). */
export const PUSH_TRIES = 3;

/**
 * Units given out first come, first served, and given back once what they cover is recorded:
 * at most `total` are out at once.
 */
export function unitBudget(total: number) {
  let free = total;
  const waiting: { n: number; go: () => void }[] = [];
  const grant = () => {
    while (waiting.length > 0 && waiting[0].n <= free) {
      const next = waiting.shift()!;
      free -= next.n;
      next.go();
    }
  };
  return {
    /** Waits for `n` units (at most `total`); the function gives them back, once. */
    async take(n: number): Promise<() => void> {
      const units = Math.min(n, total);
      if (waiting.length === 0 && units <= free) free -= units;
      else await new Promise<void>((go) => waiting.push({ n: units, go }));
      let back = false;
      return () => {
        if (back) return;
        back = true;
        free += units;
        grant();
      };
    },
    /** Units out now. */
    out: () => total - free,
  };
}

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

export function pushJob(deps: Pick<Deps, 'db' | 'clock' | 'log'>, queue: JobQueue, sender: PushSender, unrecorded = unitBudget(UNRECORDED_PUSHES)): JobHandler<PushJob> {
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
    // Units for what this run sends, given back once its end is recorded (and its sending over).
    const release = await unrecorded.take(targets.length);
    let r: Awaited<ReturnType<PushSender['send']>>;
    try {
      r = await sender.send(targets, push.message);
    } finally {
      void job.ended.then(release);
    }
    if (r.gone.length > 0) {
      await db.write((tx) => tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, r.gone)));
    }
    log.info(`push ${push.label} (job ${job.id}, try ${job.attempt}): ${r.delivered} delivered, ${r.gone.length} removed, ${r.retry.length} to retry, ${r.refused} refused`);
    if (r.retry.length > 0) {
      const again = new Set(r.retry.map((t) => t.endpoint));
      const left = targets.filter((t) => again.has(t.endpoint)).map((t) => t.id);
      throw new RetryWith(`${left.length} of ${targets.length} pushes were not accepted by the push service (busy, failing or unreachable)`, {
        ...push,
        to: { subscriptionIds: left },
      });
    }
  };
}
