// A local stand-in for browsers' push services. Each test subscription gets a real P-256 key
// pair and auth secret, like a browser's; every push that arrives is checked the way a push
// service and a browser would: the VAPID JWT (ES256, audience = the endpoint's origin, not
// expired) and the aes128gcm payload decrypted with the subscription's private key (RFC 8291),
// by http_ece as a browser would.
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

export interface Received {
  endpoint: string;
  payload: unknown;
  ttl: string | undefined;
  vapidSubject: string;
}

const b64u = (b: Buffer) => b.toString('base64url');

function checkVapid(authorization: string | undefined, endpointOrigin: string, expectedKey?: string): string {
  const m = authorization?.match(/^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/);
  if (!m) throw new Error(`no VAPID authorization: ${authorization}`);
  const [h, p, s] = m[1].split('.');
  const header = JSON.parse(Buffer.from(h, 'base64url').toString());
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
  if (header.alg !== 'ES256') throw new Error('VAPID alg must be ES256');
  if (expectedKey && m[2] !== expectedKey) throw new Error('VAPID key is not the server public key');
  const point = Buffer.from(m[2], 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33, 65)) }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'))) throw new Error('bad VAPID signature');
  if (claims.aud !== endpointOrigin) throw new Error(`VAPID aud ${claims.aud} != ${endpointOrigin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600 + 60)) throw new Error('VAPID exp out of range');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error('VAPID sub must be mailto: or https:');
  return claims.sub;
}

/** Keys as a browser makes them (a P-256 point and a 16-byte secret), for subscriptions no push is read from. */
export function browserKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/**
 * `answerDelayMs`: each push is counted when it arrives and answered that long after, as a slow push
 * service would (the sender's work stays unfinished meanwhile).
 */
export async function startPushStandIn(opts: { vapidPublicKey?: string; sampleEvery?: number; answerDelayMs?: number } = {}) {
  const keys = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const statuses = new Map<string, number>();
  const received: Received[] = [];
  const errors: string[] = [];
  const hits = new Map<string, number>();
  let accepted = 0;
  // While holding: each push that arrives waits, checked, for release(), and is taken (counted,
  // received) only if its connection is still open then: a push whose sender went away before it
  // was answered was never accepted.
  let holding = false;
  const held: (() => void)[] = [];
  const holdWaiters: { n: number; go: () => void }[] = [];
  const heldChanged = () => {
    for (const w of holdWaiters.filter((w) => w.n === held.length)) {
      holdWaiters.splice(holdWaiters.indexOf(w), 1);
      w.go();
    }
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (d) => chunks.push(d));
    req.on('end', () => {
      const endpoint = `${origin}${req.url}`;
      hits.set(endpoint, (hits.get(endpoint) ?? 0) + 1);
      const status = statuses.get(endpoint) ?? 201;
      // The benchmark checks every header but decrypts only a sample (see bench/push-sink.ts).
      const sampled = !opts.sampleEvery || accepted % opts.sampleEvery === 0;
      let take = () => {};
      try {
        const k = keys.get(endpoint);
        if (!k) throw new Error(`unknown endpoint ${endpoint}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('Content-Encoding must be aes128gcm');
        if (!req.headers.ttl) throw new Error('TTL header missing');
        if (!/^vapid t=[^,\s]+,\s*k=[A-Za-z0-9_-]+$/.test(req.headers.authorization ?? '')) throw new Error('no VAPID authorization');
        let taken: Received | undefined;
        if (sampled) {
          const sub = checkVapid(req.headers.authorization, origin, opts.vapidPublicKey);
          const plain = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: k.ecdh, authSecret: k.auth.toString('base64url') });
          const payload = JSON.parse(plain.toString('utf8'));
          taken = { endpoint, payload, ttl: req.headers.ttl as string, vapidSubject: sub };
        }
        take = () => {
          if (status < 200 || status >= 300) return;
          if (taken) received.push(taken);
          accepted++;
        };
      } catch (err) {
        errors.push((err as Error).message);
        res.writeHead(400).end();
        return;
      }
      const answer = () => res.writeHead(status, status === 429 ? { 'Retry-After': '1' } : {}).end();
      if (holding) {
        const answerHeld = () => {
          req.socket.off('close', dropHeld);
          if (req.socket.destroyed) return;
          take();
          answer();
        };
        // A connection closed while its push waits takes the push away unanswered.
        const dropHeld = () => {
          held.splice(held.indexOf(answerHeld), 1);
          heldChanged();
        };
        req.socket.once('close', dropHeld);
        held.push(answerHeld);
        heldChanged();
        return;
      }
      take();
      if (opts.answerDelayMs) setTimeout(answer, opts.answerDelayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** The entry of PUSH_SERVICE_HOSTS that lets the server send here (outside production). */
    host: new URL(origin).host,
    received,
    /** Pushes answered with a 2xx so far. */
    count: () => accepted,
    errors,
    hits,
    /** A browser subscription (PushSubscription.toJSON()) whose pushes this stand-in answers with `status`. */
    subscription(status = 201) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString('hex')}`;
      keys.set(endpoint, { ecdh, auth });
      statuses.set(endpoint, status);
      return { endpoint, expirationTime: null, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
    },
    setStatus(endpoint: string, status: number) {
      statuses.set(endpoint, status);
    },
    /** From now on pushes arrive and wait, unanswered, for release(): a push service holding the request open. */
    hold() {
      holding = true;
    },
    /** Resolves once exactly `n` pushes wait for release() (0: their connections closed). */
    whenHeld: (n: number) => new Promise<void>((go) => (held.length === n ? go() : holdWaiters.push({ n, go }))),
    /** Answers every push still waiting on an open connection, and stops holding. */
    release() {
      holding = false;
      for (const answerHeld of held.splice(0)) answerHeld();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
