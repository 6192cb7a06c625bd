// The operator's first page (docs/product.md, "The operator's console"): how many people pay right
// now, what came in over the last 30 days, whose membership ends soon, what waits in the inbox.
// Read from the database on every request. Every figure is an aggregate the database computes from
// an index; JavaScript receives sums and the short list of memberships ending soon, never the rows
// behind a count. Each figure is asked of the feature whose table it sums (docs/architecture.md,
// "Each table one owner"): the accounts' counts of users, the people with notifications of push,
// the revenue and the memberships of payments.
import { and, not } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Queryable } from '#db/client';
import { DAY } from '../../platform/clock';
import { addDays, dayOf, iso, startOfDay } from '@shared/calendar';
import { ENDING_SOON_DAYS, OVERVIEW_MESSAGES, OVERVIEW_WINDOW_DAYS, type OverviewDto } from '@shared/admin';
import { plansById, type PlanRow } from '../plans';
import type { ContactService } from '../contact';
import { cancelledBetween, hasRenewingMembership, payingByPrice, revenueByDayAndPlan } from '../payments';
import { peopleWithNotifications } from '../push';
import { accountCounts, accountWhere, activeSubscriberWhere, endsByWhere, peopleByEnd } from '../users';

/**
 * Renewing memberships' amount per 30 days, each at the price it renews at: a weekly membership
 * renews 30/7 times a month.
 */
const monthlyCents = (r: { own: number | null; list: number | null; days: number | null; members: number }) =>
  r.days ? (Number(r.members) * Number(r.own ?? r.list ?? 0) * 30) / Number(r.days) : 0;

/** The window's days in APP_TIMEZONE, each clipped to the window, oldest first. */
export function windowDays(from: number, to: number, timeZone: string): [day: string, start: number, end: number][] {
  const days: [string, number, number][] = [];
  for (let day = dayOf(from, timeZone); day <= dayOf(to, timeZone); day = addDays(day, 1)) {
    days.push([day, Math.max(startOfDay(day, timeZone), from), Math.min(startOfDay(addDays(day, 1), timeZone), to + 1)]);
  }
  return days;
}

/**
 * What the renewing memberships not cancelled nor paused bring in per 30 days at `now`: the
 * overview's figure and the Business page's (docs/api.md, "The operator's console").
 */
export async function monthlyRecurringCents(db: Queryable, now: number): Promise<number> {
  return (await renewingNow(db, now)).monthlyRecurringCents;
}

/** The renewing memberships not cancelled nor paused at `now`: how many, and what they bring in per 30 days. */
async function renewingNow(db: Queryable, now: number, known?: Map<string, PlanRow>): Promise<{ members: number; monthlyRecurringCents: number }> {
  // Each plan's list price and length from the plans feature (a plan no longer held counts nothing).
  const plans = known ?? (await plansById(db));
  const renewing = (await payingByPrice(db, now)).map((r) => {
    const plan = plans.get(r.plan);
    return { own: r.amountCents, list: plan?.amountCents ?? null, days: plan?.durationDays ?? null, members: r.members };
  });
  return {
    members: renewing.reduce((n, r) => n + Number(r.members), 0),
    monthlyRecurringCents: Math.round(renewing.reduce((n, r) => n + monthlyCents(r), 0)),
  };
}

export function createOverviewService(deps: Pick<Deps, 'db' | 'clock' | 'config'>, contact: ContactService) {
  const { db } = deps;

  return {
    async overview(): Promise<OverviewDto> {
      const now = deps.clock.now();
      const from = now - OVERVIEW_WINDOW_DAYS * DAY;
      const c = await accountCounts(db, now, from, deps.config.trialDays);
      // At most 31 days × 5 plans of sums, folded into the two views.
      const days = windowDays(from, now, deps.config.timeZone);
      const revenueByDay = days.map(([day]) => ({ day, cents: 0 }));
      const names = await plansById(db);
      const plans = new Map<string, { plan: string; name: string; payments: number; cents: number }>();
      for (const r of await revenueByDayAndPlan(db, days)) {
        revenueByDay[r.i].cents += Number(r.cents);
        if (r.plan === null) continue;
        const p = plans.get(r.plan) ?? plans.set(r.plan, { plan: r.plan, name: names.get(r.plan)?.name ?? r.plan, payments: 0, cents: 0 }).get(r.plan)!;
        p.payments += Number(r.payments);
        p.cents += Number(r.cents);
      }
      const revenueByPlan = [...plans.values()].sort((a, b) => b.cents - a.cents || (a.plan < b.plan ? -1 : 1));
      const endingSoon = await peopleByEnd(
        db,
        and(
          activeSubscriberWhere(now),
          endsByWhere(now + ENDING_SOON_DAYS * DAY),
          // A membership that renews by itself does not end: nothing to extend or remind.
          accountWhere((userId) => not(hasRenewingMembership(db, userId))),
        )!,
      );
      const renewing = await renewingNow(db, now, names);
      const stopped = await cancelledBetween(db, from, now);
      return {
        activeSubscribers: c.activeSubscribers,
        activeTrials: c.activeTrials,
        // The accounts not admins, less the active subscribers: the customers (expired subscribers included).
        customers: c.nonAdmins - c.activeSubscribers,
        signupsLast30Days: c.signupsLast30Days,
        adminMadeLast30Days: c.adminMadeLast30Days,
        pushSubscribers: await peopleWithNotifications(db),
        revenueLast30DaysCents: revenueByPlan.reduce((n, p) => n + p.cents, 0),
        revenueByPlan,
        endingSoon: endingSoon.map((u) => ({ _id: String(u.id), username: u.username, email: u.email, subscriptionExpiresAt: iso(u.end!) })),
        renewingMembers: renewing.members,
        monthlyRecurringCents: renewing.monthlyRecurringCents,
        cancellationsLast30Days: stopped,
        window: { from: iso(from), to: iso(now) },
        revenueByDay,
        newMessages: await contact.unreadCount(),
        latestNewMessages: await contact.list('new', OVERVIEW_MESSAGES),
      };
    },
  };
}
