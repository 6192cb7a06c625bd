// The business over time (docs/product.md, "The Business page"): revenue and refunds, first
// payments, trials started and converted, churn and the accounts with access, by day, week or
// month of APP_TIMEZONE; the recurring revenue now; the rates over the range; monthly cohorts and
// revenue by plan. Every figure is summed by the database from the rows the payments feature writes
// with each payment and trial, and read through its businessReads (api/features/payments/
// business-reads.sql.ts); JavaScript gets a row per period, cohort month or plan, and adds up the
// accounts with access period after period.
import type { Deps } from '../../platform/deps';
import { badRequest } from '../../platform/http/http-errors';
import { dayOf, startOfDay } from '@shared/calendar';
import { ANALYTICS_CSV_COLUMNS, ANALYTICS_MESSAGES, defaultRange, periodsOf, type AnalyticsBy, type AnalyticsDto } from '@shared/analytics';
import { businessReads, type FigureRow, type Period } from '../payments';
import { monthlyRecurringCents } from './overview.service';

const num = (v: unknown) => Number(v ?? 0);

export function createAnalyticsService(deps: Pick<Deps, 'db' | 'clock' | 'config'>) {
  const { db } = deps;
  const tz = deps.config.timeZone;
  const reads = businessReads(db);

  async function analytics(q: { from?: string; to?: string; by?: AnalyticsBy }): Promise<AnalyticsDto> {
    const now = deps.clock.now();
    const range = defaultRange(dayOf(now, tz));
    const from = q.from ?? (q.to && q.to < range.from ? q.to : range.from);
    // Days compare as text: a from after today's default end makes a range of that day.
    const to = q.to ?? [from, range.to].sort()[1];
    const by = q.by ?? 'month';
    if (from > to) throw badRequest(ANALYTICS_MESSAGES.order, 'from');
    const days = periodsOf(from, to, by);
    if (!days) throw badRequest(ANALYTICS_MESSAGES.tooMany(by), 'by');
    const periods: Period[] = days.map(([a, b]) => {
      const s = startOfDay(a, tz);
      const e = startOfDay(b, tz);
      return { a, b, s, e, t: Math.max(s, Math.min(e - 1, now)) };
    });
    const start = periods[0].s;
    const end = periods[periods.length - 1].e;
    const until = Math.min(end, now + 1);
    const today = dayOf(now, tz);
    const todayStart = startOfDay(today, tz);
    // The period holding today: its churn and access today are read from the rows, up to now.
    const current = periods.findIndex((p) => p.s <= now && now < p.e);

    const byIndex = async (rows: Promise<FigureRow[]>) => {
      const m = new Map<number, FigureRow>();
      for (const r of await rows) m.set(num(r.i), r);
      return m;
    };
    const money = await byIndex(reads.money(periods));
    const sums = await byIndex(reads.daySums(periods, today));
    const again = await byIndex(reads.churnedAgain(periods, until));
    const churnedToday = current < 0 ? 0 : num((await reads.churnToday(todayStart, Math.min(periods[current].e, now + 1)))[0].n);
    // Accounts with access at each period's end: the spans begun less those ended, day by day,
    // before it (and today's up to now, for the running period).
    const cuts = periods.map((p) => ({ lo: '', hi: [p.b, today].sort()[0] }));
    for (let i = 1; i < cuts.length; i++) cuts[i].lo = cuts[i - 1].hi;
    const changes = await byIndex(reads.accessChanges(cuts));
    const todayChanges = current < 0 ? 0 : num((await reads.accessChangesToday(todayStart, now))[0].n);
    let withAccessThen = 0;
    const out = days.map(([day], i) => {
      withAccessThen += num(changes.get(i)?.n);
      return {
        start: day,
        revenueCents: num(money.get(i)?.revenue),
        refundsCents: num(money.get(i)?.refunds),
        payments: num(money.get(i)?.payments),
        newPaying: num(sums.get(i)?.newPaying),
        trialsStarted: num(sums.get(i)?.trialsStarted),
        trialsConverted: num(sums.get(i)?.trialsConverted),
        churned: num(sums.get(i)?.churnEnds) + (i === current ? churnedToday : 0) - num(again.get(i)?.n),
        // A period still to come has nobody at its end yet.
        activeAtEnd: periods[i].s > now ? 0 : withAccessThen + (i === current ? todayChanges : 0),
      };
    });

    const withAccess = num((await reads.withAccessInRange(start, from, until))[0].n);
    const churned = num((await reads.churnedInRange(start, from, until))[0].n);
    const started = out.reduce((n, p) => n + p.trialsStarted, 0);
    const converted = out.reduce((n, p) => n + p.trialsConverted, 0);

    // Cohorts by calendar month, from the range's first month to the last one begun.
    const months: { month: string; s: number; e: number; t: number }[] = [];
    for (const [a, b] of periodsOf(from, to, 'month') ?? []) {
      const s = startOfDay(a, tz);
      if (s > now) break;
      const e = startOfDay(b, tz);
      months.push({ month: a.slice(0, 7), s, e, t: Math.min(e - 1, now) });
    }
    const cohorts = months.map((m, i) => ({ month: m.month, size: 0, active: months.slice(i).map(() => 0) }));
    if (months.length > 0) {
      for (const r of await reads.cohorts(months)) {
        const c = cohorts[num(r.ci)];
        if (r.mi === null) c.size = num(r.n);
        else c.active[num(r.mi) - num(r.ci)] = num(r.n);
      }
    }

    const byPlan = (await reads.byPlan(from, to))
      .map((r) => ({ plan: String(r.plan), payments: num(r.payments), revenueCents: num(r.revenue) }))
      .sort((a, b) => b.revenueCents - a.revenueCents || (a.plan < b.plan ? -1 : 1));

    return {
      from,
      to,
      by,
      periods: out,
      monthlyRecurringCents: await monthlyRecurringCents(db, now),
      trialConversion: started === 0 ? null : converted / started,
      churnRate: withAccess === 0 ? null : churned / withAccess,
      cohorts,
      byPlan,
    };
  }

  return {
    analytics,
    /** The periods as CSV: a header line, then one line per period. */
    async csv(q: { from?: string; to?: string; by?: AnalyticsBy }): Promise<{ name: string; text: string }> {
      const a = await analytics(q);
      const lines = [ANALYTICS_CSV_COLUMNS.join(','), ...a.periods.map((p) => ANALYTICS_CSV_COLUMNS.map((c) => p[c]).join(','))];
      return { name: `analytics-${a.from}-to-${a.to}-by-${a.by}.csv`, text: `${lines.join('\r\n')}\r\n` };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
