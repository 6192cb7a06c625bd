// Web push through a local push-service stand-in that checks VAPID and decrypts every payload.
import { afterAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { createTestContext } from '../../test/harness';
import { buyRenewing } from '../../test/purchase';
import { startPushStandIn } from '../../test/push-stand-in';
import { DAY, HOUR } from '../../platform/clock';
import { createPushSender } from '../../platform/push/push.sender';

const vapid = webpush.generateVAPIDKeys();
const standIn = await startPushStandIn({ vapidPublicKey: vapid.publicKey });
afterAll(() => standIn.close());
const ctx = await createTestContext({
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'admin-password',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  // The stand-in is a listed local push service (allowed outside production only).
  PUSH_SERVICE_HOSTS: `fcm.googleapis.com,${standIn.host}`,
});
const { call, clock, makeUser, services } = ctx;

const subsCount = async () => ((await ctx.rows('select count(*) n from push_subscriptions'))[0] as { n: number }).n;
async function subscribe(token: string, status = 201) {
  const sub = standIn.subscription(status);
  expect((await call('POST', '/api/push/subscribe', { token, body: sub })).status).toBe(201);
  return sub;
}

describe('push on publish', () => {
  it('reaches every active subscriber and admin, not customers or expired subscribers, and removes dead subscriptions', async () => {
    const admin = await makeUser('admin');
    const subA = await subscribe((await makeUser('subscriber')).token);
    const subB = await subscribe((await makeUser('subscriber')).token);
    const subAdmin = await subscribe(admin.token);
    const customer = await subscribe((await makeUser('customer')).token);
    const expired = await subscribe((await makeUser('expired')).token);
    const gone404 = await subscribe((await makeUser('subscriber')).token, 404);
    const gone410 = await subscribe((await makeUser('subscriber')).token, 410);
    const busy = await subscribe((await makeUser('subscriber')).token, 429);
    const broken = await subscribe((await makeUser('subscriber')).token, 500);
    expect(await subsCount()).toBe(9);

    const r = await call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '123', number2: '4567' }], timeOfDay: 'Evening' } });
    expect(r.status).toBe(201);
    // The fan-out runs after the answer; the retries of 429/500 come as their waits pass.
    await ctx.settle();
    expect(standIn.hits.get(busy.endpoint)).toBe(1);
    for (let i = 0; i < 3; i++) {
      clock.advance(60_000);
      await ctx.settle();
    }
    expect(await subsCount()).toBe(7);

    expect(standIn.errors).toEqual([]);
    const reached = standIn.received.map((x) => x.endpoint).sort();
    expect(reached).toEqual([subA.endpoint, subB.endpoint, subAdmin.endpoint].sort());
    expect(standIn.received[0].payload).toEqual({
      title: 'New predictions are up',
      body: "Today's evening predictions (1 numbers) are ready. Tap to see them.",
      url: '/predictions',
      tag: 'predictions-2026-06-15-Evening',
    });
    expect(standIn.received[0].vapidSubject).toBe('mailto:admin@example.com');
    expect(standIn.hits.get(customer.endpoint)).toBeUndefined();
    expect(standIn.hits.get(expired.endpoint)).toBeUndefined();
    // 404 and 410 are deleted; 429 and 500 are kept (and were retried).
    const left = ((await ctx.rows('select endpoint from push_subscriptions')) as { endpoint: string }[]).map((x) => x.endpoint);
    expect(left).not.toContain(gone404.endpoint);
    expect(left).not.toContain(gone410.endpoint);
    expect(left).toContain(busy.endpoint);
    expect(left).toContain(broken.endpoint);
    expect(standIn.hits.get(broken.endpoint)).toBe(3);
    // After its third try the push to them is kept as failed, with the reason.
    const jobs = (await call('GET', '/api/admin/jobs', { token: admin.token })).json;
    expect(jobs.failed).toEqual([
      expect.objectContaining({ kind: 'push', error: '2 of 2 pushes were not accepted by the push service (busy, failing or unreachable)', attempts: 3 }),
    ]);
  });
});

describe('a large send', () => {
  it('is split across the delivery workers, and every push and every gone subscription is counted once', async () => {
    const sender = createPushSender(ctx.deps, services.push.keys, { workers: 2 });
    const subs = Array.from({ length: 450 }, (_, i) => standIn.subscription(i % 150 === 7 ? 410 : 201));
    const targets = subs.map((s) => ({ endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth }));
    const before = standIn.received.length;
    const result = await sender.send(targets, { title: 'T', body: 'B', url: '/predictions', tag: 't' });
    sender.close();
    expect(standIn.errors).toEqual([]);
    expect({ ...result, gone: result.gone.length }).toEqual({ delivered: 447, gone: 3, retry: [], refused: 0 });
    const reached = new Set(standIn.received.slice(before).map((r) => r.endpoint));
    expect(reached.size).toBe(447);
    // Both halves of the list were delivered (one worker each).
    expect(reached.has(subs[0].endpoint) && reached.has(subs[449].endpoint)).toBe(true);
  });
});

describe('expiry reminder', () => {
  it('goes out once a day while 3 or fewer days remain, and says "ends today" on the last day', async () => {
    await ctx.exec('delete from push_subscriptions');
    standIn.received.length = 0;
    const soon = await makeUser('customer', { username: 'soon' });
    const later = await makeUser('customer', { username: 'later' });
    await ctx.exec("update users set role = 'subscriber', subscription_expires_at = ? where id = ?", [clock.now() + 2 * DAY, soon.row.id]);
    await ctx.exec("update users set role = 'subscriber', subscription_expires_at = ? where id = ?", [clock.now() + 5 * DAY, later.row.id]);
    const soonSub = await subscribe(soon.token);
    await subscribe(later.token);

    await ctx.runJob('expiry-reminders');
    expect(standIn.received).toHaveLength(1);
    expect(standIn.received.at(-1)).toMatchObject({
      endpoint: soonSub.endpoint,
      payload: {
        title: 'Your subscription ends soon',
        body: 'Hi soon, your subscription ends on Wednesday, June 17. Renew to keep getting predictions.',
        url: '/plans',
        tag: 'subscription-expiry',
      },
    });

    // Hourly runs on the same day send nothing more.
    for (let i = 0; i < 5; i++) {
      clock.advance(HOUR);
      await ctx.runJob('expiry-reminders');
    }
    expect(standIn.received).toHaveLength(1);

    // The next day: again once. On the last day it says so.
    clock.set('2026-06-17T13:00:00.000Z');
    await ctx.runJob('expiry-reminders');
    expect(standIn.received).toHaveLength(2);
    expect(standIn.received.at(-1)!.payload).toMatchObject({ title: 'Your subscription ends today' });
    await ctx.runJob('expiry-reminders');
    expect(standIn.received).toHaveLength(2);
  });
});
describe('expiry reminder and renewing memberships', () => {
  it('leaves out a member whose membership renews, and reminds one who cancelled it of the end', async () => {
    await ctx.exec('delete from push_subscriptions');
    standIn.received.length = 0;
    const renewing = await makeUser('customer', { username: 'renews' });
    const cancelled = await makeUser('customer', { username: 'stops' });
    for (const u of [renewing, cancelled]) {
      await buyRenewing(ctx, u, 'weekly');
      await subscribe(u.token);
    }
    expect((await call('POST', '/api/account/membership/cancel', { token: cancelled.token })).status).toBe(200);
    // Two days before the period's end: both have 3 or fewer days left.
    clock.advance(5 * DAY);
    const whom = () => standIn.received.map((r) => /^Hi (\w+), your subscription ends on /.exec((r.payload as { body: string }).body)?.[1]).sort();
    await ctx.runJob('expiry-reminders');
    expect(whom()).toEqual(['stops']);

    // Renewal stopped the next day: from then on the end is real, and said.
    expect((await call('POST', '/api/account/membership/cancel', { token: renewing.token })).status).toBe(200);
    clock.advance(DAY);
    await ctx.runJob('expiry-reminders');
    expect(whom()).toEqual(['renews', 'stops', 'stops']);
  });
});
