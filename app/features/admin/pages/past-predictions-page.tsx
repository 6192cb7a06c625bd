// /admin/past-predictions: Past Published Predictions (docs/app.md, "Admin pages"), read a page at
// a time (docs/api.md, "Predictions"): the first through the route's loader (docs/app.md, "How a
// page reads data"), each older one on "Load more".
import { useState } from 'react';
import { useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { Alert } from '../../../components/alert';
import { useConfirm } from '../../../components/confirm-dialog';
import { Loaded } from '../../../components/loaded';
import type { PredictionBatchDto } from '@shared/predictions';
import { deletePastPrediction } from '../api/delete-past-prediction';
import { PAST_PAGE_SIZE, getPastPredictions } from '../api/get-past-predictions';
import { AdminLayout } from '../components/admin-layout';
import { PairList } from '../components/pair-list';
import { BatchDay } from '../components/batch-day';
import { CONFIRM_DELETE_PREDICTION } from '../lib/confirm-messages';
import { failsWith, messageOr } from '../lib/error-message';
import { TableWrap } from '../../../components/table-wrap';
import { reads, usePageData } from '../../../lib/page-data';

const MESSAGES = {
  empty: 'No past predictions found.',
  loadFailed: 'Failed to load past predictions.',
  deleteFailed: 'Failed to delete prediction.',
} as const;

export function loader({ request }: LoaderFunctionArgs) {
  return reads({ firstPage: failsWith(getPastPredictions(undefined, request.signal), MESSAGES.loadFailed) });
}

export default function PastPredictionsPage() {
  const { firstPage } = usePageData<typeof loader>();
  const [error, setError] = useState('');

  return (
    <AdminLayout title="Past Published Predictions">
      <div className="stack">
        {error && (
          <Alert kind="error" onClose={() => setError('')}>
            {error}
          </Alert>
        )}
        <Loaded resolve={firstPage} loading="Loading..." failed={MESSAGES.loadFailed}>
          {(first) => <PastList first={first} onError={setError} />}
        </Loaded>
      </div>
    </AdminLayout>
  );
}

/**
 * The first page as the loader read it, then the older pages "Load more" brought, each once: a
 * delete reads the first page again and takes the batch out of the older ones.
 */
function PastList({ first, onError }: { first: PredictionBatchDto[]; onError(message: string): void }) {
  const confirm = useConfirm();
  const { revalidate } = useRevalidator();
  const [older, setOlder] = useState<PredictionBatchDto[]>([]);
  // A short page means the archive has no older batches.
  const [lastPageFull, setLastPageFull] = useState<boolean | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  // A batch deleted or archived meanwhile must not appear twice.
  const items = [...first, ...older.filter((p) => !first.some((q) => q._id === p._id))];
  const hasMore = lastPageFull ?? first.length === PAST_PAGE_SIZE;

  const loadMore = async () => {
    const last = items[items.length - 1];
    if (!last) return;
    setLoadingMore(true);
    onError('');
    try {
      const page = await getPastPredictions(last._id);
      setOlder((prev) => [...prev, ...page.filter((p) => !prev.some((q) => q._id === p._id))]);
      setLastPageFull(page.length === PAST_PAGE_SIZE);
    } catch (err) {
      onError(messageOr(err, MESSAGES.loadFailed));
    } finally {
      setLoadingMore(false);
    }
  };

  const onDelete = async (batch: PredictionBatchDto) => {
    if (!(await confirm.ask(CONFIRM_DELETE_PREDICTION))) return;
    setDeleting(batch._id);
    onError('');
    try {
      await deletePastPrediction(batch._id);
      setOlder((prev) => prev.filter((p) => p._id !== batch._id));
      await revalidate();
    } catch (err) {
      onError(messageOr(err, MESSAGES.deleteFailed));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      {items.length === 0 ? (
        <p className="card admin-empty">{MESSAGES.empty}</p>
      ) : (
        <>
          <TableWrap label="Past published predictions">
            <table className="table admin-table admin-cards-table admin-batches-table">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Shared Content</th>
                  <th scope="col">Predictions</th>
                  <th scope="col">Alternatives</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {items.map((b) => (
                  <tr key={b._id}>
                    <td data-label="Date" className="admin-nowrap">
                      <BatchDay batch={b} />
                    </td>
                    <td data-label="Shared Content">
                      <div className="admin-shared-content">{b.sharedContent || <span className="muted">—</span>}</div>
                    </td>
                    <td data-label="Predictions">
                      <PairList pairs={b.predictions} noun="prediction" />
                    </td>
                    <td data-label="Alternatives">
                      <PairList pairs={b.alternatives} noun="alternative" />
                    </td>
                    <td data-label="Actions" className="admin-card-actions">
                      <button type="button" className="btn btn-danger btn-small" disabled={deleting === b._id} onClick={() => onDelete(b)}>
                        {deleting === b._id ? 'Deleting...' : 'Delete'}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          {hasMore && (
            <div className="admin-actions">
              <button type="button" className="btn btn-secondary" disabled={loadingMore} onClick={loadMore}>
                {loadingMore ? 'Loading...' : 'Load more'}
              </button>
            </div>
          )}
        </>
      )}
      {confirm.dialog}
    </>
  );
}
