// /admin/overview: the admin's first page (docs/product.md, "The operator's console").
// Every figure is read from the server when the page opens or Refresh is pressed; nothing is kept
// between visits.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import type { OverviewDto } from '@shared/admin';
import { ENDING_SOON_DAYS } from '@shared/admin';
import { getOverview } from '../api/get-overview';
import { AdminLayout } from '../components/admin-layout';
import { DeliveriesPanel } from '../components/deliveries-panel';
import { EndingSoonList } from '../components/ending-soon-list';
import { KpiCards } from '../components/kpi-cards';
import { NewMessagesCard } from '../components/new-messages-card';
import { PlanRevenue } from '../components/plan-revenue';
import { RevenueChart } from '../components/revenue-chart';
import { ClaimsNotice } from '../components/claims-notice';
import { useExtendDialog } from '../components/use-extend-dialog';
import { formatInstantDay } from '../../../lib/dates';
import { messageOr } from '../lib/error-message';
import { chartDays } from '../lib/overview-view';
import { setUnreadCount } from '../lib/unread-count';

const LOAD_FAILED = 'Failed to load the overview.';

export default function OverviewPage() {
  const [overview, setOverview] = useState<OverviewDto | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  // Refresh reads the deliveries again too.
  const [refreshed, setRefreshed] = useState(0);

  const load = useCallback(async () => {
    setLoading(true);
    setError('');
    try {
      const o = await getOverview();
      setOverview(o);
      setRefreshed((n) => n + 1);
      setUnreadCount(o.newMessages);
    } catch (err) {
      setError(messageOr(err, LOAD_FAILED));
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const extend = useExtendDialog((user, message) => {
    setNotice(`${message} ${user.username} is a member until ${formatInstantDay(user.subscriptionExpiresAt)}.`);
    // The figures move with it (the list above all): read them again rather than guess.
    void load();
  });

  const days = useMemo(() => (overview ? chartDays(overview) : []), [overview]);

  return (
    <AdminLayout
      title="Overview"
      actions={
        <button type="button" className="btn btn-secondary" disabled={loading} onClick={() => void load()}>
          {loading && overview ? 'Refreshing...' : 'Refresh'}
        </button>
      }
    >
      <div className="stack">
        <ClaimsNotice />
        {error && (
          <Alert kind="error" onClose={() => setError('')}>
            {error}
          </Alert>
        )}
        {notice && (
          <Alert kind="success" onClose={() => setNotice('')}>
            {notice}
          </Alert>
        )}
        {!overview ? (
          loading && <Spinner label="Loading the overview..." />
        ) : (
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
                  <EndingSoonList users={overview.endingSoon} onExtend={extend.open} />
                </section>
                <section className="card admin-panel" aria-labelledby="new-messages">
                  <h2 id="new-messages">Messages</h2>
                  <NewMessagesCard count={overview.newMessages} latest={overview.latestNewMessages} />
                </section>
                <DeliveriesPanel key={refreshed} />
              </div>
            </div>
          </>
        )}
      </div>
      {extend.dialog}
    </AdminLayout>
  );
}
