// The figures of the operator's console summed from this feature's rows, the same SQL on both
// databases: the Business page's (api/features/admin/analytics.service.ts) and the overview's
// revenue (api/features/admin/overview.service.ts). The admin feature asks them here
// (docs/architecture.md, "Each table one owner").
//
// The Business page's figures are each one statement the database sums, prepared once (`db.rows`).
// They read the rows this feature writes with every payment and trial (business-figures.ts): the
// counts by day of APP_TIMEZONE (business_days, plan_days) and each account's spans of access,
// trial and first payment (access_spans). So a figure costs the days of its range, not the
// payments. The periods come in from JavaScript, which knows the time zone's midnights: (index,
// first day, day after the last, first ms, end ms exclusive). Access is what payments bought (each
// payment's period) and the free trials; an admin's grant leaves no record of when it began, so it
// is not counted.
import { sql } from 'drizzle-orm';
import { selectRows, type Db, type Queryable } from '#db/client';

export interface Period {
  /** The first day (YYYY-MM-DD) and the day after the last. */
  a: string;
  b: string;
  s: number;
  e: number;
  /** When the access counted as "at the end" is read: the period's last millisecond, or now. */
  t: number;
}

/** A statement and its parameters, for `db.rows`. */
interface Statement {
  text: string;
  params: unknown[];
}

const periodsCte = (periods: Period[]): Statement => ({
  text: `d(i, a, b, s, e) as (values ${periods.map((_, i) => `(${i}, cast(? as text), cast(? as text), cast(? as bigint), cast(? as bigint))`).join(', ')})`,
  params: periods.flatMap((p) => [p.a, p.b, p.s, p.e]),
});

/** Revenue and payments per period (by day and plan), and refunds given back. */
function moneyRows(periods: Period[]): Statement {
  const d = periodsCte(periods);
  return {
    text: `with ${d.text}
  select d.i as "i",
    (select coalesce(sum(x.payments), 0) from plan_days x where x.day >= d.a and x.day < d.b) as "payments",
    (select coalesce(sum(x.revenue_cents), 0) from plan_days x where x.day >= d.a and x.day < d.b) as "revenue",
    (select coalesce(sum(r.amount_cents), 0) from refunds r where r.refunded_at >= d.s and r.refunded_at < d.e) as "refunds"
  from d`,
    params: d.params,
  };
}

/**
 * Per period, the days' counts: first payments, trials started and converted, and ends that were
 * churn on the days before `today` (today's, up to now, are counted from the rows: churnToday).
 */
function daySums(periods: Period[], today: string): Statement {
  const d = periodsCte(periods);
  return {
    text: `with ${d.text}
  select d.i as "i", coalesce(sum(x.new_paying), 0) as "newPaying", coalesce(sum(x.trials_started), 0) as "trialsStarted",
    coalesce(sum(x.trials_converted), 0) as "trialsConverted",
    coalesce(sum(case when x.day < cast(? as text) then x.churn_ends else 0 end), 0) as "churnEnds"
  from d left join business_days x on x.day >= d.a and x.day < d.b
  group by d.i`,
    params: [...d.params, today],
  };
}

/**
 * Per period, the churn ends (before `until`) whose account's churn before also ended in the
 * period: the days count that account once more than it is.
 */
function churnedAgainRows(periods: Period[], until: number): Statement {
  const d = periodsCte(periods);
  return {
    text: `with ${d.text}
  select d.i as "i", (select count(*) from access_spans a where a.kind = 'access' and a.churned_again = true
    and a.ends_at >= d.s and a.ends_at < d.e and a.ends_at < cast(? as bigint) and a.previous_churn_at >= d.s) as "n"
  from d`,
    params: [...d.params, until],
  };
}

/** Churn that ended in [from, until): today's part of the running period, from the rows. */
const churnToday = (from: number, until: number): Statement => ({
  text: `select count(*) as "n" from access_spans a where a.kind = 'access' and a.churned = true and a.ends_at >= cast(? as bigint) and a.ends_at < cast(? as bigint)`,
  params: [from, until],
});

/**
 * Spans of access begun less spans ended over the days in [lo, hi) of each cut ("" is from the
 * first day kept): added up cut after cut, the accounts with access at each cut.
 */
const accessChanges = (cuts: { lo: string; hi: string }[]): Statement => ({
  text: `with c(i, lo, hi) as (values ${cuts.map((_, i) => `(${i}, cast(? as text), cast(? as text))`).join(', ')})
  select c.i as "i", (select coalesce(sum(x.span_starts - x.span_ends), 0) from business_days x where x.day >= c.lo and x.day < c.hi) as "n" from c`,
  params: cuts.flatMap((c) => [c.lo, c.hi]),
});

/** From `todayStart` to `now`: spans begun less spans ended. */
const accessChangesToday = (todayStart: number, now: number): Statement => ({
  text: `select (select count(*) from access_spans a where a.kind = 'access' and a.starts_at >= cast(? as bigint) and a.starts_at <= cast(? as bigint))
    - (select count(*) from access_spans a where a.kind = 'access' and a.ends_at >= cast(? as bigint) and a.ends_at <= cast(? as bigint)) as "n"`,
  params: [todayStart, now, todayStart, now],
});

/**
 * Over [from, until), `from` the first ms of `fromDay`: the accounts with access at some time in it,
 * each once. An account's spans, each from the end of the one before (or ever), cover its time once:
 * it had access in the range when the one holding `from` begins before `until`. Those holding
 * `from` are the spans ending after it less those whose span before ended after it (by the days,
 * the ends exactly at `from` taken back), less those that begin at `until` or later.
 */
const withAccessInRange = (from: number, fromDay: string, until: number): Statement => ({
  text: `select
    (select coalesce(sum(x.span_ends - x.span_returns), 0) from business_days x where x.day >= cast(? as text))
    - (select count(*) from access_spans a where a.kind = 'access' and a.ends_at = cast(? as bigint) and not exists (
        select 1 from access_spans n where n.user_id = a.user_id and n.kind = 'access' and n.starts_at > a.starts_at))
    - (select count(*) from access_spans a where a.kind = 'access' and a.starts_at >= cast(? as bigint)
        and (a.previous_ends_at is null or a.previous_ends_at <= cast(? as bigint))) as "n"`,
  params: [fromDay, from, until, from],
});

/**
 * Over [from, until): the accounts whose access ended in churn, each once, as withAccessInRange
 * counts them: each churned end from the account's churned end before, the ones holding `from`,
 * less those ending at `until` or later.
 */
const churnedInRange = (from: number, fromDay: string, until: number): Statement => ({
  text: `select
    (select coalesce(sum(x.churn_ends - x.churn_returns), 0) from business_days x where x.day >= cast(? as text))
    - (select count(*) from access_spans a where a.kind = 'access' and a.churned = true and a.ends_at >= cast(? as bigint)
        and (a.previous_churn_at is null or a.previous_churn_at < cast(? as bigint))) as "n"`,
  params: [fromDay, until, from],
});

/**
 * Monthly cohorts: the months (index, first ms, end ms) whose first payments make each, and the
 * month ends (index, instant read) at which its members' access is counted. Rows: each cohort's
 * size (`mi` null) and, for each later month end, how many had access then.
 */
const cohortRows = (months: { s: number; e: number; t: number }[]): Statement => ({
  text: `with cm(ci, s, e, t) as (values ${months.map((_, i) => `(${i}, cast(? as bigint), cast(? as bigint), cast(? as bigint))`).join(', ')}),
  members(user_id, ci) as materialized (select f.user_id, cm.ci from access_spans f join cm on f.kind = 'first' and f.starts_at >= cm.s and f.starts_at < cm.e)
  select m.ci as "ci", cast(null as integer) as "mi", count(*) as "n" from members m group by m.ci
  union all
  select m.ci as "ci", me.ci as "mi", count(*) as "n" from members m join cm me on me.ci >= m.ci
  where exists (select 1 from access_spans a where a.user_id = m.user_id and a.kind = 'access' and a.starts_at <= me.t and a.ends_at > me.t)
  group by m.ci, me.ci`,
  params: months.flatMap((m) => [m.s, m.e, m.t]),
});

/** Payments and revenue by plan over the days [from, to]. */
const planRows = (from: string, to: string): Statement => ({
  text: `select x.plan as "plan", sum(x.payments) as "payments", sum(x.revenue_cents) as "revenue"
  from plan_days x where x.day >= cast(? as text) and x.day <= cast(? as text)
  group by x.plan`,
  params: [from, to],
});

// The window's revenue (paid payments; the trial's are not) in one pass over the payments index,
// summed by day and plan: the days come in as (index, first ms, end ms exclusive) rows from
// JavaScript, which knows the time zone's midnights (DST included). A day without payments still
// gives one row (plan null), so every day is present.
const revenueRows = (days: readonly [string, number, number][]) => sql`
  with d(i, s, e) as (values ${sql.join(
    days.map(([, start, end], i) => sql`(${sql.raw(String(i))}, cast(${start} as bigint), cast(${end} as bigint))`),
    sql`, `,
  )})
  select d.i as "i", p.plan as "plan", count(p.plan) as "payments", coalesce(sum(p.amount_cents), 0) as "cents"
  from d left join payments p on p.created_at >= d.s and p.created_at < d.e and p.provider != 'trial'
  group by d.i, p.plan`;

/** A row of a figure: numbers (sums and counts), a plan's id, or null. */
export type FigureRow = Record<string, number | string | null>;

/** The figures of the Business page, each one statement (above); rows by period carry its index `i`. */
export function businessReads(db: Db) {
  const run = (q: Statement) => db.rows<FigureRow>(q.text, q.params);
  return {
    /** Per period: revenue and payments (by day and plan), and refunds given back. */
    money: (periods: Period[]) => run(moneyRows(periods)),
    /** Per period: first payments, trials started and converted, and ends that were churn on the days before `today`. */
    daySums: (periods: Period[], today: string) => run(daySums(periods, today)),
    /** Per period: the churn ends (before `until`) whose account's churn before also ended in it (`n`). */
    churnedAgain: (periods: Period[], until: number) => run(churnedAgainRows(periods, until)),
    /** The churn that ended in [from, until) (`n`): today's part of the running period. */
    churnToday: (from: number, until: number) => run(churnToday(from, until)),
    /** Per cut: the spans of access begun less those ended over its days (`n`). */
    accessChanges: (cuts: { lo: string; hi: string }[]) => run(accessChanges(cuts)),
    /** From `todayStart` to `now`: the spans of access begun less those ended (`n`). */
    accessChangesToday: (todayStart: number, now: number) => run(accessChangesToday(todayStart, now)),
    /** Over [from, until): the accounts with access at some time in it, each once (`n`). */
    withAccessInRange: (from: number, fromDay: string, until: number) => run(withAccessInRange(from, fromDay, until)),
    /** Over [from, until): the accounts whose access ended in churn, each once (`n`). */
    churnedInRange: (from: number, fromDay: string, until: number) => run(churnedInRange(from, fromDay, until)),
    /** Each monthly cohort's size (`mi` null) and, for each later month end, how many of it had access then. */
    cohorts: (months: { s: number; e: number; t: number }[]) => run(cohortRows(months)),
    /** Payments and revenue by plan over the days [from, to]. */
    byPlan: (from: string, to: string) => run(planRows(from, to)),
  };
}

/** The overview's revenue by day (index `i` of `days`: [day, first ms, end ms exclusive]) and plan; a day without payments has one row, plan null. */
export function revenueByDayAndPlan(db: Queryable, days: readonly [string, number, number][]) {
  return selectRows<{ i: number; plan: string | null; payments: number; cents: number }>(db, revenueRows(days));
}
