// GET /api/admin/overview (docs/api.md, "The operator's console"). Users, payments, push
// subscriptions and messages of every kind are seeded as rows; the expected figures are worked out
// here, from the seed list, by this file's own arithmetic, and compared with the answer.
import { describe, expect, it } from 'vitest';
import { createTestContext, T0 } from '../../test/harness';
import { DAY, HOUR, MINUTE } from '../../platform/clock';
import { signToken } from '../../platform/http/tokens';

/** The seeded plans' names, as the plan table has them. */
const PLAN_NAMES: Record<string, string> = { daily: 'Daily', three_day: '3 Days', weekly: 'Weekly', bi_weekly: 'Bi-Weekly', monthly: 'Monthly' };
const ctx = await createTestContext();
const { call, clock, makeUser } = ctx;
/** A prepared insert, as the seeding below calls it: the new row's id. */
const statement =
  (sql: string) =>
  (...params: unknown[]) =>
    ctx.exec(sql, params);
const admin = await makeUser('admin');
const now = Date.parse(T0);

type Role = 'customer' | 'subscriber' | 'admin';
interface SeedUser {
  id: number;
  username: string;
  email: string;
  role: Role;
  exp: number | null;
  trial: number | null;
  created: number;
  byAdmin: boolean;
}
interface SeedPayment {
  user: number | null;
  plan: string;
  cents: number;
  provider: 'stripe' | 'simulated' | 'trial';
  at: number;
}

const seededUsers: SeedUser[] = [{ id: admin.row.id, username: admin.row.username, email: admin.email, role: 'admin', exp: null, trial: null, created: now, byAdmin: true }];
const seededPayments: SeedPayment[] = [];

const addUserRow = statement(
  "insert into users (username, email, password_hash, role, subscription_expires_at, trial_used_at, age_confirmed_at, created_at) values (?, ?, 'x', ?, ?, ?, ?, ?)",
);
/** A user; one who signed up confirmed their age then, one an admin made (`byAdmin`) did not. */
async function user(name: string, role: Role, exp: number | null, opts: { trial?: number; created?: number; byAdmin?: boolean } = {}): Promise<number> {
  const email = `${name}@example.com`;
  const created = opts.created ?? now - 90 * DAY;
  const byAdmin = opts.byAdmin ?? false;
  const id = (await addUserRow(name, email, role, exp, opts.trial ?? null, byAdmin ? null : created, created))!;
  seededUsers.push({ id, username: name, email, role, exp, trial: opts.trial ?? null, created, byAdmin });
  return id;
}

let session = 0;
const addPaymentRow = statement('insert into payments (session_id, provider, user_id, plan, amount_cents, subscription_expires_at, created_at) values (?, ?, ?, ?, ?, ?, ?)');
async function payment(p: SeedPayment) {
  await addPaymentRow(`cs_seed_${++session}`, p.provider, p.user, p.plan, p.cents, p.at + 7 * DAY, p.at);
  seededPayments.push(p);
}

// Users of every kind.
const trialMs = 3 * DAY;
const paid = await user('paid_long', 'subscriber', now + 10 * DAY, { created: now - 60 * DAY });
const soon1 = await user('paid_soon', 'subscriber', now + 2 * DAY, { created: now - 20 * DAY });
await user('paid_edge', 'subscriber', now + 3 * DAY); // ends exactly 3 days from now: ending soon
await user('paid_after_edge', 'subscriber', now + 3 * DAY + 1); // a millisecond later: not
await user('paid_hour', 'subscriber', now + HOUR, { created: now - 30 * DAY }); // created exactly 30 days ago: a sign-up
await user('trial_fresh', 'subscriber', now - 2 * HOUR + trialMs, { trial: now - 2 * HOUR, created: now - 2 * HOUR });
await user('trial_day2', 'subscriber', now - DAY + trialMs, { trial: now - DAY, created: now - 31 * DAY });
await user('trial_extended', 'subscriber', now - DAY + trialMs + 7 * DAY, { trial: now - DAY });
await user('trial_over_paid', 'subscriber', now - DAY + trialMs + 2 * DAY, { trial: now - DAY });
await user('trial_expired', 'subscriber', now - 5 * DAY + trialMs, { trial: now - 5 * DAY, created: now - 5 * DAY });
await user('expired', 'subscriber', now - DAY, { created: now - 30 * DAY - 1 }); // a millisecond too old to be a sign-up
await user('expired_now', 'subscriber', now); // ends this very instant: no longer active
await user('no_end', 'subscriber', null);
await user('cust_new', 'customer', null, { created: now - 5 * DAY });
await user('cust_by_admin', 'customer', null, { created: now - 4 * DAY, byAdmin: true }); // made on the console
await user('cust_by_admin_old', 'customer', null, { created: now - 40 * DAY, byAdmin: true }); // made before the window
await user('cust_old', 'customer', null, { created: now - 45 * DAY });
await user('cust_trial_taken', 'customer', null, { trial: now - 40 * DAY });
const otherAdmin = await user('admin_two', 'admin', null, { created: now - 10 * DAY, byAdmin: true });
await user('future_signup', 'customer', null, { created: now + MINUTE }); // after the request: not counted

// Payments inside the window, at its edges, outside it, of the trial, and of a deleted account.
await payment({ user: paid, plan: 'monthly', cents: 20000, provider: 'stripe', at: now - 2 * HOUR });
await payment({ user: paid, plan: 'weekly', cents: 8000, provider: 'simulated', at: now - 10 * DAY });
await payment({ user: soon1, plan: 'weekly', cents: 8000, provider: 'stripe', at: now - 29 * DAY });
await payment({ user: soon1, plan: 'daily', cents: 2000, provider: 'stripe', at: now - 30 * DAY }); // exactly 30 days: inside
await payment({ user: soon1, plan: 'daily', cents: 2000, provider: 'stripe', at: now - 30 * DAY - 1 }); // just outside
await payment({ user: soon1, plan: 'monthly', cents: 20000, provider: 'stripe', at: now - 200 * DAY });
await payment({ user: paid, plan: 'three_day', cents: 5000, provider: 'stripe', at: Date.parse('2026-06-15T02:00:00Z') }); // 14 June, 22:00 in New York
await payment({ user: null, plan: 'bi_weekly', cents: 15000, provider: 'stripe', at: now - 3 * DAY }); // the account was deleted since
await payment({ user: paid, plan: 'daily', cents: 0, provider: 'trial', at: now - DAY }); // the free trial is not revenue
await payment({ user: paid, plan: 'daily', cents: 2000, provider: 'stripe', at: now + MINUTE }); // after the request

// Push: two browsers of one user count once; an expired subscriber's browser counts.
const addSub = statement("insert into push_subscriptions (user_id, endpoint, p256dh, auth, created_at) values (?, ?, 'p', 'a', 0)");
await addSub(paid, 'https://fcm.googleapis.com/a');
await addSub(paid, 'https://fcm.googleapis.com/b');
await addSub(seededUsers.find((u) => u.username === 'expired')!.id, 'https://fcm.googleapis.com/c');
await addSub(otherAdmin, 'https://fcm.googleapis.com/d');
const pushUsers = 3;

// Renewing memberships (docs/product.md) of every state: renewing, past due, cancelled, ended,
// never paid, paused; stopped inside the window, at its edge, before it and after the request.
interface SeedMembership {
  plan: 'weekly' | 'monthly';
  status: string;
  cancel: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  pausedUntil?: number;
}
const seededMemberships: SeedMembership[] = [];
const addMembershipRow = statement(
  'insert into memberships (user_id, provider, subscription_id, plan, status, current_period_end, cancel_at_period_end, canceled_at, ended_at, paused_until, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
);
async function member(m: SeedMembership) {
  await addMembershipRow(
    paid,
    'stripe',
    `sub_seed_${seededMemberships.length}`,
    m.plan,
    m.status,
    now + 5 * DAY,
    m.cancel ? 1 : 0,
    m.canceledAt,
    m.endedAt,
    m.pausedUntil ?? null,
    now - 60 * DAY,
  );
  seededMemberships.push(m);
}
await member({ plan: 'monthly', status: 'active', cancel: false, canceledAt: null, endedAt: null });
await member({ plan: 'weekly', status: 'active', cancel: false, canceledAt: null, endedAt: null });
await member({ plan: 'weekly', status: 'past_due', cancel: false, canceledAt: null, endedAt: null }); // still renews: Stripe retries
await member({ plan: 'monthly', status: 'active', cancel: true, canceledAt: now - 2 * DAY, endedAt: null });
await member({ plan: 'weekly', status: 'active', cancel: true, canceledAt: now - 30 * DAY, endedAt: null }); // exactly 30 days: inside
await member({ plan: 'monthly', status: 'canceled', cancel: false, canceledAt: now - 5 * DAY, endedAt: now - 5 * DAY }); // ended by Stripe
await member({ plan: 'monthly', status: 'canceled', cancel: true, canceledAt: now - 40 * DAY, endedAt: now - DAY }); // stopped before the window
await member({ plan: 'weekly', status: 'active', cancel: true, canceledAt: now + MINUTE, endedAt: null }); // after the request
await member({ plan: 'monthly', status: 'incomplete', cancel: false, canceledAt: null, endedAt: null }); // never paid
await member({ plan: 'monthly', status: 'active', cancel: false, canceledAt: null, endedAt: null, pausedUntil: now + 10 * DAY }); // paused: brings nothing in now
await member({ plan: 'weekly', status: 'active', cancel: false, canceledAt: null, endedAt: null, pausedUntil: now - HOUR }); // its pause over: renews

const addMessage = statement("insert into contact_messages (name, email, message, handled_at, created_at) values (?, 'm@example.com', 'hi', ?, ?)");
for (let i = 0; i < 7; i++) await addMessage(`Sender ${i}`, i % 3 === 0 ? now - HOUR : null, now - (7 - i) * HOUR);

// The expected figures, by this file's own reading of "The operator's console" (docs/product.md).
function expected(at: number) {
  const from = at - 30 * DAY;
  const active = seededUsers.filter((u) => u.role === 'subscriber' && u.exp !== null && u.exp > at);
  const inWindow = seededPayments.filter((p) => p.provider !== 'trial' && p.at >= from && p.at <= at);
  const plans = new Map<string, { plan: string; name: string; payments: number; cents: number }>();
  for (const p of inWindow) {
    const e = plans.get(p.plan) ?? { plan: p.plan, name: PLAN_NAMES[p.plan] ?? p.plan, payments: 0, cents: 0 };
    e.payments += 1;
    e.cents += p.cents;
    plans.set(p.plan, e);
  }
  const renewing = seededMemberships.filter(
    (m) => !m.cancel && m.endedAt === null && !['canceled', 'incomplete'].includes(m.status) && (m.pausedUntil === undefined || m.pausedUntil <= at),
  );
  const perMonth = (m: SeedMembership) => (m.plan === 'monthly' ? 20000 : (8000 * 30) / 7);
  return {
    renewingMembers: renewing.length,
    monthlyRecurringCents: Math.round(renewing.reduce((n, m) => n + perMonth(m), 0)),
    cancellationsLast30Days: seededMemberships.filter((m) => m.canceledAt !== null && m.canceledAt >= from && m.canceledAt <= at).length,
    activeSubscribers: active.length,
    activeTrials: active.filter((u) => u.trial !== null && u.exp! <= u.trial + trialMs).length,
    customers: seededUsers.filter((u) => u.role !== 'admin').length - active.length,
    signupsLast30Days: seededUsers.filter((u) => u.created >= from && u.created <= at).length,
    adminMadeLast30Days: seededUsers.filter((u) => u.created >= from && u.created <= at && u.byAdmin).length,
    pushSubscribers: pushUsers,
    revenueLast30DaysCents: inWindow.reduce((n, p) => n + p.cents, 0),
    revenueByPlan: [...plans.values()].sort((a, b) => b.cents - a.cents || a.plan.localeCompare(b.plan)),
    endingSoon: active
      .filter((u) => u.exp! <= at + 3 * DAY)
      .sort((a, b) => a.exp! - b.exp! || a.id - b.id)
      .map((u) => ({ _id: String(u.id), username: u.username, email: u.email, subscriptionExpiresAt: new Date(u.exp!).toISOString() })),
  };
}

const nyDay = (t: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(t);
const overview = async (token = admin.token) => {
  const r = await call('GET', '/api/admin/overview', { token });
  expect(r.status).toBe(200);
  return r.json;
};

describe('the overview', () => {
  it('answers every figure of "The operator’s console" (docs/product.md) as the seeded rows give it', async () => {
    const got = await overview();
    const want = expected(now);
    // The seed covers each rule with something on both sides of it.
    expect(want).toMatchObject({ activeSubscribers: 9, activeTrials: 2, customers: 10, signupsLast30Days: 8, adminMadeLast30Days: 3, revenueLast30DaysCents: 58000 });
    expect(want).toMatchObject({ renewingMembers: 4, monthlyRecurringCents: 122857, cancellationsLast30Days: 3 });
    expect(want.endingSoon.map((u) => u.username)).toEqual(['paid_hour', 'paid_soon', 'trial_day2', 'trial_fresh', 'paid_edge']);
    const { window: _w, revenueByDay: _d, newMessages: _n, latestNewMessages: _l, ...contract } = got;
    expect(contract).toEqual(want);
  });

  it('splits the same revenue by New York day, every day of the window present', async () => {
    const got = await overview();
    expect(got.window).toEqual({ from: new Date(now - 30 * DAY).toISOString(), to: T0 });
    const days: string[] = [];
    for (let t = Date.parse('2026-05-16T12:00:00Z'); t <= now; t += DAY) days.push(nyDay(t));
    expect(got.revenueByDay.map((d: { day: string }) => d.day)).toEqual(days);
    expect(days).toHaveLength(31);
    const byDay = new Map(days.map((d) => [d, 0]));
    for (const p of seededPayments) {
      if (p.provider !== 'trial' && p.at >= now - 30 * DAY && p.at <= now) byDay.set(nyDay(p.at), byDay.get(nyDay(p.at))! + p.cents);
    }
    expect(got.revenueByDay).toEqual([...byDay].map(([day, cents]) => ({ day, cents })));
    // The 02:00 UTC payment belongs to the 14th in New York, not the 15th.
    expect(got.revenueByDay.find((d: { day: string }) => d.day === '2026-06-14').cents).toBe(5000);
    expect(got.revenueByDay.reduce((n: number, d: { cents: number }) => n + d.cents, 0)).toBe(got.revenueLast30DaysCents);
  });

  it('shows how many messages wait and the newest of them', async () => {
    const got = await overview();
    // Seeded: 7 messages, those with i = 0, 3, 6 handled.
    expect(got.newMessages).toBe(4);
    expect(got.latestNewMessages.map((m: { name: string }) => m.name)).toEqual(['Sender 5', 'Sender 4', 'Sender 2', 'Sender 1']);
    expect(got.latestNewMessages.every((m: { handled: boolean }) => !m.handled)).toBe(true);
  });

  it('tells a sign-up from an account an admin made, both in signupsLast30Days', async () => {
    const before = await overview();
    const signedUp = await call('POST', '/api/auth/register', {
      body: { username: 'came_alone', email: 'came.alone@example.com', password: 'a-good-password', ageConfirmed: true },
    });
    expect(signedUp.status).toBe(201);
    const made = await call('POST', '/api/users/manual', {
      token: admin.token,
      body: { username: 'walk_in', email: 'walk.in@example.com', password: 'a-good-password', role: 'customer' },
    });
    expect(made.status).toBe(201);
    const after = await overview();
    expect(after.signupsLast30Days).toBe(before.signupsLast30Days + 2);
    expect(after.adminMadeLast30Days).toBe(before.adminMadeLast30Days + 1);
  });

  it('counts a trial taken through the app as a trial until something else adds time', async () => {
    const fresh = await makeUser('customer');
    const withTime = await makeUser('subscriber');
    const before = await overview();
    expect((await call('POST', '/api/subscription/trial', { token: fresh.token })).status).toBe(200);
    // Ten paid days left: no trial is granted on top of them.
    expect((await call('POST', '/api/subscription/trial', { token: withTime.token })).status).toBe(409);
    const after = await overview();
    expect(after.activeTrials).toBe(before.activeTrials + 1);
    expect(after.activeSubscribers).toBe(before.activeSubscribers + 1);
    expect(after.customers).toBe(before.customers - 1);
    expect(after.signupsLast30Days).toBe(before.signupsLast30Days);

    expect((await call('POST', `/api/users/${fresh.id}/extend`, { token: admin.token, body: { days: 1 } })).status).toBe(200);
    expect((await overview()).activeTrials).toBe(before.activeTrials);
  });

  it('counts a trial exactly as the account page shows it, to the millisecond of its end', async () => {
    const trialMs = 3 * DAY;
    const edge = await makeUser('subscriber');
    const beyond = await makeUser('subscriber');
    const before = await overview();
    // The trial's own end, and one millisecond past it (time from elsewhere on top).
    await ctx.exec('update users set trial_used_at = ?, subscription_expires_at = ? where id = ?', [now - DAY, now - DAY + trialMs, edge.row.id]);
    await ctx.exec('update users set trial_used_at = ?, subscription_expires_at = ? where id = ?', [now - DAY, now - DAY + trialMs + 1, beyond.row.id]);
    const status = async (u: { token: string }) => (await call('GET', '/api/account', { token: u.token })).json.membership.status;
    expect([await status(edge), await status(beyond)]).toEqual(['trial', 'active']);
    expect((await overview()).activeTrials).toBe(before.activeTrials + 1);
  });

  it('reads the database on every request', async () => {
    const before = await overview();
    await payment({ user: paid, plan: 'weekly', cents: 8000, provider: 'stripe', at: now - MINUTE });
    await user('late_signup', 'subscriber', now + DAY, { created: now - MINUTE });
    const after = await overview();
    expect(after.revenueLast30DaysCents).toBe(before.revenueLast30DaysCents + 8000);
    expect(after.activeSubscribers).toBe(before.activeSubscribers + 1);
    expect(after.endingSoon.at(0).username).toBe('paid_hour');
    expect(after.endingSoon.map((u: { username: string }) => u.username)).toContain('late_signup');
    // An hour and a minute later the shortest membership has ended and left the list.
    clock.advance(HOUR + MINUTE);
    try {
      const later = await overview();
      expect(later.endingSoon.map((u: { username: string }) => u.username)).not.toContain('paid_hour');
      expect(later.activeSubscribers).toBe(after.activeSubscribers - 1);
    } finally {
      clock.set(T0);
    }
  });
});

describe('ending within 3 days', () => {
  it('leaves out a member whose membership renews by itself, and lists it once its renewal is cancelled', async () => {
    const u = await makeUser('subscriber', { username: 'renews_soon' });
    const end = now + 2 * DAY;
    await ctx.exec('update users set subscription_expires_at = ? where id = ?', [end, u.row.id]);
    await ctx.exec(
      "insert into memberships (user_id, provider, subscription_id, plan, status, current_period_end, created_at) values (?, 'simulated', 'sim_renews_soon', 'monthly', 'active', ?, ?)",
      [u.row.id, end, now],
    );
    const names = async () => ((await overview()).endingSoon as { username: string }[]).map((x) => x.username);
    expect(await names()).not.toContain('renews_soon');
    expect((await call('POST', '/api/account/membership/cancel', { token: u.token })).status).toBe(200);
    expect(await names()).toContain('renews_soon');
  });
});

describe('the overview across a change of clocks', () => {
  it('keeps New York days when the window spans the end of summer time', async () => {
    clock.set('2026-11-20T17:00:00Z');
    try {
      // 1 November 2026, 01:30 EDT, and 31 October, 23:59 EDT.
      await payment({ user: paid, plan: 'daily', cents: 2000, provider: 'stripe', at: Date.parse('2026-11-01T05:30:00Z') });
      await payment({ user: paid, plan: 'weekly', cents: 8000, provider: 'stripe', at: Date.parse('2026-11-01T03:59:00Z') });
      // Tokens last 30 days: this request needs one issued at the new time.
      const got = await overview(signToken(ctx.deps.jwtSecret, admin.row.id, admin.row.tokenVersion, clock.now()));
      expect(got.revenueByDay).toHaveLength(31);
      expect(got.revenueByDay[0].day).toBe('2026-10-21');
      expect(got.revenueByDay.at(-1).day).toBe('2026-11-20');
      const cents = (day: string) => got.revenueByDay.find((d: { day: string }) => d.day === day).cents;
      expect(cents('2026-11-01')).toBe(2000);
      expect(cents('2026-10-31')).toBe(8000);
      expect(got.revenueLast30DaysCents).toBe(10000);
    } finally {
      clock.set(T0);
    }
  });
});
