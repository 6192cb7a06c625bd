// The Business page's figures (analytics.service.ts), each one statement the database sums, the
// same SQL on both databases. The periods come in as (index, first ms, end ms exclusive, the
// instant "active at the end" is read at) rows from JavaScript, which knows the time zone's
// midnights. Access is what payments bought (each payment's period, from its start to its end)
// and the free trials (TRIAL_DAYS from their start); an admin's grant leaves no record of when it
// began, so it is not counted. A table expression read more than once is MATERIALIZED (both
// databases take the word): SQLite would otherwise compute it again for every period it is joined to.
import { sql, type SQL } from 'drizzle-orm';

export interface Period {
  s: number;
  e: number;
  /** When the access counted as "at the end" is read: the period's last millisecond, or now. */
  t: number;
}

const big = (n: number) => sql`cast(${n} as bigint)`;
const values = (rows: number[][]) =>
  sql.join(
    rows.map(
      (r) =>
        sql`(${sql.join(
          r.map((v, k) => (k === 0 ? sql.raw(String(v)) : big(v))),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
const periodsCte = (periods: Period[]) => sql`d(i, s, e, t) as (values ${values(periods.map((p, i) => [i, p.s, p.e, p.t]))})`;

/** A kept payment: the trial's rows (of an older version) are none. */
const PAID = sql.raw(`p.provider != 'trial'`);

/** Revenue, payments and refunds given back, per period. */
export const moneyRows = (periods: Period[]) => sql`
  with ${periodsCte(periods)}
  select d.i as "i", count(p.id) as "payments", coalesce(sum(p.amount_cents), 0) as "revenue",
    (select coalesce(sum(r.amount_cents), 0) from refunds r where r.refunded_at >= d.s and r.refunded_at < d.e) as "refunds"
  from d left join payments p on p.created_at >= d.s and p.created_at < d.e and ${PAID}
  group by d.i, d.s, d.e`;

/** Each paying account's first payment. */
const FIRSTS = sql`f(user_id, first) as materialized (select p.user_id, min(p.created_at) from payments p where ${PAID} and p.user_id is not null group by p.user_id)`;

export const newPayingRows = (periods: Period[]) => sql`
  with ${periodsCte(periods)}, ${FIRSTS}
  select d.i as "i", count(f.user_id) as "n" from d left join f on f.first >= d.s and f.first < d.e group by d.i`;

/** Trials started per period, and of them those followed by a payment within `convertMs`. */
export const trialRows = (periods: Period[], convertMs: number) => sql`
  with ${periodsCte(periods)}
  select d.i as "i", count(u.id) as "started",
    coalesce(sum(case when exists (
      select 1 from payments p where p.user_id = u.id and ${PAID} and p.created_at >= u.trial_used_at and p.created_at <= u.trial_used_at + ${big(convertMs)}
    ) then 1 else 0 end), 0) as "converted"
  from d left join users u on u.trial_used_at >= d.s and u.trial_used_at < d.e
  group by d.i`;

/** Whether `user` had access at `at` (SQL expressions): a payment's period or the trial covering it. */
const accessAt = (user: SQL, at: SQL, trialMs: number) => sql`(
  exists (select 1 from payments p where p.user_id = ${user} and ${PAID} and coalesce(p.period_starts_at, p.created_at) <= ${at} and p.subscription_expires_at > ${at})
  or exists (select 1 from users u where u.id = ${user} and u.trial_used_at <= ${at} and u.trial_used_at + ${big(trialMs)} > ${at}))`;

/**
 * Access that ended in [from, until) with none right after and no payment within `graceMs` after
 * it: each account and end once.
 */
const churnCte = (from: number, until: number, trialMs: number, graceMs: number) => sql`
  ends(user_id, e) as materialized (
    select p.user_id, p.subscription_expires_at from payments p
      where ${PAID} and p.user_id is not null and p.subscription_expires_at >= ${big(from)} and p.subscription_expires_at < ${big(until)}
    union
    select u.id, u.trial_used_at + ${big(trialMs)} from users u
      where u.trial_used_at is not null and u.trial_used_at + ${big(trialMs)} >= ${big(from)} and u.trial_used_at + ${big(trialMs)} < ${big(until)}
  ),
  churn(user_id, e) as materialized (
    select x.user_id, x.e from ends x
    where not ${accessAt(sql`x.user_id`, sql`x.e`, trialMs)}
      and not exists (select 1 from payments p where p.user_id = x.user_id and ${PAID} and p.created_at >= x.e and p.created_at <= x.e + ${big(graceMs)})
  )`;

/** The accounts churned per period, and (`i` = -1) over the whole range, each once: the churn is worked out once for both. */
export const churnRows = (periods: Period[], until: number, trialMs: number, graceMs: number) => sql`
  with ${periodsCte(periods)}, ${churnCte(periods[0].s, until, trialMs, graceMs)}
  select d.i as "i", count(distinct c.user_id) as "n" from d left join churn c on c.e >= d.s and c.e < d.e group by d.i
  union all
  select -1 as "i", count(distinct user_id) as "n" from churn`;

/** The index of churnRows' row over the whole range. */
export const WHOLE_RANGE = -1;

/** Every span of access overlapping [from, until): a payment's period or a trial. */
const accessCte = (from: number, until: number, trialMs: number) => sql`
  acc(user_id, s, e) as materialized (
    select p.user_id, coalesce(p.period_starts_at, p.created_at), p.subscription_expires_at from payments p
      where ${PAID} and p.user_id is not null and p.subscription_expires_at > ${big(from)} and coalesce(p.period_starts_at, p.created_at) < ${big(until)}
    union all
    select u.id, u.trial_used_at, u.trial_used_at + ${big(trialMs)} from users u
      where u.trial_used_at is not null and u.trial_used_at + ${big(trialMs)} > ${big(from)} and u.trial_used_at < ${big(until)}
  )`;

export const activeRows = (periods: Period[], trialMs: number) => sql`
  with ${periodsCte(periods)}, ${accessCte(periods[0].s, Math.max(...periods.map((p) => p.t)) + 1, trialMs)}
  select d.i as "i", count(distinct a.user_id) as "n" from d left join acc a on a.s <= d.t and a.e > d.t group by d.i`;

/** Over the whole range: the accounts with access at some time in it. */
export const withAccessInRange = (from: number, until: number, trialMs: number) => sql`
  with ${accessCte(from, until, trialMs)}
  select count(distinct user_id) as "withAccess" from acc`;

/**
 * Monthly cohorts: the months (index, first ms, end ms) whose first payments make each, and the
 * month ends (index, instant read) at which its members' access is counted. Rows: each cohort's
 * size (`mi` null) and, for each later month end, how many had access then.
 */
export const cohortRows = (months: { s: number; e: number; t: number }[], trialMs: number) => sql`
  with cm(ci, s, e, t) as (values ${values(months.map((m, i) => [i, m.s, m.e, m.t]))}), ${FIRSTS},
  members(user_id, ci) as materialized (select f.user_id, cm.ci from f join cm on f.first >= cm.s and f.first < cm.e)
  select m.ci as "ci", cast(null as integer) as "mi", count(*) as "n" from members m group by m.ci
  union all
  select m.ci as "ci", me.ci as "mi", count(*) as "n" from members m join cm me on me.ci >= m.ci
  where ${accessAt(sql`m.user_id`, sql`me.t`, trialMs)}
  group by m.ci, me.ci`;

export const planRows = (from: number, until: number) => sql`
  select p.plan as "plan", count(*) as "payments", coalesce(sum(p.amount_cents), 0) as "revenue"
  from payments p where ${PAID} and p.created_at >= ${big(from)} and p.created_at < ${big(until)}
  group by p.plan`;
