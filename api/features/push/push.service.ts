// Browser push subscriptions and the VAPID keys they are made with (docs/product.md, "Pushes"),
// and the `push` job that sends every push any feature queues to them (push.job.ts).
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { pushSubscriptions } from '#db/schema-push';
import { badRequest, unauthorized } from '../../platform/http/http-errors';
import { lockUser } from '../users';
import { AUTH_MESSAGES } from '@shared/auth';
import { pushEndpointProblem } from '../../platform/push/push-endpoint';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import type { PushSender } from '../../platform/push/push.sender';
import { type ErasePart, forgetJobs } from '../../platform/erase';
import { pushJob } from './push.job';
import { pushKeysProblem } from './push-keys';

/** Browsers one account may have notifications on in (docs/security.md, "Abuse limits"). */
export const PUSH_SUBSCRIPTIONS_PER_ACCOUNT = 10;

type PushServiceDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'log' | 'vapidKeys'>;

/**
 * Deleting an account (api/platform/erase.ts): pushes not yet sent to it go. Its subscriptions
 * reference the account and go with it.
 */
const erasePushes: ErasePart = {
  tables: [],
  run: (tx, person) => forgetJobs(tx, 'push', ({ payload }) => (payload.to as { userId?: unknown } | undefined)?.userId === person.id),
};

export function createPushService(deps: PushServiceDeps, queue: JobQueue, sender: PushSender) {
  const { db, clock, vapidKeys: keys } = deps;

  return {
    keys,
    publicKey: keys.publicKey,

    async subscribe(userId: number, sub: { endpoint: string; keys: { p256dh: string; auth: string } }): Promise<void> {
      const problem = pushEndpointProblem(sub.endpoint, deps.config.pushServiceHosts, deps.config.production);
      if (problem) throw badRequest(problem, 'endpoint');
      const keysProblem = pushKeysProblem(sub.keys);
      if (keysProblem) throw badRequest(keysProblem.message, keysProblem.field);
      await db.write(async (tx) => {
        // The account's row locked first: two browsers subscribing at once both count against
        // the cap below, in turn.
        if (!(await lockUser(tx, userId))) throw unauthorized(AUTH_MESSAGES.sessionEnded);
        // A browser keeps its endpoint across accounts: the latest sign-in owns it.
        await tx
          .insert(pushSubscriptions)
          .values({ userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, createdAt: clock.now() })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth },
          });
        // At most PUSH_SUBSCRIPTIONS_PER_ACCOUNT browsers per account (docs/security.md,
        // "Abuse limits"): a new one replaces the one subscribed first, so one publish never
        // becomes a thousand pushes to one person.
        const newestFirst = await tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
        const extra = newestFirst.slice(PUSH_SUBSCRIPTIONS_PER_ACCOUNT);
        if (extra.length > 0)
          await tx.delete(pushSubscriptions).where(
            inArray(
              pushSubscriptions.id,
              extra.map((e) => e.id),
            ),
          );
      });
    },

    async unsubscribe(userId: number, endpoint: string): Promise<boolean> {
      const removed = await db.write((tx) =>
        tx
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
          .returning({ id: pushSubscriptions.id }),
      );
      return removed.length > 0;
    },

    jobs: { push: pushJob(deps, queue, sender) },
    erase: erasePushes,
  };
}

export type PushService = ReturnType<typeof createPushService>;
