// Delivering one message to many browsers: web-push encrypts it for each (RFC 8291) and builds
// the request, with one VAPID signature per push service reused for hours, and the requests go
// out over keep-alive agents with a bounded number in flight. Runs in the push worker threads
// (see push.worker.ts), so a fan-out's encryption never competes with requests on the event loop.
import http from 'node:http';
import https from 'node:https';
import webpush, { type RequestDetails } from 'web-push';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface DeliveryConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
  concurrency: number;
  ttlSeconds: number;
}

export interface DeliveryOutcome {
  delivered: number;
  /** Endpoints the push service says are gone (404/410). */
  gone: string[];
  /** Targets to try again later (429, 5xx, network). */
  retry: PushTarget[];
}

/** VAPID JWTs may live up to 24 h; we sign for 12 h and renew with an hour to spare. */
const VAPID_LIFETIME_S = 12 * 60 * 60;
const VAPID_RENEW_BEFORE_MS = 60 * 60 * 1000;

export function createDelivery(config: DeliveryConfig) {
  // web-push's own sendNotification speaks https only and ignores an agent that is not an
  // https.Agent, while "Push endpoints" (docs/security.md) lets a listed 127.0.0.1:PORT stand-in be
  // http: outside production. So web-push makes each request (encryption, headers) and one code
  // path sends what it made over keep-alive agents of either scheme: production and the tests'
  // stand-ins go the same way.
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: config.concurrency }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: config.concurrency }),
  };

  // The VAPID JWT names only the push service's origin, so one signature serves every push to
  // that service for hours; signing per push was a large share of a fan-out's CPU.
  const vapidByOrigin = new Map<string, { authorization: string; expiresAt: number }>();
  function vapidAuthorization(audience: string): string {
    const cached = vapidByOrigin.get(audience);
    if (cached && cached.expiresAt - Date.now() > VAPID_RENEW_BEFORE_MS) return cached.authorization;
    const exp = Math.floor(Date.now() / 1000) + VAPID_LIFETIME_S;
    const { Authorization } = webpush.getVapidHeaders(audience, config.subject, config.publicKey, config.privateKey, 'aes128gcm', exp);
    vapidByOrigin.set(audience, { authorization: Authorization, expiresAt: exp * 1000 });
    return Authorization;
  }

  function post(target: PushTarget, payload: string): Promise<'delivered' | 'gone' | 'retry'> {
    let url: URL;
    let authorization: string;
    try {
      url = new URL(target.endpoint);
    } catch {
      return Promise.resolve('gone');
    }
    try {
      authorization = vapidAuthorization(url.origin);
    } catch {
      // Our own signature failed (the VAPID keys): not the subscription's fault, so it stays.
      return Promise.resolve('retry');
    }
    let request: RequestDetails;
    try {
      request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        // null, not undefined: web-push must not sign again; the cached header above is used.
        // (Its types know only undefined.)
        vapidDetails: null as never,
        headers: { Authorization: authorization },
        TTL: config.ttlSeconds,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
      });
    } catch {
      // Keys the browser sent that cannot be used: the subscription is unusable.
      return Promise.resolve('gone');
    }
    const lib = url.protocol === 'http:' ? http : https;
    const send = (): Promise<'delivered' | 'gone' | 'retry'> =>
      new Promise((resolve) => {
        const req = lib.request(url, { method: request.method, headers: request.headers, agent: agents[url.protocol as 'http:' | 'https:'], timeout: 15_000 }, (res) => {
          res.resume();
          const s = res.statusCode ?? 0;
          resolve(s >= 200 && s < 300 ? 'delivered' : s === 404 || s === 410 ? 'gone' : 'retry');
        });
        req.on('timeout', () => req.destroy());
        req.on('error', (err: NodeJS.ErrnoException) => {
          // A kept-alive connection the push service closed just as this request went out on it
          // (its idle timeout): sent again at once on a new one, as Node's documentation of
          // `request.reusedSocket` advises. Any other failure is the push job's to try again.
          if (req.reusedSocket && err.code === 'ECONNRESET') send().then(resolve);
          else resolve('retry');
        });
        req.end(request.body);
      });
    return send();
  }

  return {
    async deliver(targets: PushTarget[], message: string): Promise<DeliveryOutcome> {
      const out: DeliveryOutcome = { delivered: 0, gone: [], retry: [] };
      let next = 0;
      const worker = async () => {
        while (next < targets.length) {
          const t = targets[next++];
          const o = await post(t, message);
          if (o === 'delivered') out.delivered++;
          else if (o === 'gone') out.gone.push(t.endpoint);
          else out.retry.push(t);
          // Encryption is synchronous: let replies waiting on this thread run between two.
          await new Promise((r) => setImmediate(r));
        }
      };
      await Promise.all(Array.from({ length: Math.min(config.concurrency, targets.length) }, worker));
      return out;
    },
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}
