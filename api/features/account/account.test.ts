// GET /api/account: what the account page shows, for each kind of member; and the free trial's
// answer, which says "you're in" and until when.
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, T0 } from '../../test/harness';
import { buy } from '../../test/purchase';
import { DAY, HOUR } from '../../platform/clock';

const ctx = await createTestContext();
const { call, clock, makeUser } = ctx;

beforeEach(() => clock.set(T0));

const account = async (token: string) => {
  const r = await call('GET', '/api/account', { token });
  expect(r.status).toBe(200);
  return r.json;
};
const at = (ms: number) => new Date(ms).toISOString();

describe('GET /api/account', () => {
  it('a new customer: no membership, no limit, no break', async () => {
    const u = await makeUser('customer');
    const a = await account(u.token);
    expect(a.membership).toEqual({ status: 'none', plan: null, activeUntil: null, daysLeft: null });
    expect(a.limit).toEqual({ cents: null, pending: null, spentThisMonthCents: 0, leftThisMonthCents: null, renewalWarning: null });
    expect(a.selfExcludedUntil).toBeNull();
    expect(a.user).toMatchObject({ _id: u.id, email: u.email, role: 'customer', selfExcludedUntil: null, monthlyLimitCents: null });
  });

  it('a trial: status trial, its end, days left; and the trial answer says the same', async () => {
    const u = await makeUser('customer');
    const t = await call('POST', '/api/subscription/trial', { token: u.token });
    expect(t.status).toBe(200);
    expect(t.json.subscriptionExpiresAt).toBe(at(clock.now() + 3 * DAY));
    expect(t.json.membership).toEqual({ status: 'trial', plan: null, activeUntil: at(clock.now() + 3 * DAY), daysLeft: 3 });
    expect((await account(u.token)).membership).toEqual(t.json.membership);
    // Two and a half days later: a few hours left is one day left.
    clock.advance(2 * DAY + 12 * HOUR);
    expect((await account(u.token)).membership).toMatchObject({ status: 'trial', daysLeft: 1 });
  });

  it('a purchase after the trial makes it an active membership of that plan', async () => {
    const u = await makeUser('customer');
    await call('POST', '/api/subscription/trial', { token: u.token });
    await buy(ctx, u, 'weekly');
    expect((await account(u.token)).membership).toEqual({ status: 'active', plan: 'weekly', activeUntil: at(clock.now() + 10 * DAY), daysLeft: 10 });
  });

  it('no trial is granted during paid time: the membership stays the plan bought', async () => {
    const u = await makeUser('customer');
    await buy(ctx, u, 'monthly');
    expect((await call('POST', '/api/subscription/trial', { token: u.token })).status).toBe(409);
    expect((await account(u.token)).membership).toMatchObject({ status: 'active', plan: 'monthly', daysLeft: 30 });
  });

  it('a subscriber: the plan of the latest payment and spending this month', async () => {
    const u = await makeUser('customer');
    await buy(ctx, u, 'daily');
    clock.advance(HOUR);
    await buy(ctx, u, 'bi_weekly');
    const a = await account(u.token);
    expect(a.membership).toEqual({ status: 'active', plan: 'bi_weekly', activeUntil: at(Date.parse(T0) + 15 * DAY), daysLeft: 15 });
    expect(a.limit.spentThisMonthCents).toBe(2000 + 15000);
  });

  it('time an admin gave: active, no plan', async () => {
    const u = await makeUser('subscriber');
    expect((await account(u.token)).membership).toEqual({ status: 'active', plan: null, activeUntil: at(clock.now() + 10 * DAY), daysLeft: 10 });
  });

  it('an ended membership: expired, with the plan it was and when it ended', async () => {
    const expired = await makeUser('expired');
    expect((await account(expired.token)).membership).toEqual({ status: 'expired', plan: null, activeUntil: at(clock.now() - DAY), daysLeft: null });
    const u = await makeUser('customer');
    await buy(ctx, u, 'daily');
    clock.advance(DAY);
    expect((await account(u.token)).membership).toEqual({ status: 'expired', plan: 'daily', activeUntil: at(Date.parse(T0) + DAY), daysLeft: null });
    expect((await call('GET', '/api/auth/me', { token: u.token })).json.user.role).toBe('customer');
  });
});
