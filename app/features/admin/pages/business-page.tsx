// /admin/business: the business over time (docs/app.md, "Admin pages"; docs/product.md, "The
// Business page"). A range and a period (day, week, month; the last 12 months by month at first),
// the recurring revenue and the rates, charts of revenue, members and trials, the monthly cohorts
// and revenue by plan, every figure also in a table, and the periods as CSV. The range and period
// live in the address (?from=, ?to=, ?by=): the route's loader reads their figures (docs/app.md,
// "How a page reads data").
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { Alert } from '../../../components/alert';
import { Loaded } from '../../../components/loaded';
import { TableWrap } from '../../../components/table-wrap';
import { TextField } from '../../../components/text-field';
import { ANALYTICS_BY, type AnalyticsBy, type AnalyticsDto } from '@shared/analytics';
import { formatMoney } from '@shared/money-format';
import { formatDay } from '../../../lib/dates';
import { downloadAnalyticsCsv } from '../api/download-analytics-csv';
import { getAnalytics } from '../api/get-analytics';
import { AdminLayout } from '../components/admin-layout';
import { BusinessChart, type Series } from '../components/business-chart';
import { SelectField } from '../components/select-field';
import { analyticsRangeOf } from '../lib/address-filters';
import { failsWith, messageOr } from '../lib/error-message';
import { reads, usePageData } from '../../../lib/page-data';

const BY_WORDS: Record<AnalyticsBy, string> = { day: 'By day', week: 'By week', month: 'By month' };
const percent = (v: number | null) => (v === null ? '—' : `${(v * 100).toFixed(1)}%`);
const money = (cents: number) => formatMoney(cents);
const dollars = (v: number) => formatMoney(v * 100);
const whole = (v: number) => String(v);

const LOAD_FAILED = 'Failed to load the numbers.';

export function loader({ request }: LoaderFunctionArgs) {
  return reads({ analytics: failsWith(getAnalytics(analyticsRangeOf(new URL(request.url).searchParams), request.signal), LOAD_FAILED) });
}

type Form = { from: string; to: string; by: AnalyticsBy };

export default function BusinessPage() {
  const { analytics } = usePageData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const query = analyticsRangeOf(params);
  const [form, setForm] = useState<Form>({ from: query.from ?? '', to: query.to ?? '', by: query.by ?? 'month' });
  const [error, setError] = useState('');

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    if (form.from) next.set('from', form.from);
    if (form.to) next.set('to', form.to);
    next.set('by', form.by);
    setParams(next, { preventScrollReset: true });
  };

  return (
    <AdminLayout title="Business">
      <div className="stack">
        <form className="card admin-filters" onSubmit={onSubmit} aria-label="Range">
          <TextField label="From" name="from" type="date" value={form.from} onChange={(v) => setForm((f) => ({ ...f, from: v }))} />
          <TextField label="To" name="to" type="date" value={form.to} onChange={(v) => setForm((f) => ({ ...f, to: v }))} />
          <SelectField
            label="Period"
            name="by"
            value={form.by}
            options={ANALYTICS_BY.map((b) => ({ value: b, label: BY_WORDS[b] }))}
            onChange={(by) => setForm((f) => ({ ...f, by }))}
          />
          <button type="submit" className="btn btn-primary">
            Show
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => downloadAnalyticsCsv(query).catch((err) => setError(messageOr(err, 'The CSV could not be downloaded.')))}
          >
            Download CSV
          </button>
        </form>
        {error && <Alert kind="error">{error}</Alert>}
        <Loaded resolve={analytics} loading="Loading the numbers..." failed={LOAD_FAILED}>
          {(data) => <BusinessReport data={data} onShown={setForm} />}
        </Loaded>
      </div>
    </AdminLayout>
  );
}

/** The figures of one answer; the form shows the range and period the server answered for. */
function BusinessReport({ data, onShown }: { data: AnalyticsDto; onShown: (form: Form) => void }) {
  useEffect(() => onShown({ from: data.from, to: data.to, by: data.by }), [data, onShown]);
  const charts = useMemo(() => {
    const labels = data.periods.map((p) => formatDay(p.start));
    const pick = (f: (p: AnalyticsDto['periods'][number]) => number) => data.periods.map(f);
    const s = (label: string, values: number[], color: Series['color']): Series => ({ label, values, color });
    return {
      labels,
      money: [
        s(
          'Revenue',
          pick((p) => p.revenueCents / 100),
          ['--color-accent', '#e2b33c'],
        ),
        s(
          'Refunds',
          pick((p) => p.refundsCents / 100),
          ['--color-danger', '#c0392b'],
        ),
      ],
      members: [
        s(
          'With access at the end',
          pick((p) => p.activeAtEnd),
          ['--color-primary', '#1d4ed8'],
        ),
        s(
          'First payments',
          pick((p) => p.newPaying),
          ['--color-success', '#15803d'],
        ),
        s(
          'Churned',
          pick((p) => p.churned),
          ['--color-danger', '#c0392b'],
        ),
      ],
      trials: [
        s(
          'Trials started',
          pick((p) => p.trialsStarted),
          ['--color-muted', '#5b6577'],
        ),
        s(
          'Converted',
          pick((p) => p.trialsConverted),
          ['--color-success', '#15803d'],
        ),
      ],
    };
  }, [data]);

  return (
    <>
      <dl className="admin-kpis">
        <div className="card admin-kpi">
          <dt className="admin-kpi-label">Monthly recurring revenue</dt>
          <dd className="admin-kpi-value">{money(data.monthlyRecurringCents)}</dd>
          <dd className="admin-kpi-hint">Renewing memberships now</dd>
        </div>
        <div className="card admin-kpi">
          <dt className="admin-kpi-label">Trial conversion</dt>
          <dd className="admin-kpi-value">{percent(data.trialConversion)}</dd>
          <dd className="admin-kpi-hint">Paid within 30 days</dd>
        </div>
        <div className="card admin-kpi">
          <dt className="admin-kpi-label">Churn rate</dt>
          <dd className="admin-kpi-value">{percent(data.churnRate)}</dd>
          <dd className="admin-kpi-hint">Of those with access in the range</dd>
        </div>
      </dl>
      <div className="business-charts">
        <BusinessChart title="Revenue and refunds" kind="bar" labels={charts.labels} series={charts.money} format={dollars} />
        <BusinessChart title="Members" kind="line" labels={charts.labels} series={charts.members} format={whole} />
        <BusinessChart title="Trials" kind="bar" labels={charts.labels} series={charts.trials} format={whole} />
      </div>
      <section className="card stack" aria-labelledby="business-periods">
        <h2 id="business-periods">Each period</h2>
        <TableWrap label="Each period">
          <table className="table admin-compact-table">
            <thead>
              <tr>
                {['Period', 'Revenue', 'Refunds', 'Payments', 'First payments', 'Trials', 'Converted', 'Churned', 'With access at the end'].map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.periods.map((p) => (
                <tr key={p.start}>
                  <td>{formatDay(p.start)}</td>
                  <td className="admin-num">{money(p.revenueCents)}</td>
                  <td className="admin-num">{money(p.refundsCents)}</td>
                  <td className="admin-num">{p.payments}</td>
                  <td className="admin-num">{p.newPaying}</td>
                  <td className="admin-num">{p.trialsStarted}</td>
                  <td className="admin-num">{p.trialsConverted}</td>
                  <td className="admin-num">{p.churned}</td>
                  <td className="admin-num">{p.activeAtEnd}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      </section>
      <section className="card stack" aria-labelledby="business-cohorts">
        <h2 id="business-cohorts">Cohorts by month of first payment</h2>
        <p className="muted">How many of each month's new paying members had access at the end of that month and of each month after.</p>
        <TableWrap label="Cohorts">
          <table className="table admin-compact-table">
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Paid first</th>
                {data.cohorts.map((_, k) => (
                  <th key={k} scope="col">
                    {k === 0 ? 'That month' : `+${k}`}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.cohorts.map((c) => (
                <tr key={c.month}>
                  <td>{c.month}</td>
                  <td className="admin-num">{c.size}</td>
                  {data.cohorts.map((_, k) => (
                    <td key={k} className="admin-num">
                      {k < c.active.length ? c.active[k] : ''}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      </section>
      <section className="card stack" aria-labelledby="business-plans">
        <h2 id="business-plans">Revenue by plan</h2>
        {data.byPlan.length === 0 ? (
          <p className="muted">No payments in this range.</p>
        ) : (
          <TableWrap label="Revenue by plan">
            <table className="table admin-compact-table">
              <thead>
                <tr>
                  <th scope="col">Plan</th>
                  <th scope="col">Payments</th>
                  <th scope="col">Revenue</th>
                </tr>
              </thead>
              <tbody>
                {data.byPlan.map((p) => (
                  <tr key={p.plan}>
                    <td>{p.plan}</td>
                    <td className="admin-num">{p.payments}</td>
                    <td className="admin-num">{money(p.revenueCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </section>
    </>
  );
}
