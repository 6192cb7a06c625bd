// The rows of access_spans worked out from payments and trials (business-figures.ts), the same SQL
// on both databases: for every account, or for one. A span of access is the union of the paid
// periods and the trial that overlap or touch (each interval sorted by its start joins the span
// before it when it starts at or before the latest end so far); it ends in churn when no payment
// came within `graceMs` after its end. These are the definitions GET /api/admin/analytics used to
// work out from the payments at every read (docs/product.md, "The Business page").
//
// The trials are the users feature's: it hands them in as a view, `trials` (trialsView: user_id,
// started_at), which this one statement joins as a table, so working out every account stays one
// statement (docs/architecture.md, "Each table one owner").
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#db/client';
import { trialsView } from '../users';

const big = (n: number) => sql`cast(${n} as bigint)`;
/** A kept payment: the trial's rows (of an older version) are none. */
const PAID = sql.raw(`p.provider != 'trial'`);

export interface FactRow {
  userId: number;
  kind: 'access' | 'trial' | 'first';
  startsAt: number;
  endsAt: number;
  churned: number | boolean;
  converted: number | boolean;
  previousEndsAt: number | null;
  previousChurnAt: number | null;
}

export function factRows(q: Queryable, o: { userId: number | null; trialMs: number; graceMs: number; convertMs: number }): SQL {
  const byPayment = o.userId === null ? sql`` : sql` and p.user_id = ${big(o.userId)}`;
  const trials = trialsView(q, o.userId);
  return sql`
  with iv(user_id, s, e) as (
    select p.user_id, coalesce(p.period_starts_at, p.created_at), p.subscription_expires_at from payments p
      where ${PAID} and p.user_id is not null${byPayment}
    union all
    select trials.user_id, trials.started_at, trials.started_at + ${big(o.trialMs)} from ${trials}
  ),
  marked(user_id, s, e, fresh) as (
    select user_id, s, e, case when s <= max(e) over (partition by user_id order by s, e rows between unbounded preceding and 1 preceding) then 0 else 1 end from iv
  ),
  islands(user_id, s, e, k) as (
    select user_id, s, e, sum(fresh) over (partition by user_id order by s, e rows between unbounded preceding and current row) from marked
  ),
  spans(user_id, s, e) as (select user_id, min(s), max(e) from islands group by user_id, k),
  ends(user_id, s, e, churned) as (
    select x.user_id, x.s, x.e, case when exists (
      select 1 from payments p where p.user_id = x.user_id and ${PAID} and p.created_at >= x.e and p.created_at <= x.e + ${big(o.graceMs)}
    ) then 0 else 1 end from spans x
  )
  select c.user_id as "userId", 'access' as "kind", c.s as "startsAt", c.e as "endsAt", c.churned as "churned", 0 as "converted",
    lag(c.e) over (partition by c.user_id order by c.s) as "previousEndsAt",
    max(case when c.churned = 1 then c.e end) over (partition by c.user_id order by c.s rows between unbounded preceding and 1 preceding) as "previousChurnAt"
  from ends c
  union all
  select trials.user_id, 'trial', trials.started_at, trials.started_at + ${big(o.trialMs)}, 0, case when exists (
      select 1 from payments p where p.user_id = trials.user_id and ${PAID} and p.created_at >= trials.started_at and p.created_at <= trials.started_at + ${big(o.convertMs)}
    ) then 1 else 0 end, null, null
  from ${trials}
  union all
  select p.user_id, 'first', min(p.created_at), min(p.created_at), 0, 0, null, null from payments p
    where ${PAID} and p.user_id is not null${byPayment} group by p.user_id`;
}
