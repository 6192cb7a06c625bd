// /admin/past-predictions: Past Published Predictions (docs/app.md, "Admin pages"), read a page at
// a time (docs/api.md, "Predictions").
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/alert';
import { useConfirm } from '../../../components/confirm-dialog';
import { Spinner } from '../../../components/spinner';
import type { PredictionBatchDto } from '@shared/predictions';
import { deletePastPrediction } from '../api/delete-past-prediction';
import { PAST_PAGE_SIZE, getPastPredictions } from '../api/get-past-predictions';
import { AdminLayout } from '../components/admin-layout';
import { PairList } from '../components/pair-list';
import { BatchDay } from '../components/batch-day';
import { CONFIRM_DELETE_PREDICTION } from '../lib/confirm-messages';
import { messageOr } from '../lib/error-message';
import { TableWrap } from '../../../components/table-wrap';

const MESSAGES = {
  empty: 'No past predictions found.',
  loadFailed: 'Failed to load past predictions.',
  deleteFailed: 'Failed to delete prediction.',
} as const;

export default function PastPredictionsPage() {
  const confirm = useConfirm();
  const [items, setItems] = useState<PredictionBatchDto[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  // A short page means the archive has no older batches.
  const [hasMore, setHasMore] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    getPastPredictions()
      .then((page) => {
        if (!live) return;
        setItems(page);
        setHasMore(page.length === PAST_PAGE_SIZE);
      })
      .catch((err) => live && setError(messageOr(err, MESSAGES.loadFailed)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);

  const loadMore = async () => {
    const last = items[items.length - 1];
    if (!last) return;
    setLoadingMore(true);
    setError('');
    try {
      const page = await getPastPredictions(last._id);
      // A batch deleted or archived meanwhile must not appear twice.
      setItems((prev) => [...prev, ...page.filter((p) => !prev.some((q) => q._id === p._id))]);
      setHasMore(page.length === PAST_PAGE_SIZE);
    } catch (err) {
      setError(messageOr(err, MESSAGES.loadFailed));
    } finally {
      setLoadingMore(false);
    }
  };

  const onDelete = async (batch: PredictionBatchDto) => {
    if (!(await confirm.ask(CONFIRM_DELETE_PREDICTION))) return;
    setDeleting(batch._id);
    setError('');
    try {
      await deletePastPrediction(batch._id);
      setItems((prev) => prev.filter((p) => p._id !== batch._id));
    } catch (err) {
      setError(messageOr(err, MESSAGES.deleteFailed));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <AdminLayout title="Past Published Predictions">
      <div className="stack">
        {error && (
          <Alert kind="error" onClose={() => setError('')}>
            {error}
          </Alert>
        )}
        {loading ? (
          <Spinner label="Loading..." />
        ) : items.length === 0 ? (
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
      </div>
      {confirm.dialog}
    </AdminLayout>
  );
}
