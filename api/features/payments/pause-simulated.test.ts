// Pausing a renewing membership on the simulated checkout (docs/product.md, "Pausing"): 1 to 3
// renewals skipped, access to the paid end, no charge while paused, renewal again by itself after,
// unpausing with and without paid time left, a break skipping a renewal, the e-mails, and bad input.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { buyRenewing, mailsTo } from '../../test/purchase';
import { DAY, MINUTE } from '../../platform/clock';
import { signToken } from '../../platform/http/tokens';
import { MEMBERSHIP_MESSAGES } from '@shared/membership';

const ctx = await createTestContext();
const { call, clock } = ctx;
const admin = await ctx.makeUser('admin');

type User = Awaited<ReturnType<typeof ctx.makeUser>>;
let seq = 0;
/** A customer with a renewing membership bought now (weekly unless said), and a token that stays valid as the clock moves. */
async function member(plan = 'weekly') {
  const u = await ctx.makeUser('customer', { email: `pause-${++seq}-${plan}@example.com` });
  await buyRenewing(ctx, u, plan);
  return u;
}
/** A token signed now: a test moving the clock past a token's 30 days signs in again. */
const tokenOf = (u: User) => signToken(ctx.deps.jwtSecret, u.row.id, u.row.tokenVersion, clock.now());
const membership = async (u: User) => (await call('GET', '/api/account/membership', { token: tokenOf(u) })).json;
const meOf = async (u: User) => (await call('GET', '/api/auth/me', { token: tokenOf(u) })).json.user;
const paymentsOf = async (u: User) => Number((await ctx.rows<{ n: number }>('select count(*) n from payments where user_id = ?', [u.row.id]))[0].n);
const pause = (u: User, body: unknown) => call('POST', '/api/account/membership/pause', { token: tokenOf(u), body });
const unpause = (u: User) => call('POST', '/api/account/membership/unpause', { token: tokenOf(u) });
const at = (ms: number) => new Date(ms).toISOString();
const subjects = async (u: User) => (await mailsTo(ctx, u.email)).map((m) => m.match(/^Subject: (.*)$/m)?.[1] ?? '');

describe('pausing', () => {
  it('skips the renewals asked for: access to the paid end, no charge while paused, then renews by itself', async () => {
    const u = await member('weekly');
    const paidEnd = Date.parse((await meOf(u)).subscriptionExpiresAt);
    const r = await pause(u, { periods: 3 });
    expect(r.status, r.text).toBe(200);
    const until = paidEnd + 21 * DAY;
    expect(r.json.membership).toEqual({
      renews: true,
      plan: 'weekly',
      currentPeriodEnd: at(paidEnd),
      cancelAtPeriodEnd: false,
      nextAmountCents: 8000,
      paymentProblem: false,
      pausedUntil: at(until),
    });
    expect(r.json.message).toMatch(/^Your membership is paused\. You keep access until .+; nothing is charged until it renews again on .+\.$/);
    expect(await membership(u)).toEqual(r.json.membership);
    // The paid time is untouched.
    expect(Date.parse((await meOf(u)).subscriptionExpiresAt)).toBe(paidEnd);

    // The paid end passes: access ends, and the renewals round charges nothing.
    clock.advance(7 * DAY + MINUTE);
    await ctx.runJob('membership-renewals');
    expect(await paymentsOf(u)).toBe(1);
    expect((await meOf(u)).role).toBe('customer');
    const renewNow = await call('POST', '/api/dev/renew-now', { token: admin.token, body: { userId: u.id } });
    expect(renewNow.status).toBe(409);
    expect(renewNow.json.message).toMatch(/^This membership is paused until /);
    expect(await paymentsOf(u)).toBe(1);
    expect((await membership(u)).pausedUntil).toBe(at(until));

    // Two weeks on, still paused, still nothing charged.
    clock.advance(14 * DAY);
    await ctx.runJob('membership-renewals');
    expect(await paymentsOf(u)).toBe(1);

    // The pause's end: renewed by itself, one period from then, and no longer paused.
    clock.set(until + MINUTE);
    await ctx.runJob('membership-renewals');
    await ctx.runJob('membership-renewals');
    expect(await paymentsOf(u)).toBe(2);
    expect((await meOf(u)).subscriptionExpiresAt).toBe(at(until + 7 * DAY));
    expect(await membership(u)).toMatchObject({ renews: true, pausedUntil: null, currentPeriodEnd: at(until + 7 * DAY) });
  });

  it('e-mails once that it is paused, with the date it renews, and once 3 days before it renews', async () => {
    const u = await member('monthly');
    const paidEnd = Date.parse((await meOf(u)).subscriptionExpiresAt);
    expect((await pause(u, { periods: 1 })).status).toBe(200);
    const until = paidEnd + 30 * DAY;
    const renews = new Date(until).toLocaleDateString('en-US', { timeZone: 'America/New_York', month: 'long', day: 'numeric', year: 'numeric' });
    const paused = (await mailsTo(ctx, u.email)).filter((m) => /^Subject: .*is paused/m.test(m));
    expect(paused).toHaveLength(1);
    expect(paused[0]).toMatch(new RegExp(`^Subject: Your Lotto Predict membership is paused until ${renews}$`, 'm'));
    expect(paused[0]).toContain(`It renews again by itself on ${renews}`);
    expect(paused[0]).toContain('for $200, then every 30 days');
    expect(paused[0]).toContain('http://app.test/account');
    // The footer every e-mail ends with.
    expect(paused[0]).toContain('1-800-MY-RESET');

    // No "renews on" notice for the paid end it will not renew at.
    clock.set(paidEnd - 2 * DAY);
    await ctx.runJob('lifecycle-mails');
    expect((await subjects(u)).filter((s) => /renews/.test(s))).toEqual([]);

    // Three days before the pause ends: one reminder, however often the scan runs.
    clock.set(until - 3 * DAY + MINUTE);
    await ctx.runJob('lifecycle-mails');
    await ctx.runJob('lifecycle-mails');
    const reminders = (await mailsTo(ctx, u.email)).filter((m) => /^Subject: Your Lotto Predict membership renews again on /m.test(m));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatch(new RegExp(`^Subject: Your Lotto Predict membership renews again on ${renews}$`, 'm'));
    expect(reminders[0]).toMatch(/renews automatically on .+ for \$200\b/);
    clock.set(until + MINUTE);
    await ctx.runJob('membership-renewals');
    expect(await paymentsOf(u)).toBe(2);
  });

  it('two pause requests at once make one pause', async () => {
    const u = await member('weekly');
    const answers = await Promise.all([pause(u, { periods: 1 }), pause(u, { periods: 3 }), pause(u, { periods: 2 }), pause(u, { periods: 1 })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const won = answers.find((a) => a.status === 200)!;
    expect(await membership(u)).toEqual(won.json.membership);
    for (const lost of answers.filter((a) => a.status === 409)) expect(lost.json.message).toMatch(/^Your membership is already paused: it renews again on /);
    expect((await mailsTo(ctx, u.email)).filter((m) => /^Subject: .*is paused/m.test(m))).toHaveLength(1);
  });
});

describe('unpausing', () => {
  it('with paid time left: the next renewal is at its end, nothing charged now', async () => {
    const u = await member('weekly');
    const paidEnd = Date.parse((await meOf(u)).subscriptionExpiresAt);
    expect((await pause(u, { periods: 2 })).status).toBe(200);
    clock.advance(DAY);
    const r = await unpause(u);
    expect(r.status, r.text).toBe(200);
    expect(r.json.message).toMatch(/^Your membership is no longer paused\. It renews on .+ for \$80\.$/);
    expect(r.json.membership).toMatchObject({ renews: true, pausedUntil: null, currentPeriodEnd: at(paidEnd) });
    expect(await paymentsOf(u)).toBe(1);
    clock.set(paidEnd + MINUTE);
    await ctx.runJob('membership-renewals');
    expect(await paymentsOf(u)).toBe(2);
    expect((await meOf(u)).subscriptionExpiresAt).toBe(at(paidEnd + 7 * DAY));
  });

  it('without paid time left: charged now, a period from now', async () => {
    const u = await member('weekly');
    const paidEnd = Date.parse((await meOf(u)).subscriptionExpiresAt);
    expect((await pause(u, { periods: 3 })).status).toBe(200);
    clock.set(paidEnd + 3 * DAY);
    await ctx.runJob('membership-renewals');
    expect(await paymentsOf(u)).toBe(1);
    const r = await unpause(u);
    expect(r.status, r.text).toBe(200);
    expect(r.json.message).toMatch(/^Your membership is no longer paused\. The next period was charged now and runs until .+\.$/);
    expect(await paymentsOf(u)).toBe(2);
    expect((await meOf(u)).subscriptionExpiresAt).toBe(at(clock.now() + 7 * DAY));
    expect((await meOf(u)).role).toBe('subscriber');
    expect(r.json.membership).toMatchObject({ pausedUntil: null, currentPeriodEnd: at(clock.now() + 7 * DAY) });
    expect((await mailsTo(ctx, u.email)).filter((m) => /^Subject: .*receipt/m.test(m))).toHaveLength(2);
  });

  it('answers 409 when not paused, and changes nothing', async () => {
    const u = await member('weekly');
    const before = await ctx.snapshot();
    const r = await unpause(u);
    expect(r.status).toBe(409);
    expect(r.json.message).toBe(MEMBERSHIP_MESSAGES.notPaused);
    expect(await ctx.snapshot()).toBe(before);
  });
});

describe('a break', () => {
  it('skips a renewal falling inside it (not cancelled) and renewal starts again after it', async () => {
    const u = await member('weekly');
    const paidEnd = Date.parse((await meOf(u)).subscriptionExpiresAt);
    const r = await call('POST', '/api/account/self-exclusion', { token: tokenOf(u), body: { days: 30 } });
    expect(r.status, r.text).toBe(200);
    await ctx.settle();
    const breakEnd = clock.now() + 30 * DAY;
    // The first renewal date after the break: whole weeks after the paid end.
    const until = paidEnd + Math.ceil((breakEnd - paidEnd) / (7 * DAY)) * 7 * DAY;
    expect(await membership(u)).toMatchObject({ renews: true, cancelAtPeriodEnd: false, pausedUntil: at(until) });
    const mails = await mailsTo(ctx, u.email);
    expect(mails.filter((m) => /will not renew/.test(m))).toEqual([]);
    const paused = mails.filter((m) => /^Subject: .*is paused/m.test(m));
    expect(paused).toHaveLength(1);
    expect(paused[0]).toContain('Because of your break');

    // During the break: no charge at the paid end, and no unpausing.
    clock.set(paidEnd + MINUTE);
    await ctx.runJob('membership-renewals');
    expect(await paymentsOf(u)).toBe(1);
    const early = await unpause(u);
    expect(early.status).toBe(403);
    expect(early.json.message).toMatch(/^You are on a break until /);

    // After the break: renewed by itself, no refund.
    clock.set(until + MINUTE);
    await ctx.runJob('membership-renewals');
    expect(await paymentsOf(u)).toBe(2);
    expect(Number((await ctx.rows<{ n: number }>('select count(*) n from refunds where user_id = ?', [u.row.id]))[0].n)).toBe(0);
    expect(await membership(u)).toMatchObject({ pausedUntil: null, currentPeriodEnd: at(until + 7 * DAY) });
  });
});

describe('bad input', () => {
  it('periods 0, 4, "x", 1.5 or none: 400 naming periods, nothing changes', async () => {
    const u = await member('weekly');
    const before = await ctx.snapshot();
    for (const body of [{ periods: 0 }, { periods: 4 }, { periods: 'x' }, { periods: 1.5 }, { periods: '2' }, {}, { periods: null }]) {
      const r = await pause(u, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.message).toMatch(/periods/);
    }
    const junk = await call('POST', '/api/account/membership/pause', { token: tokenOf(u), body: 'not json' });
    expect(junk.status).toBe(400);
    expect(await ctx.snapshot()).toBe(before);
  });

  it('no renewing membership, a cancelled one, or one already paused: 409 with why; signed out: 401', async () => {
    const passOnly = await ctx.makeUser('subscriber');
    const none = await pause(passOnly, { periods: 1 });
    expect(none.status).toBe(409);
    expect(none.json.message).toBe(MEMBERSHIP_MESSAGES.nothingToPause);

    const cancelled = await member('weekly');
    expect((await call('POST', '/api/account/membership/cancel', { token: tokenOf(cancelled) })).status).toBe(200);
    const before = await ctx.snapshot();
    const r = await pause(cancelled, { periods: 1 });
    expect(r.status).toBe(409);
    expect(r.json.message).toBe(MEMBERSHIP_MESSAGES.pauseCancelled);
    expect(await ctx.snapshot()).toBe(before);

    const paused = await member('weekly');
    expect((await pause(paused, { periods: 1 })).status).toBe(200);
    const again = await pause(paused, { periods: 2 });
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/^Your membership is already paused/);

    expect((await call('POST', '/api/account/membership/pause', { body: { periods: 1 } })).status).toBe(401);
    expect((await call('POST', '/api/account/membership/unpause')).status).toBe(401);
  });
});
