// Sends a message to many browsers, with retries, and forgets subscriptions that are gone.
// The delivery itself (encryption, VAPID, HTTP) runs in a worker thread, so a publish to
// thousands of subscribers leaves the event loop, and the readers it serves, a core of its own.
import { Worker } from 'node:worker_threads';
import { inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { pushSubscriptions } from '../../db/schema';
import type { DeliveryConfig, DeliveryOutcome, PushTarget } from './push.delivery';
import type { VapidKeys } from './push.service';

export type { PushTarget };

export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export interface PushResult {
  delivered: number;
  /** Subscriptions the push service said are gone (404/410): deleted. */
  removed: number;
  /** Still failing (429, 5xx, network) after the retries: kept for next time. */
  failed: number;
}

export interface PushSenderOptions {
  concurrency?: number;
  /** Waits before the retries of 429/5xx answers. */
  retryDelaysMs?: number[];
  /** How long a push service keeps an undelivered message (seconds). */
  ttlSeconds?: number;
}

type Deliver = (targets: PushTarget[], payload: string) => Promise<DeliveryOutcome>;

function workerDelivery(config: DeliveryConfig, log: Deps['log']): { deliver: Deliver; close(): void } {
  let worker: Worker | undefined;
  let seq = 0;
  const pending = new Map<number, (o: DeliveryOutcome) => void>();
  const start = () => {
    // The worker is TypeScript, loaded through tsx like the server itself (see the entry file).
    const w = new Worker(new URL('./push.worker-entry.mjs', import.meta.url), { workerData: config });
    w.on('message', (m: { id: number; outcome: DeliveryOutcome }) => {
      pending.get(m.id)?.(m.outcome);
      pending.delete(m.id);
    });
    w.on('error', (err) => log.error('the push worker failed; it restarts with the next push', err));
    w.on('exit', () => {
      worker = undefined;
      // Whatever was in flight is retried by the caller's next attempt.
      for (const [id, resolve] of pending) resolve({ delivered: 0, gone: [], retry: [] }), pending.delete(id);
    });
    w.unref();
    return w;
  };
  return {
    deliver(targets, payload) {
      worker ??= start();
      const id = ++seq;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        worker!.postMessage({ id, targets, payload });
      });
    },
    close() {
      worker?.postMessage('close');
    },
  };
}

export function createPushSender(deps: Deps, keys: VapidKeys, opts: PushSenderOptions = {}) {
  const retryDelays = opts.retryDelaysMs ?? [5_000, 30_000];
  const config: DeliveryConfig = {
    publicKey: keys.publicKey,
    privateKey: keys.privateKey,
    subject: deps.config.vapidSubject,
    concurrency: opts.concurrency ?? 64,
    ttlSeconds: opts.ttlSeconds ?? 24 * 60 * 60,
  };
  const delivery = workerDelivery(config, deps.log);

  return {
    async send(targets: PushTarget[], message: PushMessage): Promise<PushResult> {
      const payload = JSON.stringify(message);
      const result: PushResult = { delivered: 0, removed: 0, failed: 0 };
      const gone: string[] = [];
      let pending = targets;
      for (let attempt = 0; pending.length > 0; attempt++) {
        const outcome = await delivery.deliver(pending, payload);
        result.delivered += outcome.delivered;
        gone.push(...outcome.gone);
        if (outcome.retry.length === 0 || attempt >= retryDelays.length) {
          result.failed = outcome.retry.length;
          break;
        }
        await new Promise((r) => setTimeout(r, retryDelays[attempt]));
        pending = outcome.retry;
      }
      for (let i = 0; i < gone.length; i += 500) {
        deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, gone.slice(i, i + 500))).run();
      }
      result.removed = gone.length;
      return result;
    },
    close() {
      delivery.close();
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
