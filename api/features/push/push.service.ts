// Browser push subscriptions and the VAPID keys they are made with (contract §7). Sending
// pushes builds on this (push.job.ts).
import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Deps } from '../../deps';
import { pushSubscriptions } from '../../db/schema';
import { getOrCreateSecret } from '../../db/secrets';
import { badRequest } from '../../lib/http-errors';
import { pushEndpointProblem } from './push-endpoint';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export async function loadVapidKeys(deps: Pick<Deps, 'config' | 'db' | 'clock'>): Promise<VapidKeys> {
  if (deps.config.vapid) return deps.config.vapid;
  const json = await getOrCreateSecret(deps.db, 'vapid', () => JSON.stringify(webpush.generateVAPIDKeys()), deps.clock.now());
  return JSON.parse(json) as VapidKeys;
}

export function createPushService(deps: Deps) {
  const { db, clock, vapidKeys: keys } = deps;

  return {
    keys,
    publicKey: keys.publicKey,

    async subscribe(userId: number, sub: { endpoint: string; keys: { p256dh: string; auth: string } }): Promise<void> {
      const problem = pushEndpointProblem(sub.endpoint, deps.config.pushServiceHosts, deps.config.production);
      if (problem) throw badRequest(problem, 'endpoint');
      // A browser keeps its endpoint across accounts: the latest sign-in owns it.
      await db.write((tx) =>
        tx
          .insert(pushSubscriptions)
          .values({ userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, createdAt: clock.now() })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth },
          }),
      );
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
  };
}

export type PushService = ReturnType<typeof createPushService>;
