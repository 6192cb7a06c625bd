// Push endpoints only at browser push services (docs/security.md, "Push endpoints"): the addresses
// an attacker would hand in to make the server reach inside its network are refused at subscribe,
// all at once, and a row that got in before the rule is never contacted on publish.
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestContext } from '../../test/harness';
import { startPushStandIn } from '../../test/push-stand-in';
import { pushEndpointProblem } from './push-endpoint';

const listed = await startPushStandIn();
const unlisted = await startPushStandIn();
afterAll(() => Promise.all([listed.close(), unlisted.close()]));
const ctx = await createTestContext({ PUSH_SERVICE_HOSTS: `fcm.googleapis.com,*.push.apple.com,${listed.host}` });
const keys = listed.subscription().keys;

const ATTACKS = [
  'https://169.254.169.254/latest/meta-data/',
  'https://10.0.0.1/push',
  'https://[::1]/push',
  'https://127.0.0.1/push',
  'https://localhost/push',
  'https://user:pass@internal/push',
  'https://user:pass@fcm.googleapis.com/fcm/send/abc',
  'https://fcm.googleapis.com:8443/fcm/send/abc',
  'https://fcm.googleapis.com:80/fcm/send/abc',
  'http://fcm.googleapis.com/fcm/send/abc',
  'https://fcm.googleapis.com.evil.example/fcm/send/abc',
  'https://evil.example/#.push.apple.com',
  'https://push.apple.com/abc',
  `${unlisted.origin}/push/abc`,
  `http://user:pass@${listed.host}/push/abc`,
  'ftp://fcm.googleapis.com/abc',
];

describe('POST /api/push/subscribe', () => {
  it('refuses every endpoint that is not an https address of a listed push service, all at once, and stores nothing', async () => {
    const users = await Promise.all(ATTACKS.map(() => ctx.makeUser('subscriber')));
    const before = await ctx.snapshot();
    const answers = await Promise.all(
      ATTACKS.map((endpoint, i) => ctx.call('POST', '/api/push/subscribe', { token: users[i].token, body: { endpoint, expirationTime: null, keys } })),
    );
    for (const [i, r] of answers.entries()) {
      expect(r.status, ATTACKS[i]).toBe(400);
      expect(r.json.message, ATTACKS[i]).toMatch(/^endpoint /);
    }
    expect(await ctx.snapshot()).toBe(before);
  });

  it('takes the browser push services and a listed local stand-in', async () => {
    const user = await ctx.makeUser('subscriber');
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc:def', 'https://api.push.apple.com/3/device/abc', `${listed.origin}/push/xyz`]) {
      const r = await ctx.call('POST', '/api/push/subscribe', { token: user.token, body: { endpoint, keys } });
      expect(r.status, endpoint).toBe(201);
    }
  });
});

describe('publishing', () => {
  it('never contacts a stored endpoint the rule refuses, and keeps its row', async () => {
    await ctx.exec('delete from push_subscriptions');
    const good = listed.subscription();
    const reader = await ctx.makeUser('subscriber');
    expect((await ctx.call('POST', '/api/push/subscribe', { token: reader.token, body: good })).status).toBe(201);
    // Rows stored before the rule existed, straight into the database.
    const bad = [unlisted.subscription(), { ...unlisted.subscription(), endpoint: 'https://169.254.169.254/latest/meta-data/x' }];
    for (const sub of bad) {
      const owner = await ctx.makeUser('subscriber');
      await ctx.exec('insert into push_subscriptions (user_id, endpoint, p256dh, auth, created_at) values (?, ?, ?, ?, ?)', [
        owner.row.id,
        sub.endpoint,
        sub.keys.p256dh,
        sub.keys.auth,
        ctx.clock.now(),
      ]);
    }

    const admin = await ctx.makeUser('admin');
    expect((await ctx.call('POST', '/api/predictions', { token: admin.token, body: { predictions: [{ number1: '123', number2: '4567' }] } })).status).toBe(201);
    await ctx.settle();
    expect(listed.hits.get(good.endpoint)).toBe(1);
    expect(unlisted.hits.size).toBe(0);
    const left = (await ctx.rows('select count(*) n from push_subscriptions where endpoint in (?, ?)', [bad[0].endpoint, bad[1].endpoint]))[0] as { n: number };
    expect(left.n).toBe(2);
  });
});

describe('the rule', () => {
  const hosts = loadConfig({ PUSH_SERVICE_HOSTS: '' }).pushServiceHosts;

  it('defaults to the push services of Chrome and Edge, Firefox and Safari', () => {
    expect(hosts).toEqual(['fcm.googleapis.com', '*.notify.windows.com', '*.push.services.mozilla.com', '*.push.apple.com']);
    for (const ok of [
      'https://fcm.googleapis.com/fcm/send/x',
      'https://wns2-par02p.notify.windows.com/w/?token=x',
      'https://updates.push.services.mozilla.com/wpush/v2/x',
      'https://web.push.apple.com/x',
      'https://FCM.googleapis.com:443/x',
    ]) {
      expect(pushEndpointProblem(ok, hosts, true), ok).toBeNull();
    }
    for (const bad of ['https://notify.windows.com/x', 'https://xnotify.windows.com/x', 'https://fcm.googleapis.com./x']) {
      expect(pushEndpointProblem(bad, hosts, false), bad).not.toBeNull();
    }
  });

  it('lets a listed 127.0.0.1:PORT be http: only outside production', () => {
    const local = [...hosts, '127.0.0.1:9000'];
    expect(pushEndpointProblem('http://127.0.0.1:9000/push/x', local, false)).toBeNull();
    expect(pushEndpointProblem('http://127.0.0.1:9001/push/x', local, false)).not.toBeNull();
    expect(pushEndpointProblem('http://127.0.0.1:9000/push/x', local, true)).not.toBeNull();
  });
});
