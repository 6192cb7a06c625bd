import { describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../../test/harness';
import { DAY, MINUTE } from '../../platform/clock';
import { AUTH_MESSAGES } from '@shared/auth';
import { USERNAME_SPACES_MESSAGE } from '@shared/fields';

const ctx = await createTestContext({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'boss-password-1' });
const { call, clock, outbox, makeUser, snapshot } = ctx;

const resetLinkIn = (text: string) => text.replace(/=\r?\n/g, '').match(/http:\/\/app\.test\/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
/**
 * The reset mails in the outbox, counted apart from the others: a user the test makes is welcomed
 * by a mail job that may land at any moment.
 */
const resetMails = () => outbox().filter((m) => resetLinkIn(m.text));

/** The reset mails once there are `count` (they are sent after the answer). */
async function mailsAfter(count: number) {
  await vi.waitFor(() => expect(resetMails().length).toBeGreaterThanOrEqual(count), { timeout: 15_000 });
  return resetMails();
}

describe('register', () => {
  it('creates a customer and answers the spec message in msg and message', async () => {
    const r = await call('POST', '/api/auth/register', { body: { username: 'new_user', email: '  New@Example.COM ', password: 'long enough', ageConfirmed: true } });
    expect(r.status).toBe(201);
    expect(r.json.msg).toBe(AUTH_MESSAGES.registered);
    expect(r.json.message).toBe('Registration successful! You can now log in.');
    expect(r.json.user).toMatchObject({ username: 'new_user', email: 'new@example.com', role: 'customer', subscriptionExpiresAt: null });
    expect(r.json.user._id).toBe(r.json.user.id);
    expect(r.json.user.password).toBeUndefined();
    expect(r.json.user.passwordHash).toBeUndefined();
  });

  it('rejects a taken e-mail or username (any case) with 409 and changes nothing', async () => {
    const before = await snapshot();
    const e = await call('POST', '/api/auth/register', { body: { username: 'other', email: 'NEW@example.com', password: 'long enough', ageConfirmed: true } });
    expect(e.status).toBe(409);
    expect(e.json.msg).toBe(AUTH_MESSAGES.emailTaken);
    const u = await call('POST', '/api/auth/register', { body: { username: 'New_User', email: 'x@example.com', password: 'long enough', ageConfirmed: true } });
    expect(u.status).toBe(409);
    expect(u.json.message).toBe(AUTH_MESSAGES.usernameTaken);
    expect(await snapshot()).toBe(before);
  });

  it.each([
    [{ username: 'has space', email: 'a@example.com', password: 'long enough', ageConfirmed: true }, USERNAME_SPACES_MESSAGE],
    [{ username: 'okay', email: 'not-an-email', password: 'long enough', ageConfirmed: true }, 'Please enter a valid email address.'],
    [{ username: 'okay', email: 'a@example.com', password: 'short', ageConfirmed: true }, 'Password must be at least 8 characters.'],
    [{ username: 'okay', email: 'a@example.com', password: 'x'.repeat(129), ageConfirmed: true }, 'Password must be at most 128 characters.'],
    [{ email: 'a@example.com', password: 'long enough', ageConfirmed: true }, 'Username is required.'],
    [{ username: 'okay', password: 'long enough', ageConfirmed: true }, 'Email is required.'],
    [{ username: 'okay', email: 'a@example.com', ageConfirmed: true }, 'Password is required.'],
    [{ username: 42, email: 'a@example.com', password: 'long enough', ageConfirmed: true }, 'Username must be text.'],
  ])('answers 400 with a sentence for %j', async (body, message) => {
    const before = await snapshot();
    const r = await call('POST', '/api/auth/register', { body });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(message);
    expect(r.json.msg).toBe(message);
    expect(await snapshot()).toBe(before);
  });
});

describe('login', () => {
  it('takes the e-mail in any case with spaces and returns user and token', async () => {
    const r = await call('POST', '/api/auth/login', { body: { email: ' BOSS@example.com', password: 'boss-password-1' } });
    expect(r.status).toBe(200);
    expect(r.json.user).toMatchObject({ email: 'boss@example.com', role: 'admin', username: 'boss' });
    expect(typeof r.json.token).toBe('string');
    const me = await call('GET', '/api/auth/me', { token: r.json.token });
    expect(me.status).toBe(200);
    expect(me.json.user.email).toBe('boss@example.com');
  });

  it('answers an unknown e-mail and a wrong password alike', async () => {
    const wrong = await call('POST', '/api/auth/login', { body: { email: 'boss@example.com', password: 'nope-nope' } });
    const unknown = await call('POST', '/api/auth/login', { body: { email: 'ghost@example.com', password: 'nope-nope' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json.msg).toBe(AUTH_MESSAGES.badCredentials);
  });

  it('limits failed logins per account with 429 and Retry-After, and lets the owner in after the window', async () => {
    const u = await makeUser('customer');
    for (let i = 0; i < 5; i++) {
      expect((await call('POST', '/api/auth/login', { body: { email: u.email, password: 'wrong-password' } })).status).toBe(401);
    }
    const limited = await call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.json.message).toMatch(/Too many attempts/);
    clock.advance(16 * MINUTE);
    expect((await call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(200);
  });

  it('limits failed logins across many accounts from one address', async () => {
    clock.advance(16 * MINUTE);
    let last = 0;
    for (let i = 0; i < 21; i++) {
      last = (await call('POST', '/api/auth/login', { body: { email: `nobody${i}@example.com`, password: 'wrong-password' } })).status;
    }
    expect(last).toBe(429);
    clock.advance(16 * MINUTE);
  });
});

describe('me and tokens', () => {
  it('401 without a token, with a bad one, and with an expired one', async () => {
    expect((await call('GET', '/api/auth/me')).status).toBe(401);
    expect((await call('GET', '/api/auth/me', { token: 'abc.def.ghi' })).status).toBe(401);
    const u = await makeUser('customer');
    expect((await call('GET', '/api/auth/me', { token: u.token })).status).toBe(200);
    clock.advance(30 * DAY + 1000);
    const expired = await call('GET', '/api/auth/me', { token: u.token });
    expect(expired.status).toBe(401);
    expect(expired.json.msg).toMatch(/log in again/);
  });

  it('reports a subscriber whose time ran out as a customer', async () => {
    const u = await makeUser('expired');
    const me = await call('GET', '/api/auth/me', { token: u.token });
    expect(me.json.user.role).toBe('customer');
    const active = await makeUser('subscriber');
    expect((await call('GET', '/api/auth/me', { token: active.token })).json.user.role).toBe('subscriber');
  });

  it('ends the token of a deleted account on the next request', async () => {
    const u = await makeUser('customer');
    await ctx.exec('delete from users where id = ?', [u.row.id]);
    expect((await call('GET', '/api/auth/me', { token: u.token })).status).toBe(401);
  });
});

describe('change password', () => {
  it('needs the right current password, then ends every older token', async () => {
    const u = await makeUser('customer');
    const wrong = await call('POST', '/api/auth/user/change-password', { token: u.token, body: { currentPassword: 'not it at all', newPassword: 'brand new pass' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.msg).toBe(AUTH_MESSAGES.wrongCurrentPassword);

    const ok = await call('POST', '/api/auth/user/change-password', { token: u.token, body: { currentPassword: u.password, newPassword: 'brand new pass' } });
    expect(ok.status).toBe(200);
    expect(ok.json.msg).toBe('Password changed successfully!');
    expect((await call('GET', '/api/auth/me', { token: u.token })).status).toBe(401);
    expect((await call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(401);
    expect((await call('POST', '/api/auth/login', { body: { email: u.email, password: 'brand new pass' } })).status).toBe(200);
  });

  it('applies the password rules to the new password', async () => {
    const u = await makeUser('customer');
    const r = await call('POST', '/api/auth/user/change-password', { token: u.token, body: { currentPassword: u.password, newPassword: 'short' } });
    expect(r.status).toBe(400);
    expect(r.json.msg).toBe('New password must be at least 8 characters.');
  });
});

describe('forgot and reset password', () => {
  it('answers the same for known and unknown e-mails, and mails a link only to a known one', async () => {
    const u = await makeUser('customer');
    const mailsBefore = resetMails().length;
    const unknown = await call('POST', '/api/auth/forgot-password', { body: { email: 'nobody-here@example.com' } });
    expect(unknown.status).toBe(200);
    expect(unknown.json.msg).toBe("If your email exists, you'll receive a reset link shortly.");

    const known = await call('POST', '/api/auth/forgot-password', { body: { email: u.email.toUpperCase() } });
    expect(known.json).toEqual(unknown.json);
    // The mail goes out after the answer (docs/security.md, "Abuse limits"); the unknown e-mail's
    // turn came first and sent nothing.
    const mails = await mailsAfter(mailsBefore + 1);
    expect(mails.length).toBe(mailsBefore + 1);
    const mail = mails[mails.length - 1].text;
    expect(mail).toMatch(new RegExp(`To: ${u.email}`));
    const token = resetLinkIn(mail)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes

    const mismatch = await call('POST', `/api/auth/reset-password/${token}`, { body: { password: 'short' } });
    expect(mismatch.status).toBe(400);

    const reset = await call('POST', `/api/auth/reset-password/${token}`, { body: { password: 'a fresh password' } });
    expect(reset.status).toBe(200);
    expect(reset.json.msg).toBe('Your password has been reset successfully.');
    // Older tokens end; the new password works; the link is single use.
    expect((await call('GET', '/api/auth/me', { token: u.token })).status).toBe(401);
    expect((await call('POST', '/api/auth/login', { body: { email: u.email, password: 'a fresh password' } })).status).toBe(200);
    const again = await call('POST', `/api/auth/reset-password/${token}`, { body: { password: 'another password' } });
    expect(again.status).toBe(400);
    expect(again.json.msg).toBe(AUTH_MESSAGES.badResetLink);
  });

  it('stores only a hash of the token', async () => {
    const u = await makeUser('customer');
    const before = resetMails().length;
    await call('POST', '/api/auth/forgot-password', { body: { email: u.email } });
    const token = resetLinkIn((await mailsAfter(before + 1)).at(-1)!.text)!;
    const rows = (await ctx.rows('select token_hash from password_resets')) as { token_hash: string }[];
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('expires the link after 30 minutes', async () => {
    const u = await makeUser('customer');
    const before = resetMails().length;
    await call('POST', '/api/auth/forgot-password', { body: { email: u.email } });
    const token = resetLinkIn((await mailsAfter(before + 1)).at(-1)!.text)!;
    clock.advance(30 * MINUTE + 1);
    const r = await call('POST', `/api/auth/reset-password/${token}`, { body: { password: 'a fresh password' } });
    expect(r.status).toBe(400);
    expect((await call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(200);
  });

  it('rejects an unknown token and rate-limits requests per address', async () => {
    expect((await call('POST', '/api/auth/reset-password/not-a-token', { body: { password: 'a fresh password' } })).status).toBe(400);
    clock.advance(2 * 60 * MINUTE);
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await call('POST', '/api/auth/forgot-password', { body: { email: `x${i}@example.com` } })).status;
    expect(last).toBe(429);
  });
});
