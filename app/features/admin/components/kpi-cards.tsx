import type { OverviewDto } from '@shared/admin';
import { kpis } from '../lib/overview-view';

/** The overview's headline figures, each a labelled card (a description list for screen readers). */
export function KpiCards({ overview }: { overview: OverviewDto }) {
  return (
    <dl className="admin-kpis">
      {kpis(overview).map((k) => (
        <div key={k.label} className="card admin-kpi">
          <dt className="admin-kpi-label">{k.label}</dt>
          <dd className="admin-kpi-value">{k.value}</dd>
          <dd className="admin-kpi-hint">{k.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
