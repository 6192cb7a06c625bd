// The overview's aggregates (overview.service.ts), each one statement the database answers from
// its indexes: the counts of people, in each dialect's best form, and the window's revenue.
import { sql } from 'drizzle-orm';
import type { Dialect } from '../../platform/db/types';
import { activeSubscriberWhere, trialOnlyWhere } from '../users';

export type Counts = Record<'activeSubscribers' | 'activeTrials' | 'nonAdmins' | 'signupsLast30Days' | 'adminMadeLast30Days' | 'pushSubscribers', number>;

// An active subscriber (docs/product.md, "People and roles"): role subscriber, end in the future.
// An active trial is one whose time comes from the free trial alone. Both conditions are
// users.service.ts's own. nonAdmins, less the active subscribers, are the customers (expired
// subscribers included). pushSubscribers: people, not browsers: users with at least one push
// subscription, whatever their role (an expired subscriber's browser stays subscribed and is
// reached again on renewal).
const SQLITE_COUNTS = (now: number, from: number, trialDays: number) => sql`
  select
    (select count(*) from users where ${activeSubscriberWhere(now)}) as "activeSubscribers",
    (select count(*) from users where ${activeSubscriberWhere(now)} and ${trialOnlyWhere(trialDays)}) as "activeTrials",
    -- All rows less the admins: SQLite counts a whole table from its pages alone, where a count
    -- of the two other roles would visit every entry of the role index.
    (select count(*) from users) - (select count(*) from users where role = 'admin') as "nonAdmins",
    (select count(*) from users where created_at >= ${from} and created_at <= ${now}) as "signupsLast30Days",
    -- Signing up records the person's age confirmation; an account an admin or the set-up made has none.
    (select count(*) from users where created_at >= ${from} and created_at <= ${now} and age_confirmed_at is null) as "adminMadeLast30Days",
    (select count(distinct user_id) from push_subscriptions) as "pushSubscribers"`;

// PostgreSQL reads the whole table for any count of it: one pass counts everything at once.
const POSTGRES_COUNTS = (now: number, from: number, trialDays: number) => sql`
  select
    count(*) filter (where ${activeSubscriberWhere(now)}) as "activeSubscribers",
    count(*) filter (where ${activeSubscriberWhere(now)} and ${trialOnlyWhere(trialDays)}) as "activeTrials",
    count(*) filter (where role <> 'admin') as "nonAdmins",
    count(*) filter (where created_at >= ${from} and created_at <= ${now}) as "signupsLast30Days",
    count(*) filter (where created_at >= ${from} and created_at <= ${now} and age_confirmed_at is null) as "adminMadeLast30Days",
    (select count(distinct user_id) from push_subscriptions) as "pushSubscribers"
  from users`;

/** `trialDays`: TRIAL_DAYS, which says which memberships are the trial's alone. */
export const overviewCounts = (dialect: Dialect, now: number, from: number, trialDays: number) => (dialect === 'postgres' ? POSTGRES_COUNTS : SQLITE_COUNTS)(now, from, trialDays);

// The window's revenue (paid payments; the trial's are not) in one pass over the payments index,
// summed by day and plan: the days come in as (index, first ms, end ms exclusive) rows from
// JavaScript, which knows the time zone's midnights (DST included). A day without payments still
// gives one row (plan null), so every day is present. The same SQL on both.
export const revenueRows = (days: [string, number, number][]) => sql`
  with d(i, s, e) as (values ${sql.join(
    days.map(([, start, end], i) => sql`(${sql.raw(String(i))}, cast(${start} as bigint), cast(${end} as bigint))`),
    sql`, `,
  )})
  select d.i as "i", p.plan as "plan", count(p.plan) as "payments", coalesce(sum(p.amount_cents), 0) as "cents"
  from d left join payments p on p.created_at >= d.s and p.created_at < d.e and p.provider != 'trial'
  group by d.i, p.plan`;
