// The e-mails about a password (docs/product.md, "E-mails"): the reset e-mail names the product, and
// every change of a password, on the account page or by a reset link, e-mails the account once
// through the job queue, so a person whose account someone else took over hears of it.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { mailsTo } from '../../test/purchase';

const ctx = await createTestContext();
const { call, makeUser } = ctx;

const subjects = async (to: string) => (await mailsTo(ctx, to)).map((m) => m.match(/^Subject: (.*)$/m)![1]);
const changedNotices = async (to: string) => (await mailsTo(ctx, to)).filter((m) => /^Subject: Your Lotto Predict password was changed$/m.test(m));

describe('password e-mails', () => {
  it('a reset: the link e-mail names the product, and using it sends the "password was changed" notice once', async () => {
    const u = await makeUser('customer', { email: 'resetting@example.com', username: 'resetter' });
    expect((await call('POST', '/api/auth/forgot-password', { body: { email: u.email } })).status).toBe(200);
    expect(await subjects(u.email)).toEqual(['Reset your Lotto Predict password']);
    const [resetMail] = await mailsTo(ctx, u.email);
    const token = resetMail.match(/\/reset-password\/([A-Za-z0-9_-]{43})/)![1];
    // A refused reset changes nothing and tells no one.
    expect((await call('POST', `/api/auth/reset-password/${token}`, { body: { password: 'short' } })).status).toBe(400);
    expect(await changedNotices(u.email)).toHaveLength(0);

    expect((await call('POST', `/api/auth/reset-password/${token}`, { body: { password: 'a fresh password' } })).status).toBe(200);
    const notices = await changedNotices(u.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('Hi resetter,');
    expect(notices[0]).toMatch(/The password of your Lotto Predict account was changed with a password reset link on /);
    expect(notices[0]).toContain('http://app.test/forgot-password');
    // The job that sent it is not sent again by a later round.
    await ctx.settle();
    expect(await changedNotices(u.email)).toHaveLength(1);
  });

  it('a change on the account page: one notice per change, none for a refused one', async () => {
    const u = await makeUser('customer', { email: 'changing@example.com' });
    const change = (token: string, currentPassword: string, newPassword: string) =>
      call('POST', '/api/auth/user/change-password', { token, body: { currentPassword, newPassword } });
    expect((await change(u.token, 'not the password', 'brand new pass')).status).toBe(400);
    expect(await changedNotices(u.email)).toHaveLength(0);

    expect((await change(u.token, u.password, 'brand new pass')).status).toBe(200);
    const notices = await changedNotices(u.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/was changed on your account page on /);
    expect(notices[0]).toContain('Every device that was signed in has been signed out');

    // A second change is a second notice.
    const login = await call('POST', '/api/auth/login', { body: { email: u.email, password: 'brand new pass' } });
    expect((await change(login.json.token, 'brand new pass', 'another new pass')).status).toBe(200);
    expect(await changedNotices(u.email)).toHaveLength(2);
  });
});
