// "Deleting an account" (docs/product.md): DELETE /api/account. Gone at once with the right
// password; nothing changes with a wrong one; the receipts stay for the operator's books, without
// name and e-mail.
import { afterAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { createTestContext } from '../../test/harness';
import { startPushStandIn } from '../../test/push-stand-in';
import { buy } from '../../test/purchase';
import { MINUTE } from '../../platform/clock';
import { ACCOUNT_MESSAGES } from '@shared/account';
import { USER_MESSAGES } from '@shared/users';

const vapid = webpush.generateVAPIDKeys();
const standIn = await startPushStandIn({ vapidPublicKey: vapid.publicKey });
afterAll(() => standIn.close());
const ctx = await createTestContext({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, PUSH_SERVICE_HOSTS: standIn.host });
const { call, clock, makeUser, snapshot } = ctx;

const remove = (token: string, body: unknown) => call('DELETE', '/api/account', { token, body });
const count = async (sql: string, ...args: unknown[]) => ((await ctx.rows(sql, [...args]))[0] as { n: number }).n;

describe('DELETE /api/account', () => {
  it('with the right password: 200, tokens end, e-mail and username are free, receipts stay without who paid', async () => {
    const u = await makeUser('customer', { username: 'leaving_soon', email: 'leaving@example.com' });
    const first = await buy(ctx, u, 'weekly', 'billing@example.com');
    await buy(ctx, u, 'daily');
    await ctx.settle();
    expect((await call('POST', '/api/push/subscribe', { token: u.token, body: standIn.subscription() })).status).toBe(201);
    await call('POST', '/api/auth/forgot-password', { body: { email: u.email } });
    const payments = await count('select count(*) n from payments where user_id = ?', u.row.id);
    expect(payments).toBe(2);

    const r = await remove(u.token, { password: u.password });
    expect(r.status).toBe(200);
    expect(r.json.message).toBe(ACCOUNT_MESSAGES.deleted);

    // The session is over at once, on every route.
    expect((await call('GET', '/api/auth/me', { token: u.token })).status).toBe(401);
    expect((await call('GET', '/api/account', { token: u.token })).status).toBe(401);
    expect((await remove(u.token, { password: u.password })).status).toBe(401);
    expect((await call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(401);
    // What belonged only to the account is gone.
    expect(await count('select count(*) n from users where id = ?', u.row.id)).toBe(0);
    expect(await count('select count(*) n from push_subscriptions where user_id = ?', u.row.id)).toBe(0);
    expect(await count('select count(*) n from password_resets where user_id = ?', u.row.id)).toBe(0);
    expect(await count('select count(*) n from simulated_checkouts where user_id = ?', u.row.id)).toBe(0);
    // The operator's books keep the payments and receipts, with no name or e-mail on them.
    const kept = (await ctx.rows(
      'select r.username, r.email, r.user_id, p.receipt_email, p.user_id pu from receipts r join payments p on p.id = r.payment_id where r.username = ?',
      ['Deleted account'],
    )) as Record<string, unknown>[];
    expect(kept).toEqual([
      { username: 'Deleted account', email: '', user_id: null, receipt_email: null, pu: null },
      { username: 'Deleted account', email: '', user_id: null, receipt_email: null, pu: null },
    ]);
    expect(await snapshot()).not.toMatch(/leaving|billing@example\.com/);
    const admin = await makeUser('admin');
    const list = (await call('GET', '/api/receipts', { token: admin.token })).json as { username: string; email: string; userId: unknown; amount: number }[];
    expect(
      list
        .filter((x) => x.username === 'Deleted account')
        .map((x) => [x.userId, x.email, x.amount])
        .sort(),
    ).toEqual([
      [null, '', 20],
      [null, '', 80],
    ]);
    // The receipt link still opens, without the person's name.
    const page = await ctx.app.request(first.json.receiptUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Deleted account');
    expect(html).not.toContain('leaving');

    // The e-mail and the username can be taken again.
    const again = await call('POST', '/api/auth/register', { body: { username: 'Leaving_Soon', email: 'leaving@example.com', password: 'long enough', ageConfirmed: true } });
    expect(again.status).toBe(201);
  });

  it('with a wrong or no password: 400 naming password, and nothing changes', async () => {
    const u = await makeUser('subscriber');
    await buy(ctx, u, 'daily');
    await ctx.settle();
    const before = await snapshot();
    const wrong = await remove(u.token, { password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ message: ACCOUNT_MESSAGES.wrongPassword, field: 'password' });
    const none = await remove(u.token, {});
    expect(none.status).toBe(400);
    expect(none.json).toMatchObject({ message: 'Password is required.', field: 'password' });
    expect(await snapshot()).toBe(before);
    expect((await call('GET', '/api/auth/me', { token: u.token })).status).toBe(200);
  });

  it('limits wrong passwords to 5 in 15 minutes per account, counted on arrival', async () => {
    const u = await makeUser('customer');
    const before = await snapshot();
    const answers = await Promise.all(Array.from({ length: 20 }, () => remove(u.token, { password: 'guess-guess' })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect(answers.find((a) => a.status === 429)!.headers.get('retry-after')).toMatch(/^\d+$/);
    // Even the right password waits for the window.
    expect((await remove(u.token, { password: u.password })).status).toBe(429);
    expect(await snapshot()).toBe(before);
    clock.advance(15 * MINUTE);
    expect((await remove(u.token, { password: u.password })).status).toBe(200);
  });

  it('many deletes at once: one 200, the others find the session over', async () => {
    const u = await makeUser('customer');
    const answers = await Promise.all(Array.from({ length: 5 }, () => remove(u.token, { password: u.password })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 401, 401, 401, 401]);
  });

  it('the last admin cannot delete themselves (409); of two admins leaving at once, one stays', async () => {
    // This file's admins: leave only two.
    await ctx.exec("update users set role = 'customer' where role = 'admin'");
    const a = await makeUser('admin');
    const b = await makeUser('admin');
    const answers = await Promise.all([remove(a.token, { password: a.password }), remove(b.token, { password: b.password })]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const stayed = answers[0].status === 409 ? a : b;
    const before = await snapshot();
    const last = await remove(stayed.token, { password: stayed.password });
    expect(last.status).toBe(409);
    expect(last.json.message).toBe(USER_MESSAGES.lastAdmin);
    expect(await snapshot()).toBe(before);
  });
});
