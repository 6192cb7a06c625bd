// /admin/todays-predictions (spec §2, §4, §8 "Today's predictions").
import { useCallback, useEffect, useState } from 'react';
import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import { PREDICTION_MESSAGES } from '@shared/predictions';
import type { PredictionBatchDto } from '@shared/predictions';
import { deletePrediction } from '../api/delete-prediction';
import { getCurrentPredictions } from '../api/get-current-predictions';
import { movePredictionsToPast } from '../api/move-predictions-to-past';
import { updatePrediction, type PredictionUpdate } from '../api/update-prediction';
import { AdminLayout } from '../components/admin-layout';
import { TodaysPredictionRow } from '../components/todays-prediction-row';
import { UnsavedChangesPrompt } from '../components/unsaved-changes-prompt';
import { todayDay } from '../../../lib/dates';
import { CONFIRM_DELETE_PREDICTION, LEAVE_UNSAVED } from '../lib/confirm-messages';
import { messageOr } from '../lib/error-message';
import { batchesOfDay, withoutPair, type PairKind } from '../lib/todays-batches';
import { TableWrap } from '../../../components/table-wrap';

const MESSAGES = {
  fetchFailed: 'Failed to fetch predictions',
  empty: 'No predictions published today.',
  moved: 'Predictions moved.',
  moveFailed: 'Failed to move predictions.',
  updated: 'Prediction updated.',
  updateFailed: 'Failed to update prediction.',
  deleted: PREDICTION_MESSAGES.deleted,
  deleteFailed: 'Failed to delete prediction.',
} as const;

type Notice = { kind: 'success' | 'error'; text: string } | null;

export default function TodaysPredictionsPage() {
  const [batches, setBatches] = useState<PredictionBatchDto[]>([]);
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  // The rows whose editor holds unsaved changes: one prompt for the page (react-router allows one blocker at a time).
  const [unsavedRows, setUnsavedRows] = useState<ReadonlySet<string>>(new Set());
  const onUnsavedChange = useCallback(
    (id: string, unsaved: boolean) =>
      setUnsavedRows((rows) => {
        if (rows.has(id) === unsaved) return rows;
        const next = new Set(rows);
        if (unsaved) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );

  const load = useCallback(async () => {
    try {
      const all = await getCurrentPredictions();
      setBatches(batchesOfDay(Array.isArray(all) ? all : [], todayDay()));
      return true;
    } catch (err) {
      setNotice({ kind: 'error', text: messageOr(err, MESSAGES.fetchFailed) });
      return false;
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  /** Runs one change, reports it, and reloads the list so it shows what the server kept. */
  const act = async (run: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await run();
      await load();
      setNotice({ kind: 'success', text: success });
      return true;
    } catch (err) {
      setNotice({ kind: 'error', text: messageOr(err, failure) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const onUpdate = (batch: PredictionBatchDto, body: PredictionUpdate) =>
    act(() => updatePrediction(batch._id, body), MESSAGES.updated, MESSAGES.updateFailed);

  const onDeletePair = (batch: PredictionBatchDto, kind: PairKind, index: number) =>
    void act(() => updatePrediction(batch._id, withoutPair(batch, kind, index)), MESSAGES.updated, MESSAGES.updateFailed);

  const onDelete = (batch: PredictionBatchDto) => {
    if (!window.confirm(CONFIRM_DELETE_PREDICTION)) return;
    void act(() => deletePrediction(batch._id), MESSAGES.deleted, MESSAGES.deleteFailed);
  };

  const onMove = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const res = await movePredictionsToPast();
      await load();
      setNotice({ kind: 'success', text: res?.message || MESSAGES.moved });
    } catch {
      setNotice({ kind: 'error', text: MESSAGES.moveFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminLayout
      title="Today's Predictions"
      actions={
        <button type="button" className="btn btn-primary" disabled={busy || loading} onClick={onMove}>
          Move Today's Predictions to Past
        </button>
      }
    >
      <div className="stack">
        {notice && (
          <Alert kind={notice.kind} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
        {loading ? (
          <Spinner />
        ) : batches.length === 0 ? (
          <p className="card admin-empty">{MESSAGES.empty}</p>
        ) : (
          <TableWrap label="Today's predictions">
            <table className="table admin-table">
              <thead>
                <tr>
                  <th scope="col">Priority</th>
                  <th scope="col">Date</th>
                  <th scope="col">Shared Content</th>
                  <th scope="col">Predictions</th>
                  <th scope="col">Alternatives</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {batches.map((b, i) => (
                  <TodaysPredictionRow
                    key={b._id}
                    batch={b}
                    priority={i + 1}
                    busy={busy}
                    onUpdate={onUpdate}
                    onDelete={onDelete}
                    onDeletePair={onDeletePair}
                    onUnsavedChange={onUnsavedChange}
                  />
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </div>
      <UnsavedChangesPrompt when={unsavedRows.size > 0} title={LEAVE_UNSAVED.edit.title}>
        {LEAVE_UNSAVED.edit.text}
      </UnsavedChangesPrompt>
    </AdminLayout>
  );
}
