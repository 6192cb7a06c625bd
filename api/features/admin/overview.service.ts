// The operator's first page (contract §13): how many people pay right now, what came in over the
// last 30 days, whose membership ends soon, what waits in the inbox. Read from the database on
// every request, in one read transaction so the figures agree with each other. Every figure is
// an aggregate SQLite computes from an index; JavaScript receives sums and the short list of
// memberships ending soon, never the rows behind a count.
import type { Deps } from '../../deps';
import { DAY } from '../../lib/clock';
import { addDays, dayOf, iso, startOfDay } from '@shared/calendar';
import { ENDING_SOON_DAYS, OVERVIEW_MESSAGES, OVERVIEW_WINDOW_DAYS, type OverviewDto } from '@shared/admin';
import { FREE_TRIAL_DAYS, type PlanId } from '@shared/plans';
import type { ContactService } from '../contact/contact.service';

// An active subscriber (contract §3): role subscriber, end in the future.
//
// An active trial is one whose time comes from the free trial alone: the trial was taken
// (trial_used_at) and the end is still exactly trial_used_at + 3 days. Taking the trial sets the
// end to max(now, end) + 3 days, so with paid time left at that moment the end lies beyond
// trial_used_at + 3 days; any later payment, extension or role change by an admin moves the end
// too. Either way the time no longer comes from the trial alone.
//
// customers: every non-admin who is not an active subscriber (expired subscribers included).
// pushSubscribers: people, not browsers: users with at least one push subscription, whatever
// their role (an expired subscriber's browser stays subscribed and is reached again on renewal).
// Revenue: paid payments (the trial's are not) made in the window.
const COUNTS = `
  select
    (select count(*) from users where role = 'subscriber' and subscription_expires_at > @now) as activeSubscribers,
    (select count(*) from users where role = 'subscriber' and subscription_expires_at > @now
       and trial_used_at is not null and subscription_expires_at = trial_used_at + @trialMs) as activeTrials,
    -- All rows less the admins: SQLite counts a whole table from its pages alone, where a count
    -- of the two other roles would visit every entry of the role index.
    (select count(*) from users) - (select count(*) from users where role = 'admin') as nonAdmins,
    (select count(*) from users where created_at >= @from and created_at <= @now) as signupsLast30Days,
    (select count(distinct user_id) from push_subscriptions) as pushSubscribers`;

// The window's revenue in one pass over the payments index, summed by day and plan: the days
// come in as [day, first ms, end ms (exclusive)] from JavaScript, which knows the time zone's
// midnights (DST included); SQLite adds up each day's range. A day without payments still gives
// one row (plan null), so every day is present.
const REVENUE = `
  select d.key as i, p.plan as plan, count(p.plan) as payments, coalesce(sum(p.amount_cents), 0) as cents
  from json_each(@days) d
  left join payments p on p.created_at >= d.value ->> 1 and p.created_at < d.value ->> 2 and p.provider != 'trial'
  group by d.key, p.plan`;

const ENDING_SOON = `
  select id, username, email, subscription_expires_at from users
  where role = 'subscriber' and subscription_expires_at > @now and subscription_expires_at <= @soon
  order by subscription_expires_at, id`;

/** The window's days in APP_TIMEZONE, each clipped to the window, oldest first. */
export function windowDays(from: number, to: number, timeZone: string): [day: string, start: number, end: number][] {
  const days: [string, number, number][] = [];
  for (let day = dayOf(from, timeZone); day <= dayOf(to, timeZone); day = addDays(day, 1)) {
    days.push([day, Math.max(startOfDay(day, timeZone), from), Math.min(startOfDay(addDays(day, 1), timeZone), to + 1)]);
  }
  return days;
}

export function createOverviewService(deps: Deps, contact: ContactService) {
  const sqlite = deps.db.$client;
  const counts = sqlite.prepare<Record<string, number>, Record<'activeSubscribers' | 'activeTrials' | 'nonAdmins' | 'signupsLast30Days' | 'pushSubscribers', number>>(COUNTS);
  const revenue = sqlite.prepare<{ days: string }, { i: number; plan: PlanId | null; payments: number; cents: number }>(REVENUE);
  // Arrays, not objects: the list may run to thousands on a large business.
  const endingSoon = sqlite.prepare<Record<string, number>, [id: number, username: string, email: string, end: number]>(ENDING_SOON).raw();

  const read = sqlite.transaction((now: number): OverviewDto => {
    const from = now - OVERVIEW_WINDOW_DAYS * DAY;
    const c = counts.get({ now, from, trialMs: FREE_TRIAL_DAYS * DAY })!;
    // At most 31 days × 5 plans of sums, folded into the two views.
    const days = windowDays(from, now, deps.config.timeZone);
    const revenueByDay = days.map(([day]) => ({ day, cents: 0 }));
    const plans = new Map<PlanId, { plan: PlanId; payments: number; cents: number }>();
    for (const r of revenue.all({ days: JSON.stringify(days) })) {
      revenueByDay[r.i].cents += r.cents;
      if (r.plan === null) continue;
      const p = plans.get(r.plan) ?? plans.set(r.plan, { plan: r.plan, payments: 0, cents: 0 }).get(r.plan)!;
      p.payments += r.payments;
      p.cents += r.cents;
    }
    const revenueByPlan = [...plans.values()].sort((a, b) => b.cents - a.cents || (a.plan < b.plan ? -1 : 1));
    return {
      activeSubscribers: c.activeSubscribers,
      activeTrials: c.activeTrials,
      customers: c.nonAdmins - c.activeSubscribers,
      signupsLast30Days: c.signupsLast30Days,
      pushSubscribers: c.pushSubscribers,
      revenueLast30DaysCents: revenueByPlan.reduce((n, p) => n + p.cents, 0),
      revenueByPlan,
      endingSoon: endingSoon
        .all({ now, soon: now + ENDING_SOON_DAYS * DAY })
        .map(([id, username, email, end]) => ({ _id: String(id), username, email, subscriptionExpiresAt: iso(end) })),
      window: { from: iso(from), to: iso(now) },
      revenueByDay,
      newMessages: contact.unreadCount(),
      latestNewMessages: contact.list('new', OVERVIEW_MESSAGES),
    };
  });

  return { overview: (): OverviewDto => read(deps.clock.now()) };
}
