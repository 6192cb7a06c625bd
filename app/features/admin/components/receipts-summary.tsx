import type { ReceiptsSummaryDto } from '@shared/receipts';
import { formatMoney } from '@shared/money-format';
import { formatCalendarDay } from '../../../lib/dates';
import { planName } from '../lib/overview-view';
import { useConsolePlans } from '../api/plans';

function rangeText(s: ReceiptsSummaryDto): string {
  if (s.from && s.to) return s.from === s.to ? formatCalendarDay(s.from) : `${formatCalendarDay(s.from)} to ${formatCalendarDay(s.to)}`;
  if (s.from) return `since ${formatCalendarDay(s.from)}`;
  if (s.to) return `up to ${formatCalendarDay(s.to)}`;
  return 'all time';
}

/** The range's total and its split by plan, from `GET /api/receipts/summary`. */
export function ReceiptsSummary({ summary }: { summary: ReceiptsSummaryDto }) {
  const plans = useConsolePlans();
  return (
    <section className="card admin-summary" aria-label="Total of the range">
      <div>
        <div className="muted">Total, {rangeText(summary)}</div>
        <div className="admin-summary-total">{formatMoney(summary.totalCents)}</div>
        <div className="muted">
          {summary.count} receipt{summary.count === 1 ? '' : 's'}
        </div>
      </div>
      {summary.byPlan.length > 0 && (
        <ul className="admin-summary-plans" aria-label="By plan">
          {summary.byPlan.map((p) => (
            <li key={p.plan}>
              <strong>{planName(p.plan, plans)}</strong>: {formatMoney(p.cents)} ({p.count})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
