// The Business page's figures kept as rows (docs/product.md, "The Business page"; docs/benchmarks.md,
// "The analytics row"), written in the transaction of every payment and trial rather than worked
// out from the payments at every read:
// - access_spans: what each account's payments and trial say (business-figures.sql.ts), worked out
//   again for that account alone at each of its writes, and taken away with it;
// - business_days: those rows counted by day of APP_TIMEZONE (a span at its start, its end and the
//   end of the span before it), moved by the difference each write makes to the account's rows;
// - plan_days: payments and revenue by day and plan, added to by every payment.
// A start with another APP_TIMEZONE or TRIAL_DAYS than business_basis records, or a database from
// before these tables, works them all out again (ensureBusinessFigures, run by bootstrap).
import { sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { forUpdate, selectRows, type Tx } from '#db/client';
import { accessSpans, businessBasis, businessDays, planDays } from '#db/schema-payments';
import { dayOf } from '@shared/calendar';
import { CHURN_GRACE_DAYS, TRIAL_CONVERTS_WITHIN_DAYS } from '@shared/analytics';
import { DAY } from '../../platform/clock';
import type { Deps } from '../../platform/deps';
import { factRows, type FactRow } from './business-figures.sql';

/** Churned again within this of the account's churn before: it may be counted twice in a month's days. */
export const CHURNED_AGAIN_WITHIN_MS = 32 * DAY;

/** The settings the rows are worked out with. */
export interface FiguresBasis {
  timeZone: string;
  trialDays: number;
}

export const basisOf = (config: { timeZone: string; trialDays: number }): FiguresBasis => ({ timeZone: config.timeZone, trialDays: config.trialDays });

type Fact = typeof accessSpans.$inferInsert;
type DayCounts = Omit<typeof businessDays.$inferInsert, 'day'>;
const COUNTS = ['newPaying', 'trialsStarted', 'trialsConverted', 'spanStarts', 'spanEnds', 'churnEnds', 'spanReturns', 'churnReturns'] as const;

const CHUNK = 500;

function factsFrom(rows: FactRow[]): Fact[] {
  return rows.map((r) => {
    const churned = Boolean(Number(r.churned));
    const previousChurnAt = r.previousChurnAt === null ? null : Number(r.previousChurnAt);
    const endsAt = Number(r.endsAt);
    return {
      userId: Number(r.userId),
      kind: r.kind,
      startsAt: Number(r.startsAt),
      endsAt,
      churned,
      churnedAgain: churned && previousChurnAt !== null && previousChurnAt > endsAt - CHURNED_AGAIN_WITHIN_MS,
      converted: Boolean(Number(r.converted)),
      previousEndsAt: r.previousEndsAt === null ? null : Number(r.previousEndsAt),
      previousChurnAt,
    };
  });
}

/** Adds `sign` times what `facts` count to `into`, by day of `timeZone`. */
function countInto(into: Map<string, DayCounts>, facts: readonly Fact[], sign: 1 | -1, timeZone: string) {
  const add = (at: number, key: (typeof COUNTS)[number]) => {
    const day = dayOf(at, timeZone);
    const counts = into.get(day) ?? {};
    counts[key] = (counts[key] ?? 0) + sign;
    into.set(day, counts);
  };
  for (const f of facts) {
    if (f.kind === 'first') add(f.startsAt, 'newPaying');
    else if (f.kind === 'trial') {
      add(f.startsAt, 'trialsStarted');
      if (f.converted) add(f.startsAt, 'trialsConverted');
    } else {
      add(f.startsAt, 'spanStarts');
      add(f.endsAt, 'spanEnds');
      if (f.churned) add(f.endsAt, 'churnEnds');
      // By the day the span before it ended: how many accounts a range counts once (business-reads.sql.ts).
      if (f.previousEndsAt != null) add(f.previousEndsAt, 'spanReturns');
      if (f.churned && f.previousChurnAt != null) add(f.previousChurnAt, 'churnReturns');
    }
  }
}

/** Adds the counts to their days, in the days' order (two writes at once lock them in one order). */
async function addToDays(tx: Tx, counts: Map<string, DayCounts>) {
  const rows = [...counts]
    .filter(([, c]) => COUNTS.some((k) => (c[k] ?? 0) !== 0))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, c]) => ({ day, ...Object.fromEntries(COUNTS.map((k) => [k, c[k] ?? 0])) }));
  const set = Object.fromEntries(COUNTS.map((k) => [k, sql.raw(`business_days.${businessDays[k].name} + excluded.${businessDays[k].name}`)]));
  for (let i = 0; i < rows.length; i += CHUNK)
    await tx
      .insert(businessDays)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({ target: businessDays.day, set });
}

async function insertFacts(tx: Tx, facts: readonly Fact[]) {
  for (let i = 0; i < facts.length; i += CHUNK) await tx.insert(accessSpans).values(facts.slice(i, i + CHUNK));
}

const factQuery = (tx: Tx, basis: FiguresBasis, userId: number | null) =>
  factRows(tx, { userId, trialMs: basis.trialDays * DAY, graceMs: CHURN_GRACE_DAYS * DAY, convertMs: TRIAL_CONVERTS_WITHIN_DAYS * DAY });

/**
 * Works the account's rows out again from its payments and trial, and moves the days' sums by the
 * difference: called in the transaction of each write that adds a payment or a trial, with the
 * account's row locked (`lockUser`).
 */
export async function refreshAccess(tx: Tx, basis: FiguresBasis, userId: number): Promise<void> {
  const before = await tx.select().from(accessSpans).where(eq(accessSpans.userId, userId));
  const after = factsFrom(await selectRows<FactRow>(tx, factQuery(tx, basis, userId)));
  const counts = new Map<string, DayCounts>();
  countInto(counts, before, -1, basis.timeZone);
  countInto(counts, after, 1, basis.timeZone);
  await tx.delete(accessSpans).where(eq(accessSpans.userId, userId));
  await insertFacts(tx, after);
  await addToDays(tx, counts);
}

/** Takes a deleted account's rows, and what they counted, away (its payments stay in plan_days). */
export async function forgetAccess(tx: Tx, basis: FiguresBasis, userId: number): Promise<void> {
  const before = await tx.select().from(accessSpans).where(eq(accessSpans.userId, userId));
  const counts = new Map<string, DayCounts>();
  countInto(counts, before, -1, basis.timeZone);
  await tx.delete(accessSpans).where(eq(accessSpans.userId, userId));
  await addToDays(tx, counts);
}

/** Counts a payment in its day's and plan's sums. */
export async function countPayment(tx: Tx, basis: FiguresBasis, p: { createdAt: number; plan: string; amountCents: number }): Promise<void> {
  await tx
    .insert(planDays)
    .values({ day: dayOf(p.createdAt, basis.timeZone), plan: p.plan, payments: 1, revenueCents: p.amountCents })
    .onConflictDoUpdate({
      target: [planDays.day, planDays.plan],
      set: { payments: sql.raw('plan_days.payments + excluded.payments'), revenueCents: sql.raw('plan_days.revenue_cents + excluded.revenue_cents') },
    });
}

/** Every row worked out again from the payments and trials, as `basis` says. */
export async function rebuildBusinessFigures(tx: Tx, basis: FiguresBasis, now: number): Promise<void> {
  await tx.delete(accessSpans);
  await tx.delete(businessDays);
  await tx.delete(planDays);
  const facts = factsFrom(await selectRows<FactRow>(tx, factQuery(tx, basis, null)));
  await insertFacts(tx, facts);
  const counts = new Map<string, DayCounts>();
  countInto(counts, facts, 1, basis.timeZone);
  await addToDays(tx, counts);
  const paid = await selectRows<{ createdAt: number; plan: string; amountCents: number }>(
    tx,
    sql`select p.created_at as "createdAt", p.plan as "plan", p.amount_cents as "amountCents" from payments p where p.provider != 'trial'`,
  );
  const byDayPlan = new Map<string, { day: string; plan: string; payments: number; revenueCents: number }>();
  for (const p of paid) {
    const day = dayOf(Number(p.createdAt), basis.timeZone);
    const key = `${day} ${p.plan}`;
    const row = byDayPlan.get(key) ?? { day, plan: p.plan, payments: 0, revenueCents: 0 };
    row.payments += 1;
    row.revenueCents += Number(p.amountCents);
    byDayPlan.set(key, row);
  }
  const rows = [...byDayPlan.values()];
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(planDays).values(rows.slice(i, i + CHUNK));
  await tx
    .insert(businessBasis)
    .values({ id: 1, ...basis, builtAt: now })
    .onConflictDoUpdate({ target: businessBasis.id, set: { ...basis, builtAt: now } });
}

/**
 * At a start: the rows are worked out again when the settings they were made with differ, or none
 * were made yet (a database from before them). The basis row is made first and locked, so two
 * processes starting at once build them once.
 */
export async function ensureBusinessFigures(deps: Pick<Deps, 'db' | 'config' | 'clock'>): Promise<boolean> {
  const basis = basisOf(deps.config);
  return deps.db.write(async (tx) => {
    await tx.insert(businessBasis).values({ id: 1, timeZone: '', trialDays: 0, builtAt: 0 }).onConflictDoNothing();
    const [kept] = await forUpdate(tx.select().from(businessBasis).where(eq(businessBasis.id, 1)));
    if (kept.timeZone === basis.timeZone && Number(kept.trialDays) === basis.trialDays && kept.builtAt > 0) return false;
    await rebuildBusinessFigures(tx, basis, deps.clock.now());
    return true;
  });
}
