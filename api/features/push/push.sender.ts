// Delivers web pushes. web-push does the standard parts (aes128gcm encryption of the payload,
// the VAPID JWT); we send the requests ourselves so that a fan-out to thousands of browsers
// reuses keep-alive connections, keeps a bounded number in flight, and yields to the event
// loop between encryptions, so readers are not starved while a publish goes out.
import http from 'node:http';
import https from 'node:https';
import { inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { Deps } from '../../deps';
import { pushSubscriptions } from '../../db/schema';
import type { VapidKeys } from './push.service';

export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
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

type Outcome = 'delivered' | 'gone' | 'retry';

/** VAPID JWTs may live up to 24 h; we sign for 12 h and renew with an hour to spare. */
const VAPID_LIFETIME_S = 12 * 60 * 60;
const VAPID_RENEW_BEFORE_MS = 60 * 60 * 1000;

export function createPushSender(deps: Deps, keys: VapidKeys, opts: PushSenderOptions = {}) {
  const concurrency = opts.concurrency ?? 64;
  const retryDelays = opts.retryDelaysMs ?? [5_000, 30_000];
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: concurrency }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: concurrency }),
  };
  // The VAPID JWT names only the push service's origin, so one signature serves every push to
  // that service for hours; signing per push was a large share of a fan-out's CPU.
  const vapidByOrigin = new Map<string, { authorization: string; expiresAt: number }>();
  function vapidAuthorization(endpoint: string): string {
    const audience = new URL(endpoint).origin;
    const cached = vapidByOrigin.get(audience);
    if (cached && cached.expiresAt - Date.now() > VAPID_RENEW_BEFORE_MS) return cached.authorization;
    const exp = Math.floor(Date.now() / 1000) + VAPID_LIFETIME_S;
    const { Authorization } = webpush.getVapidHeaders(audience, deps.config.vapidSubject, keys.publicKey, keys.privateKey, 'aes128gcm', exp);
    vapidByOrigin.set(audience, { authorization: Authorization, expiresAt: exp * 1000 });
    return Authorization;
  }

  function post(target: PushTarget, payload: string): Promise<Outcome> {
    let details: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        headers: { Authorization: vapidAuthorization(target.endpoint) },
        TTL: opts.ttlSeconds ?? 24 * 60 * 60,
        urgency: 'normal',
      });
    } catch {
      // Keys the browser sent that cannot encrypt anything: the subscription is unusable.
      return Promise.resolve('gone');
    }
    const url = new URL(details.endpoint);
    const lib = url.protocol === 'http:' ? http : https;
    return new Promise((resolve) => {
      const req = lib.request(
        url,
        { method: 'POST', headers: details.headers as http.OutgoingHttpHeaders, agent: agents[url.protocol as 'http:' | 'https:'], timeout: 15_000 },
        (res) => {
          res.resume();
          const s = res.statusCode ?? 0;
          resolve(s >= 200 && s < 300 ? 'delivered' : s === 404 || s === 410 ? 'gone' : 'retry');
        },
      );
      req.on('timeout', () => req.destroy());
      req.on('error', () => resolve('retry'));
      req.end(details.body);
    });
  }

  async function pool(targets: PushTarget[], payload: string) {
    const outcomes = new Map<PushTarget, Outcome>();
    let next = 0;
    const worker = async () => {
      while (next < targets.length) {
        const t = targets[next++];
        outcomes.set(t, await post(t, payload));
        // Encryption is synchronous work: let waiting requests run between two of them.
        await new Promise((r) => setImmediate(r));
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, targets.length) }, worker));
    return outcomes;
  }

  return {
    async send(targets: PushTarget[], message: PushMessage): Promise<PushResult> {
      const payload = JSON.stringify(message);
      const result: PushResult = { delivered: 0, removed: 0, failed: 0 };
      const gone: string[] = [];
      let pending = targets;
      for (let attempt = 0; pending.length > 0; attempt++) {
        const outcomes = await pool(pending, payload);
        const retry: PushTarget[] = [];
        for (const [t, o] of outcomes) {
          if (o === 'delivered') result.delivered++;
          else if (o === 'gone') gone.push(t.endpoint);
          else retry.push(t);
        }
        if (retry.length === 0 || attempt >= retryDelays.length) {
          result.failed = retry.length;
          break;
        }
        await new Promise((r) => setTimeout(r, retryDelays[attempt]));
        pending = retry;
      }
      for (let i = 0; i < gone.length; i += 500) {
        deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, gone.slice(i, i + 500))).run();
      }
      result.removed = gone.length;
      return result;
    },
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
