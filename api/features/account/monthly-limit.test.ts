// "Responsible play" (docs/product.md): a monthly spending limit. Lowering counts at once, raising
// or removing 24 hours later; the month is APP_TIMEZONE's calendar month; the free trial is no
// purchase.
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, T0 } from '../../test/harness';
import { buy, buyRenewing, checkout } from '../../test/purchase';
import { DAY, HOUR } from '../../platform/clock';
import { ACCOUNT_MESSAGES } from '@shared/account';

const ctx = await createTestContext();
const { call, clock, makeUser, snapshot } = ctx;

beforeEach(() => clock.set(T0));

const setLimit = (token: string, monthlyLimitCents: unknown) => call('PUT', '/api/account/limits', { token, body: { monthlyLimitCents } });
const me = async (token: string) => (await call('GET', '/api/auth/me', { token })).json.user;
const account = async (token: string) => (await call('GET', '/api/account', { token })).json;

describe('PUT /api/account/limits', () => {
  it('a first limit and a lower one count at once, and checkout stops at the limit with what is left', async () => {
    const u = await makeUser('customer');
    const first = await setLimit(u.token, 15000);
    expect(first.status).toBe(200);
    expect(first.json.message).toBe('Your monthly spending limit is now $150.');
    expect((await me(u.token)).monthlyLimitCents).toBe(15000);

    await buy(ctx, u, 'weekly'); // $80
    const lower = await setLimit(u.token, 10000);
    expect(lower.json.account.limit).toEqual({ cents: 10000, pending: null, spentThisMonthCents: 8000, leftThisMonthCents: 2000, renewalWarning: null });
    expect((await me(u.token)).monthlyLimitCents).toBe(10000);

    // $80 + $20 is exactly the limit: allowed. Then nothing is left.
    await buy(ctx, u, 'daily');
    const before = await snapshot();
    const over = await checkout(ctx, u, 'daily');
    expect(over.status).toBe(403);
    expect(over.json.message).toBe(ACCOUNT_MESSAGES.overLimit('$100', '$0'));
    expect(over.json.message).toBe('This purchase would go over your monthly spending limit of $100. You have $0 left to spend this month.');
    expect(await snapshot()).toBe(before);
  });

  it('names what is left when some is', async () => {
    const u = await makeUser('customer');
    await setLimit(u.token, 10000);
    await buy(ctx, u, 'three_day'); // $50
    const r = await checkout(ctx, u, 'weekly');
    expect(r.status).toBe(403);
    expect(r.json.message).toBe(ACCOUNT_MESSAGES.overLimit('$100', '$50'));
  });

  it('0 stops every purchase', async () => {
    const u = await makeUser('customer');
    await setLimit(u.token, 0);
    expect((await checkout(ctx, u, 'daily')).status).toBe(403);
  });

  it('a raise counts 24 hours later; until then the lower limit holds', async () => {
    const u = await makeUser('customer');
    await setLimit(u.token, 5000);
    const raise = await setLimit(u.token, 20000);
    expect(raise.status).toBe(200);
    expect(raise.json.message).toBe('Your monthly spending limit will rise to $200 on June 16, 2026 at 12:00 PM EDT, 24 hours from now.');
    expect(raise.json.account.limit).toMatchObject({ cents: 5000, pending: { cents: 20000, from: new Date(clock.now() + DAY).toISOString() } });
    expect((await me(u.token)).monthlyLimitCents).toBe(5000);
    expect((await checkout(ctx, u, 'weekly')).status).toBe(403);

    clock.advance(DAY - 1);
    expect((await me(u.token)).monthlyLimitCents).toBe(5000);
    expect((await checkout(ctx, u, 'weekly')).status).toBe(403);
    clock.advance(1);
    expect((await me(u.token)).monthlyLimitCents).toBe(20000);
    expect((await account(u.token)).limit).toMatchObject({ cents: 20000, pending: null });
    expect((await checkout(ctx, u, 'weekly')).status).toBe(200);
  });

  it('removing counts 24 hours later', async () => {
    const u = await makeUser('customer');
    await setLimit(u.token, 2000);
    const removal = await setLimit(u.token, null);
    expect(removal.json.message).toBe('Your monthly spending limit will be removed on June 16, 2026 at 12:00 PM EDT, 24 hours from now.');
    expect(removal.json.account.limit.pending).toEqual({ cents: null, from: new Date(clock.now() + DAY).toISOString() });
    clock.advance(DAY - 1);
    expect((await me(u.token)).monthlyLimitCents).toBe(2000);
    expect((await checkout(ctx, u, 'weekly')).status).toBe(403);
    clock.advance(1);
    expect((await me(u.token)).monthlyLimitCents).toBeNull();
    expect((await checkout(ctx, u, 'weekly')).status).toBe(200);
  });

  it('a later raise waits its own 24 hours, and lowering or asking for the limit in force cancels a wait', async () => {
    const u = await makeUser('customer');
    await setLimit(u.token, 1000);
    await setLimit(u.token, 2000);
    clock.advance(12 * HOUR);
    await setLimit(u.token, 90000);
    clock.advance(12 * HOUR);
    // The first raise would have counted now; the second replaced it and waits until +36 h.
    expect((await me(u.token)).monthlyLimitCents).toBe(1000);
    clock.advance(12 * HOUR);
    expect((await me(u.token)).monthlyLimitCents).toBe(90000);

    await setLimit(u.token, 5000);
    await setLimit(u.token, null);
    const keep = await setLimit(u.token, 5000);
    expect(keep.json.account.limit).toMatchObject({ cents: 5000, pending: null });
    await setLimit(u.token, 8000);
    const lower = await setLimit(u.token, 3000);
    expect(lower.json.account.limit).toMatchObject({ cents: 3000, pending: null });
    clock.advance(2 * DAY);
    expect((await me(u.token)).monthlyLimitCents).toBe(3000);
  });

  it.each([1.5, -1, '100', 1_000_001, true, {}, undefined])('refuses monthlyLimitCents = %j with 400 naming it, changing nothing', async (value) => {
    const u = await makeUser('customer');
    await setLimit(u.token, 5000);
    const before = await snapshot();
    const r = await call('PUT', '/api/account/limits', { token: u.token, body: value === undefined ? {} : { monthlyLimitCents: value } });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(ACCOUNT_MESSAGES.limit);
    // Shown to a person as it comes: in dollars, no field name, no cents.
    expect(r.json.message).toBe('Enter a monthly limit in dollars, up to $10,000.00.');
    expect(r.json.field).toBe('monthlyLimitCents');
    expect(await snapshot()).toBe(before);
  });

  it('takes the highest limit', async () => {
    const u = await makeUser('customer');
    expect((await setLimit(u.token, 1_000_000)).status).toBe(200);
  });
});

describe('what counts against the limit', () => {
  it('the free trial does not', async () => {
    const u = await makeUser('customer');
    expect((await call('POST', '/api/subscription/trial', { token: u.token })).status).toBe(200);
    // A trial recorded as a payment row (provider "trial") would not count either.
    await ctx.exec(
      "insert into payments (session_id, provider, user_id, plan, amount_cents, subscription_expires_at, created_at) values (?, 'trial', ?, 'three_day', 4500, ?, ?)",
      [`trial-${u.id}`, u.row.id, clock.now() + 3 * DAY, clock.now()],
    );
    await setLimit(u.token, 2000);
    expect((await account(u.token)).limit.spentThisMonthCents).toBe(0);
    expect((await checkout(ctx, u, 'daily')).status).toBe(200);
  });

  it('only this calendar month in APP_TIMEZONE (New York), not UTC', async () => {
    const u = await makeUser('customer');
    // June 30, 7:00 PM in New York is already July 1 in UTC: a June purchase.
    clock.set('2026-06-30T23:00:00Z');
    await buy(ctx, u, 'weekly'); // $80
    await setLimit(u.token, 10000);
    // June 30, 9:00 PM New York (July 1, 01:00 UTC): still June, $20 left.
    clock.set('2026-07-01T01:00:00Z');
    expect((await account(u.token)).limit).toMatchObject({ spentThisMonthCents: 8000, leftThisMonthCents: 2000 });
    expect((await checkout(ctx, u, 'three_day')).status).toBe(403);
    expect((await checkout(ctx, u, 'daily')).status).toBe(200);
    // July 1, 12:00 AM New York: a new month, the whole limit again.
    clock.set('2026-07-01T04:00:00Z');
    expect((await account(u.token)).limit).toMatchObject({ spentThisMonthCents: 0, leftThisMonthCents: 10000 });
    expect((await checkout(ctx, u, 'weekly')).status).toBe(200);
    // One millisecond earlier it was still June.
    clock.set('2026-07-01T03:59:59.999Z');
    expect((await account(u.token)).limit.spentThisMonthCents).toBe(8000);
  });

  it('counts a purchase made just after midnight in the month it was made', async () => {
    const u = await makeUser('customer');
    // July 1, 12:30 AM New York (04:30 UTC).
    clock.set('2026-07-01T04:30:00Z');
    await buy(ctx, u, 'daily');
    await setLimit(u.token, 2000);
    const r = await checkout(ctx, u, 'daily');
    expect(r.status).toBe(403);
    expect(r.json.message).toBe(ACCOUNT_MESSAGES.overLimit('$20', '$0'));
  });
});

describe('a limit below the next renewal', () => {
  it('is said when the limit is set and on the account page, and no more once the renewal fits or is cancelled', async () => {
    const u = await makeUser('customer');
    await buyRenewing(ctx, u, 'monthly'); // $200 on June 15; renews July 15
    const warning = ACCOUNT_MESSAGES.renewalOverLimit('Monthly', 'July 15, 2026 at 12:00 PM EDT', '$200', '$100');
    const set = await setLimit(u.token, 10000);
    expect(set.status).toBe(200);
    expect(set.json.account.limit.renewalWarning).toBe(warning);
    expect(warning).toBe(
      'Your Monthly membership renews on July 15, 2026 at 12:00 PM EDT for $200, which would take that month over your spending limit of $100. The renewal would be charged, then refunded, and your membership would end. To keep it, raise the limit before then; to let it end, cancel the renewal.',
    );
    expect((await account(u.token)).limit.renewalWarning).toBe(warning);
    // A raise counts in 24 hours, long before July 15: the renewal fits the limit it will meet.
    expect((await setLimit(u.token, 25000)).json.account.limit.renewalWarning).toBeNull();
    expect((await setLimit(u.token, 10000)).json.account.limit.renewalWarning).toBe(warning);
    expect((await call('POST', '/api/account/membership/cancel', { token: u.token })).status).toBe(200);
    expect((await account(u.token)).limit.renewalWarning).toBeNull();
  });

  it("counts what the renewal's own month has paid already", async () => {
    const u = await makeUser('customer');
    clock.set('2026-06-01T16:00:00Z');
    await buyRenewing(ctx, u, 'weekly'); // $80 on June 1; renews June 8, in June
    // $80 paid in June and $80 more on June 8 fit $160, not $150.
    expect((await setLimit(u.token, 16000)).json.account.limit.renewalWarning).toBeNull();
    expect((await setLimit(u.token, 15000)).json.account.limit.renewalWarning).toBe(ACCOUNT_MESSAGES.renewalOverLimit('Weekly', 'June 8, 2026 at 12:00 PM EDT', '$80', '$150'));
  });
});
