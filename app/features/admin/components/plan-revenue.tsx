import type { OverviewDto } from '@shared/admin';
import { planShares } from '../lib/overview-view';

/** The 30 days' revenue split by plan: a bar per plan, its payments and amount. */
export function PlanRevenue({ overview }: { overview: OverviewDto }) {
  const shares = planShares(overview);
  if (shares.length === 0) return <p className="muted">No payments in the last 30 days.</p>;
  return (
    <ul className="admin-plan-list" aria-label="Revenue by plan, last 30 days">
      {shares.map((p) => (
        <li key={p.plan} className="admin-plan-row">
          <div className="admin-plan-line">
            <span className="admin-plan-name">{p.name}</span>
            <span className="admin-plan-amount">{p.amount}</span>
          </div>
          <div className="admin-plan-bar" aria-hidden="true">
            <span style={{ width: `${Math.max(p.percent, 2)}%` }} />
          </div>
          <span className="admin-plan-meta">
            {p.payments} payment{p.payments === 1 ? '' : 's'} · {p.percent}%
          </span>
        </li>
      ))}
    </ul>
  );
}
