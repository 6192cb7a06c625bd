// Sends a message to many browsers, once; what is gone and what to try again goes back to the
// caller (the push job, push.job.ts).
// The delivery itself (encryption, VAPID, HTTP) runs in worker threads, one per core up to
// four, at a lower CPU priority (push.worker.ts): a publish to thousands of subscribers uses
// the cores the readers leave free and never delays the event loop that serves them. A thread
// starts with the first send that needs it: a process that sends no push loads none (each costs
// about a second of processor time to load).
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Deps } from '../deps';
import type { DeliveryConfig, DeliveryOutcome, PushTarget } from './push.delivery';
import { pushEndpointProblem } from './push-endpoint';
import type { VapidKeys } from './vapid-keys';

export type { PushTarget };

export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export interface PushResult {
  delivered: number;
  /** Endpoints the push service said are gone (404/410): the caller deletes them. */
  gone: string[];
  /** Targets still to try (429, 5xx, network): the caller tries them again later. */
  retry: PushTarget[];
  /** Not sent: the endpoint is not at a push service this server sends to (push-endpoint.ts). */
  refused: number;
}

export interface PushSenderOptions {
  /** Pushes in flight at once, across all delivery workers. */
  concurrency?: number;
  /** Delivery worker threads (default: one per core, at most four). */
  workers?: number;
  /** How long a push service keeps an undelivered message (seconds). */
  ttlSeconds?: number;
  /** Starts one delivery thread (default: `startDeliveryThread`); a test holds the threads it starts through it. */
  startThread?: (config: DeliveryConfig) => Worker;
}

/** A delivery thread: push.worker.ts, loaded through tsx like the server itself (see the entry file). */
export const startDeliveryThread = (config: DeliveryConfig): Worker => new Worker(new URL('./push.worker-entry.mjs', import.meta.url), { workerData: config });

type Deliver = (targets: PushTarget[], payload: string) => Promise<DeliveryOutcome>;

/** Below this many targets a send stays in one worker: a thread's share is not worth splitting. */
const MIN_TARGETS_PER_WORKER = 200;

interface Delivery {
  deliver: Deliver;
  /** Sends handed to it and not yet answered. */
  pending(): number;
  close(): void;
}

function workerDelivery(config: DeliveryConfig, log: Deps['log'], startThread: (config: DeliveryConfig) => Worker): Delivery {
  let worker: Worker | undefined;
  let seq = 0;
  /** Each send handed to the thread: how to answer it, and its targets. */
  const pending = new Map<number, { resolve: (o: DeliveryOutcome) => void; targets: PushTarget[] }>();
  const start = () => {
    const w = startThread(config);
    w.on('message', (m: { id: number; outcome: DeliveryOutcome }) => {
      pending.get(m.id)?.resolve(m.outcome);
      pending.delete(m.id);
    });
    w.on('error', (err) => log.error('the push worker failed; it restarts with the next push', err));
    w.on('exit', () => {
      worker = undefined;
      // Whatever was in flight goes back to the caller as to try again: a push the thread took and
      // never answered for may not have gone out, and none is lost.
      for (const [id, { resolve, targets }] of pending) resolve({ delivered: 0, gone: [], retry: targets }), pending.delete(id);
    });
    w.unref();
    return w;
  };
  return {
    pending: () => pending.size,
    deliver(targets, payload) {
      worker ??= start();
      const id = ++seq;
      return new Promise((resolve) => {
        pending.set(id, { resolve, targets });
        worker!.postMessage({ id, targets, payload });
      });
    },
    close() {
      worker?.postMessage('close');
    },
  };
}

/** Splits a send across the workers in contiguous slices and adds up their outcomes. */
function workerPool(config: DeliveryConfig, log: Deps['log'], size: number, startThread: (config: DeliveryConfig) => Worker): Delivery {
  const workers = Array.from({ length: size }, () => workerDelivery({ ...config, concurrency: Math.ceil(config.concurrency / size) }, log, startThread));
  return {
    pending: () => workers.reduce((n, w) => n + w.pending(), 0),
    async deliver(targets, payload) {
      const n = Math.max(1, Math.min(size, Math.floor(targets.length / MIN_TARGETS_PER_WORKER)));
      const per = Math.ceil(targets.length / n);
      // Small sends at once (the slices of a large one) go to the least busy threads.
      const chosen = [...workers].sort((a, b) => a.pending() - b.pending()).slice(0, n);
      const outcomes = await Promise.all(chosen.map((w, i) => w.deliver(targets.slice(i * per, (i + 1) * per), payload)));
      return {
        delivered: outcomes.reduce((sum, o) => sum + o.delivered, 0),
        gone: outcomes.flatMap((o) => o.gone),
        retry: outcomes.flatMap((o) => o.retry),
      };
    },
    close() {
      for (const w of workers) w.close();
    },
  };
}

export function createPushSender(deps: Pick<Deps, 'config' | 'log'>, keys: VapidKeys, opts: PushSenderOptions = {}) {
  const config: DeliveryConfig = {
    publicKey: keys.publicKey,
    privateKey: keys.privateKey,
    subject: deps.config.vapidSubject,
    concurrency: opts.concurrency ?? 64,
    ttlSeconds: opts.ttlSeconds ?? 24 * 60 * 60,
  };
  const delivery = workerPool(config, deps.log, opts.workers ?? Math.min(4, os.availableParallelism()), opts.startThread ?? startDeliveryThread);

  return {
    /** One try at every target; retries are the push job's (push.job.ts), so they outlive this process. */
    async send(targets: PushTarget[], message: PushMessage): Promise<PushResult> {
      // Again at every send: a row stored before the rule, or under other PUSH_SERVICE_HOSTS, is
      // kept (the setting may be put back) but never contacted.
      const { pushServiceHosts, production } = deps.config;
      const allowed = targets.filter((t) => pushEndpointProblem(t.endpoint, pushServiceHosts, production) === null);
      if (allowed.length === 0) return { delivered: 0, gone: [], retry: [], refused: targets.length };
      const outcome = await delivery.deliver(allowed, JSON.stringify(message));
      return { ...outcome, refused: targets.length - allowed.length };
    },
    close() {
      delivery.close();
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
