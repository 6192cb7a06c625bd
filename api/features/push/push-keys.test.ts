// A push subscription's keys (docs/security.md, "Push endpoints"): p256dh an uncompressed P-256
// point on the curve, auth a 16-byte secret, both base64url; anything else is a 400 naming the
// field, and nothing is stored.
import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { browserKeys } from '../../test/push-stand-in';
import { PUSH_KEY_MESSAGES } from './push-keys';

const ctx = await createTestContext();
const user = await ctx.makeUser('subscriber');
let n = 0;
const subscribe = (keys: unknown) =>
  ctx.call('POST', '/api/push/subscribe', { token: user.token, body: { endpoint: `https://fcm.googleapis.com/fcm/send/keys-${++n}`, expirationTime: null, keys } });

const good = browserKeys();
const point = Buffer.from(good.p256dh, 'base64url');
const b64u = (b: Buffer) => b.toString('base64url');

describe('POST /api/push/subscribe checks the keys', () => {
  it('takes a browser-made key and secret, padded or not', async () => {
    expect((await subscribe(good)).status).toBe(201);
    expect((await subscribe({ p256dh: `${good.p256dh}=`, auth: `${good.auth}==` })).status).toBe(201);
  });

  it('refuses a p256dh that is not an uncompressed point on P-256', async () => {
    const offCurve = Buffer.from(point);
    offCurve[64] ^= 1;
    const compressed = createECDH('prime256v1');
    compressed.generateKeys();
    const zero = Buffer.alloc(65);
    zero[0] = 4;
    const before = await ctx.snapshot();
    for (const p256dh of [
      'not-a-key',
      '',
      b64u(offCurve),
      b64u(zero),
      b64u(Buffer.concat([Buffer.from([0x05]), point.subarray(1)])),
      compressed.getPublicKey('base64url', 'compressed'),
      b64u(point.subarray(0, 64)),
      b64u(Buffer.concat([point, Buffer.from([0])])),
      `${good.p256dh.slice(0, -1)}*`,
      b64u(createECDH('secp384r1').generateKeys()),
    ]) {
      const r = await subscribe({ p256dh, auth: good.auth });
      expect(r.status, p256dh).toBe(400);
      expect(r.json, p256dh).toMatchObject({ field: 'keys.p256dh', message: p256dh === '' ? 'keys.p256dh is required.' : PUSH_KEY_MESSAGES.p256dh });
    }
    expect(await ctx.snapshot()).toBe(before);
  });

  it('refuses an auth that is not 16 bytes of base64url', async () => {
    const before = await ctx.snapshot();
    for (const auth of ['x', b64u(randomBytes(15)), b64u(randomBytes(17)), b64u(randomBytes(32)), `${b64u(randomBytes(16)).slice(0, -1)}+`, 'a b c d e f g h i j k l m n o p']) {
      const r = await subscribe({ p256dh: good.p256dh, auth });
      expect(r.status, auth).toBe(400);
      expect(r.json, auth).toEqual({ field: 'keys.auth', message: PUSH_KEY_MESSAGES.auth });
    }
    expect(await ctx.snapshot()).toBe(before);
  });

  it('the case seen: {p256dh: "not-a-key", auth: "x"} is not stored', async () => {
    const r = await subscribe({ p256dh: 'not-a-key', auth: 'x' });
    expect(r.status).toBe(400);
    expect(r.json.field).toBe('keys.p256dh');
    expect(await ctx.rows('select id from push_subscriptions where p256dh = ?', ['not-a-key'])).toEqual([]);
  });
});
