// /admin/overview: the admin's first page (docs/product.md, "The operator's console").
// Every figure is read from the server by the route's loader when the page opens, after an
// extension and when Refresh is pressed (docs/app.md, "How a page reads data"); nothing is kept
// between visits.
import { useEffect, useMemo, useState } from 'react';
import { Link, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { Alert } from '../../../components/alert';
import { Loaded } from '../../../components/loaded';
import type { OverviewDto } from '@shared/admin';
import { ENDING_SOON_DAYS } from '@shared/admin';
import type { JobsDto } from '@shared/jobs';
import { getClaims } from '../api/get-claims';
import { getJobs } from '../api/get-jobs';
import { getOverview } from '../api/get-overview';
import { AdminLayout } from '../components/admin-layout';
import { DELIVERIES_FAILED, DeliveriesPanel } from '../components/deliveries-panel';
import { EndingSoonList } from '../components/ending-soon-list';
import { KpiCards } from '../components/kpi-cards';
import { NewMessagesCard } from '../components/new-messages-card';
import { PlanRevenue } from '../components/plan-revenue';
import { RevenueChart } from '../components/revenue-chart';
import { ClaimsNotice } from '../components/claims-notice';
import { useExtendDialog } from '../components/use-extend-dialog';
import { formatInstantDay } from '../../../lib/dates';
import { reads, usePageData } from '../../../lib/page-data';
import { failsWith } from '../lib/error-message';
import { chartDays } from '../lib/overview-view';
import { setUnreadCount } from '../lib/unread-count';

const LOAD_FAILED = 'Failed to load the overview.';

/** The figures, the claims for the notice, and the deliveries. */
export function loader({ request }: LoaderFunctionArgs) {
  return reads({
    overview: failsWith(getOverview(request.signal), LOAD_FAILED),
    claims: getClaims(request.signal),
    jobs: failsWith(getJobs(request.signal), DELIVERIES_FAILED),
  });
}

export default function OverviewPage() {
  const { overview, claims, jobs } = usePageData<typeof loader>();
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState('');

  const extend = useExtendDialog((user, message) => {
    setNotice(`${message} ${user.username} is a member until ${formatInstantDay(user.subscriptionExpiresAt)}.`);
    // The figures move with it (the list above all): read them again rather than guess.
    void revalidator.revalidate();
  });

  const refreshing = revalidator.state !== 'idle';
  return (
    <AdminLayout
      title="Overview"
      actions={
        <button type="button" className="btn btn-secondary" disabled={refreshing} onClick={() => void revalidator.revalidate()}>
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </button>
      }
    >
      <div className="stack">
        <ClaimsNotice claims={claims} />
        {notice && (
          <Alert kind="success" onClose={() => setNotice('')}>
            {notice}
          </Alert>
        )}
        <Loaded resolve={overview} loading="Loading the overview..." failed={LOAD_FAILED}>
          {(o) => <OverviewFigures overview={o} jobs={jobs} onExtend={extend.open} />}
        </Loaded>
      </div>
      {extend.dialog}
    </AdminLayout>
  );
}

interface OverviewFiguresProps {
  overview: OverviewDto;
  jobs: Promise<JobsDto>;
  onExtend: Parameters<typeof EndingSoonList>[0]['onExtend'];
}

function OverviewFigures({ overview, jobs, onExtend }: OverviewFiguresProps) {
  // Each answer brings the inbox's count: the sidebar's badge follows it.
  useEffect(() => setUnreadCount(overview.newMessages), [overview.newMessages]);
  const days = useMemo(() => chartDays(overview), [overview]);

  return (
    <>
      <KpiCards overview={overview} />
      <div className="admin-overview-grid">
        <section className="card admin-panel" aria-labelledby="revenue-by-day">
          <h2 id="revenue-by-day">Revenue by day</h2>
          <RevenueChart days={days} totalCents={overview.revenueLast30DaysCents} />
        </section>
        <div className="admin-overview-side">
          <section className="card admin-panel" aria-labelledby="revenue-by-plan">
            <h2 id="revenue-by-plan">Revenue by plan</h2>
            <PlanRevenue overview={overview} />
            <Link to="/admin/payment-receipts">See the receipts</Link>
          </section>
          <section className="card admin-panel" aria-labelledby="ending-soon">
            <h2 id="ending-soon">Ending within {ENDING_SOON_DAYS} days</h2>
            <EndingSoonList users={overview.endingSoon} onExtend={onExtend} />
          </section>
          <section className="card admin-panel" aria-labelledby="new-messages">
            <h2 id="new-messages">Messages</h2>
            <NewMessagesCard count={overview.newMessages} latest={overview.latestNewMessages} />
          </section>
          <DeliveriesPanel jobs={jobs} />
        </div>
      </div>
    </>
  );
}
