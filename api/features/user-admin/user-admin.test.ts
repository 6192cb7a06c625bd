import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { USER_MESSAGES } from '@shared/users';

const ctx = await createTestContext();
const { call, clock, makeUser, snapshot } = ctx;
const admin = await makeUser('admin');

const put = (id: string, body: unknown, token = admin.token) => call('PUT', `/api/users/${id}`, { token, body });

describe('listing users', () => {
  it('lists every user with effective roles and no secrets', async () => {
    const expired = await makeUser('expired');
    const r = await call('GET', '/api/users', { token: admin.token });
    expect(r.status).toBe(200);
    const row = r.json.find((u: { _id: string }) => u._id === expired.id);
    expect(row.role).toBe('customer');
    expect(JSON.stringify(r.json)).not.toMatch(/password|argon2|token/i);
  });
});

describe('role changes', () => {
  it('to subscriber needs an end date in the future; a day means the end of that day in APP_TIMEZONE', async () => {
    const u = await makeUser('customer');
    const before = await snapshot();
    const none = await put(u.id, { role: 'subscriber' });
    expect(none.status).toBe(400);
    expect(none.json.message).toBe('Please select a subscription end date.');
    const past = await put(u.id, { role: 'subscriber', subscriptionExpiresAt: '2026-06-14' });
    expect(past.status).toBe(400);
    expect(past.json.message).toBe(USER_MESSAGES.endInPast);
    expect(await snapshot()).toBe(before);

    const r = await put(u.id, { role: 'subscriber', subscriptionExpiresAt: '2026-07-01' });
    expect(r.status).toBe(200);
    // End of 1 July in New York (EDT, UTC-4).
    expect(r.json.user).toMatchObject({ role: 'subscriber', subscriptionExpiresAt: '2026-07-02T03:59:59.999Z' });
    // The new role counts on the very next request.
    expect((await call('GET', '/api/predictions', { token: u.token })).status).toBe(200);

    const iso = await put(u.id, { role: 'subscriber', subscriptionExpiresAt: '2026-08-01T10:00:00Z' });
    expect(iso.json.user.subscriptionExpiresAt).toBe('2026-08-01T10:00:00.000Z');
  });

  it('to customer or admin clears the end date; a demoted admin loses access on the next request', async () => {
    const u = await makeUser('subscriber');
    const toCustomer = await put(u.id, { role: 'customer', subscriptionExpiresAt: '2026-09-01' });
    expect(toCustomer.json.user).toMatchObject({ role: 'customer', subscriptionExpiresAt: null });
    const toAdmin = await put(u.id, { role: 'admin' });
    expect(toAdmin.json.user).toMatchObject({ role: 'admin', subscriptionExpiresAt: null });
    expect((await call('GET', '/api/users', { token: u.token })).status).toBe(200);
    await put(u.id, { role: 'customer' });
    expect((await call('GET', '/api/users', { token: u.token })).status).toBe(403);
  });

  it('never removes the last admin', async () => {
    const lone = await createLoneAdminContext();
    const r = await lone.call('PUT', `/api/users/${lone.admin.id}`, { token: lone.admin.token, body: { role: 'customer' } });
    expect(r.status).toBe(409);
    expect(r.json.message).toBe('At least one admin must remain.');
    const d = await lone.call('DELETE', `/api/admin/users/${lone.admin.id}`, { token: lone.admin.token });
    expect(d.status).toBe(409);
    // With a second admin, the first may step down.
    const second = await lone.makeUser('admin');
    expect((await lone.call('PUT', `/api/users/${lone.admin.id}`, { token: second.token, body: { role: 'customer' } })).status).toBe(200);
  });

  it('rejects unknown roles, bad dates and unknown users', async () => {
    const u = await makeUser('customer');
    expect((await put(u.id, { role: 'owner' })).json.message).toBe('Role must be customer, subscriber or admin.');
    expect((await put(u.id, { role: 'subscriber', subscriptionExpiresAt: 'next week' })).status).toBe(400);
    expect((await put('999999', { role: 'customer' })).status).toBe(404);
  });
});

describe('deleting users', () => {
  it('deletes the account and its sessions end', async () => {
    const u = await makeUser('subscriber');
    const r = await call('DELETE', `/api/admin/users/${u.id}`, { token: admin.token });
    expect(r.status).toBe(200);
    expect(r.json.message).toBe('User deleted successfully.');
    expect((await call('GET', '/api/auth/me', { token: u.token })).status).toBe(401);
    expect((await call('DELETE', `/api/admin/users/${u.id}`, { token: admin.token })).status).toBe(404);
  });
});

describe('manual user creation', () => {
  it('creates a customer, a subscriber with an end date, or an admin', async () => {
    const c = await call('POST', '/api/users/manual', { token: admin.token, body: { username: 'walkin', email: 'Walkin@Example.com', password: 'password123', role: 'customer' } });
    expect(c.status).toBe(201);
    expect(c.json).toMatchObject({ success: true, message: USER_MESSAGES.created, newUser: { email: 'walkin@example.com', role: 'customer' } });
    const s = await call('POST', '/api/users/manual', {
      token: admin.token,
      body: { username: 'vip', email: 'vip@example.com', password: 'password123', role: 'subscriber', subscriptionEnd: '2026-06-20' },
    });
    expect(s.json.newUser).toMatchObject({ role: 'subscriber', subscriptionExpiresAt: '2026-06-21T03:59:59.999Z' });
    const login = await call('POST', '/api/auth/login', { body: { email: 'vip@example.com', password: 'password123' } });
    expect(login.status).toBe(200);
  });

  it('checks every field and changes nothing on a bad request', async () => {
    const before = await snapshot();
    const cases: [unknown, string][] = [
      [{ username: 'a', email: 'a@example.com', password: 'password123', role: 'customer' }, 'Username must be 3 to 30 characters long.'],
      [{ username: 'abc', email: 'a@example.com', password: 'short', role: 'customer' }, 'Password must be at least 8 characters.'],
      [{ username: 'abc', email: 'a@example.com', password: 'password123', role: 'subscriber' }, 'Please select a subscription end date.'],
      [{ username: 'abc', email: 'a@example.com', password: 'password123', role: 'subscriber', subscriptionEnd: '2020-01-01' }, USER_MESSAGES.endInPast],
      [{ username: 'a b', email: 'a@example.com', password: 'password123' }, 'Username cannot contain spaces. Use underscores (_) or periods (.) if necessary.'],
      [{ username: 'walkin', email: 'other@example.com', password: 'password123' }, 'This username is already taken.'],
    ];
    for (const [body, message] of cases) {
      const r = await call('POST', '/api/users/manual', { token: admin.token, body });
      expect(r.status === 400 || r.status === 409, JSON.stringify(body)).toBe(true);
      expect(r.json.message).toBe(message);
    }
    expect(await snapshot()).toBe(before);
  });

  it('an expired manual subscriber becomes a customer when the day is over', async () => {
    const s = await call('POST', '/api/users/manual', {
      token: admin.token,
      body: { username: 'shorty', email: 'shorty@example.com', password: 'password123', role: 'subscriber', subscriptionEnd: '2026-06-15' },
    });
    const login = await call('POST', '/api/auth/login', { body: { email: 'shorty@example.com', password: 'password123' } });
    expect(login.json.user.role).toBe('subscriber');
    clock.set('2026-06-16T04:00:00.000Z'); // just past midnight in New York
    expect((await call('GET', '/api/auth/me', { token: login.json.token })).json.user.role).toBe('customer');
    expect((await call('GET', '/api/predictions', { token: login.json.token })).status).toBe(403);
    expect(s.status).toBe(201);
  });
});

async function createLoneAdminContext() {
  const lone = await createTestContext();
  const a = await lone.makeUser('admin');
  return { ...lone, admin: a };
}
