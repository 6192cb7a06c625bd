import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { browserKeys } from '../../test/push-stand-in';
import { CONTACT_MESSAGES } from '@shared/contact';

const ctx = await createTestContext({ CONTACT_EMAIL: 'desk@example.com' });
const { call, makeUser, outbox, snapshot } = ctx;

describe('contact form', () => {
  it('stores the message, e-mails the operator, and admins can read it', async () => {
    const r = await call('POST', '/api/contact', { body: { name: 'Ann Lee', email: 'Ann@Example.com', message: 'Hello,\nhow do plans work?' } });
    expect(r.status).toBe(201);
    expect(r.json.message).toBe(CONTACT_MESSAGES.sent);
    await ctx.settle();
    const mail = outbox().at(-1)!.text;
    expect(mail).toMatch(/To: desk@example.com/);
    expect(mail).toMatch(/Reply-To: ann@example.com/);
    expect(mail).toMatch(/how do plans work\?/);

    const admin = await makeUser('admin');
    const list = await call('GET', '/api/contact', { token: admin.token });
    expect(list.json[0]).toMatchObject({ name: 'Ann Lee', email: 'ann@example.com', message: 'Hello,\nhow do plans work?' });
  });

  it('requires every field', async () => {
    const before = await snapshot();
    for (const [body, message] of [
      [{ email: 'a@example.com', message: 'hi' }, 'Full name is required.'],
      [{ name: 'A', message: 'hi' }, 'Email is required.'],
      [{ name: 'A', email: 'a@example.com', message: '   ' }, 'Message is required.'],
    ] as const) {
      const r = await call('POST', '/api/contact', { body });
      expect(r.status).toBe(400);
      expect(r.json.message).toBe(message);
    }
    expect(await snapshot()).toBe(before);
  });

  it('limits messages per address', async () => {
    let last = 0;
    for (let i = 0; i < 6; i++) last = (await call('POST', '/api/contact', { body: { name: 'Spam', email: 's@example.com', message: `m${i}` } })).status;
    expect(last).toBe(429);
  });
});

describe('push subscriptions', () => {
  const keys = browserKeys();
  const sub = (endpoint: string) => ({ endpoint, expirationTime: null, keys });

  it('publishes the VAPID public key and keeps it across restarts of the same data', async () => {
    const r = await call('GET', '/api/push/public-key');
    expect(r.status).toBe(200);
    expect(r.json.publicKey).toMatch(/^[A-Za-z0-9_-]{80,90}$/);
    expect((await call('GET', '/api/push/public-key')).json.publicKey).toBe(r.json.publicKey);
  });

  it('stores and removes the browser subscription of the signed-in user', async () => {
    const u = await makeUser('subscriber');
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    expect((await call('POST', '/api/push/subscribe', { token: u.token, body: sub(endpoint) })).status).toBe(201);
    // The same browser subscribing again (or for another account) keeps one row.
    expect((await call('POST', '/api/push/subscribe', { token: u.token, body: sub(endpoint) })).status).toBe(201);
    const count = async () => ((await ctx.rows('select count(*) n from push_subscriptions'))[0] as { n: number }).n;
    expect(await count()).toBe(1);
    const d = await call('DELETE', '/api/push/subscribe', { token: u.token, body: { endpoint } });
    expect(d.status).toBe(200);
    expect(await count()).toBe(0);
  });

  it('refuses endpoints that are not at a browser push service (more in push-endpoint.test.ts)', async () => {
    const u = await makeUser('customer');
    const r = await call('POST', '/api/push/subscribe', { token: u.token, body: sub('http://10.0.0.1/internal') });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('endpoint must be an https address of a browser push service.');
    expect((await call('POST', '/api/push/subscribe', { token: u.token, body: { endpoint: 'https://x.example' } })).status).toBe(400);
  });
});

describe('receipts list', () => {
  it('shows every receipt with its user to admins, newest first', async () => {
    const admin = await makeUser('admin');
    const u = await makeUser('subscriber');
    await ctx.exec(
      "insert into payments (session_id, provider, user_id, plan, amount_cents, subscription_expires_at, created_at) values ('cs_1', 'simulated', ?, 'weekly', 8000, 0, 1)",
      [u.row.id],
    );
    const [pay] = await ctx.rows<{ id: number }>("select id from payments where session_id = 'cs_1'");
    await ctx.exec(
      "insert into receipts (internal_receipt_id, payment_id, user_id, username, email, plan, amount_cents, access_token, created_at) values ('R-0001', ?, ?, ?, ?, 'weekly', 8000, 'tok', 1)",
      [pay.id, u.row.id, u.row.username, u.row.email],
    );
    const r = await call('GET', '/api/receipts', { token: admin.token });
    expect(r.status).toBe(200);
    expect(r.json[0]).toMatchObject({
      internalReceiptId: 'R-0001',
      userId: { _id: u.id, username: u.row.username, email: u.row.email },
      amount: 80,
      plan: 'weekly',
    });
    const mine = await call('GET', '/api/receipts/mine', { token: u.token });
    expect(mine.json).toHaveLength(1);
    const other = await makeUser('customer');
    expect((await call('GET', '/api/receipts/mine', { token: other.token })).json).toEqual([]);
  });
});
