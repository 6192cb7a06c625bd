// This feature's hand-written SQL, in each dialect's form: the counts of accounts the operator's
// overview shows (api/features/admin/overview.service.ts), one statement the database answers from
// the users table's indexes (docs/benchmarks.md, "The overview row").
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '#db/client';
import { activeSubscriberWhere, trialOnlyWhere } from './users.service';

export type AccountCounts = Record<'activeSubscribers' | 'activeTrials' | 'nonAdmins' | 'signupsLast30Days' | 'adminMadeLast30Days', number>;

// An active subscriber (docs/product.md, "People and roles"): role subscriber, end in the future.
// An active trial is one whose time comes from the free trial alone. nonAdmins, less the active
// subscribers, are the customers (expired subscribers included).
const SQLITE_COUNTS = (now: number, from: number, trialDays: number) => sql`
  select
    (select count(*) from users where ${activeSubscriberWhere(now)}) as "activeSubscribers",
    (select count(*) from users where ${activeSubscriberWhere(now)} and ${trialOnlyWhere(trialDays)}) as "activeTrials",
    -- All rows less the admins: SQLite counts a whole table from its pages alone, where a count
    -- of the two other roles would visit every entry of the role index.
    (select count(*) from users) - (select count(*) from users where role = 'admin') as "nonAdmins",
    (select count(*) from users where created_at >= ${from} and created_at <= ${now}) as "signupsLast30Days",
    -- Signing up records the person's age confirmation; an account an admin or the set-up made has none.
    (select count(*) from users where created_at >= ${from} and created_at <= ${now} and age_confirmed_at is null) as "adminMadeLast30Days"`;

// PostgreSQL reads the whole table for any count of it: one pass counts everything at once.
const POSTGRES_COUNTS = (now: number, from: number, trialDays: number) => sql`
  select
    count(*) filter (where ${activeSubscriberWhere(now)}) as "activeSubscribers",
    count(*) filter (where ${activeSubscriberWhere(now)} and ${trialOnlyWhere(trialDays)}) as "activeTrials",
    count(*) filter (where role <> 'admin') as "nonAdmins",
    count(*) filter (where created_at >= ${from} and created_at <= ${now}) as "signupsLast30Days",
    count(*) filter (where created_at >= ${from} and created_at <= ${now} and age_confirmed_at is null) as "adminMadeLast30Days"
  from users`;

/**
 * The overview's counts of accounts at `now`, the sign-ups those made in [from, now].
 * `trialDays`: TRIAL_DAYS, which says which memberships are the trial's alone.
 */
export async function accountCounts(db: Db, now: number, from: number, trialDays: number): Promise<AccountCounts> {
  const [c] = await selectRows<AccountCounts>(db, (db.engine === 'postgres' ? POSTGRES_COUNTS : SQLITE_COUNTS)(now, from, trialDays));
  return {
    activeSubscribers: Number(c.activeSubscribers),
    activeTrials: Number(c.activeTrials),
    nonAdmins: Number(c.nonAdmins),
    signupsLast30Days: Number(c.signupsLast30Days),
    adminMadeLast30Days: Number(c.adminMadeLast30Days),
  };
}
