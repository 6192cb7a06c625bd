// The business over time (docs/product.md, "The Business page"): revenue and refunds, first
// payments, trials started and converted, churn and the accounts with access, by day, week or
// month of APP_TIMEZONE; the recurring revenue now; the rates over the range; monthly cohorts and
// revenue by plan. Every figure is summed by the database (analytics.sql.ts); JavaScript gets a
// row per period, cohort month or plan.
import type { Deps } from '../../platform/deps';
import { selectRows } from '#db/client';
import { DAY } from '../../platform/clock';
import { badRequest } from '../../platform/http/http-errors';
import { dayOf, startOfDay } from '@shared/calendar';
import {
  ANALYTICS_CSV_COLUMNS,
  ANALYTICS_MESSAGES,
  CHURN_GRACE_DAYS,
  TRIAL_CONVERTS_WITHIN_DAYS,
  defaultRange,
  periodsOf,
  type AnalyticsBy,
  type AnalyticsDto,
} from '@shared/analytics';
import { activeRows, churnRows, cohortRows, moneyRows, newPayingRows, planRows, trialRows, WHOLE_RANGE, withAccessInRange, type Period } from './analytics.sql';
import { monthlyRecurringCents } from './overview.service';

type Row = Record<string, number | string | null>;
const num = (v: unknown) => Number(v ?? 0);

export function createAnalyticsService(deps: Pick<Deps, 'db' | 'clock' | 'config'>) {
  const { db } = deps;
  const tz = deps.config.timeZone;

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
      return { s, e, t: Math.max(s, Math.min(e - 1, now)) };
    });
    const start = periods[0].s;
    const end = periods[periods.length - 1].e;
    const until = Math.min(end, now + 1);
    const trialMs = deps.config.trialDays * DAY;
    const graceMs = CHURN_GRACE_DAYS * DAY;

    const byIndex = async (query: Parameters<typeof selectRows>[1]) => {
      const m = new Map<number, Row>();
      for (const r of await selectRows<Row>(db, query)) m.set(num(r.i), r);
      return m;
    };
    const money = await byIndex(moneyRows(periods));
    const firsts = await byIndex(newPayingRows(periods));
    const trials = await byIndex(trialRows(periods, TRIAL_CONVERTS_WITHIN_DAYS * DAY));
    const churn = await byIndex(churnRows(periods, until, trialMs, graceMs));
    const active = await byIndex(activeRows(periods, trialMs));
    const out = days.map(([day], i) => ({
      start: day,
      revenueCents: num(money.get(i)?.revenue),
      refundsCents: num(money.get(i)?.refunds),
      payments: num(money.get(i)?.payments),
      newPaying: num(firsts.get(i)?.n),
      trialsStarted: num(trials.get(i)?.started),
      trialsConverted: num(trials.get(i)?.converted),
      churned: num(churn.get(i)?.n),
      // A period still to come has nobody at its end yet.
      activeAtEnd: periods[i].s > now ? 0 : num(active.get(i)?.n),
    }));

    const [rates] = await selectRows<Row>(db, withAccessInRange(start, until, trialMs));
    const started = out.reduce((n, p) => n + p.trialsStarted, 0);
    const converted = out.reduce((n, p) => n + p.trialsConverted, 0);
    const withAccess = num(rates.withAccess);

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
      for (const r of await selectRows<Row>(db, cohortRows(months, trialMs))) {
        const c = cohorts[num(r.ci)];
        if (r.mi === null) c.size = num(r.n);
        else c.active[num(r.mi) - num(r.ci)] = num(r.n);
      }
    }

    const byPlan = (await selectRows<Row>(db, planRows(start, end)))
      .map((r) => ({ plan: String(r.plan), payments: num(r.payments), revenueCents: num(r.revenue) }))
      .sort((a, b) => b.revenueCents - a.revenueCents || (a.plan < b.plan ? -1 : 1));

    return {
      from,
      to,
      by,
      periods: out,
      monthlyRecurringCents: await monthlyRecurringCents(db),
      trialConversion: started === 0 ? null : converted / started,
      churnRate: withAccess === 0 ? null : num(churn.get(WHOLE_RANGE)?.n) / withAccess,
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
