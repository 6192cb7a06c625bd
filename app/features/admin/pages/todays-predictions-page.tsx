// /admin/todays-predictions (docs/app.md, "Admin pages" and "Error messages"). The batches are
// read through the route's loader and read again after each change (docs/app.md, "How a page
// reads data").
import { useCallback, useState } from 'react';
import { useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { Alert } from '../../../components/alert';
import { useConfirm } from '../../../components/confirm-dialog';
import { Loaded } from '../../../components/loaded';
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
import { CONFIRM_DELETE_PREDICTION, LEAVE_UNSAVED, confirmMoveToPast } from '../lib/confirm-messages';
import { failsWith, messageOr } from '../lib/error-message';
import { earlierCount, pairLabel, pairsAsBefore, withoutPair, type PairKind } from '../lib/todays-batches';
import { TableWrap } from '../../../components/table-wrap';
import { reads, usePageData } from '../../../lib/page-data';

const MESSAGES = {
  fetchFailed: 'Failed to fetch predictions',
  empty: 'No predictions published today.',
  earlier: (n: number) =>
    `${n === 1 ? '1 set from an earlier day is' : `${n} sets from earlier days are`} still shown to subscribers as today's, until you move ${n === 1 ? 'it' : 'them'} to the past.`,
  moved: 'Predictions moved.',
  moveFailed: 'Failed to move predictions.',
  updated: 'Prediction updated.',
  updateFailed: 'Failed to update prediction.',
  deleted: PREDICTION_MESSAGES.deleted,
  deleteFailed: 'Failed to delete prediction.',
  nothingToMove: 'Nothing to move: no predictions are published now.',
  pairDeleted: (label: string) => `Pair ${label} deleted.`,
  pairRestored: (label: string) => `Pair ${label} restored.`,
} as const;

/** A pair's × deletes at once; the notice offers to put it back (undo). */
type Undo = { label: string; run: () => Promise<unknown> };
type Notice = { kind: 'success' | 'error'; text: string; undo?: Undo } | null;

export function loader({ request }: LoaderFunctionArgs) {
  // Every batch subscribers read as today's (not yet moved to the past), whatever its day.
  const batches = getCurrentPredictions(request.signal).then((list) => (Array.isArray(list) ? list : []));
  return reads({ batches: failsWith(batches, MESSAGES.fetchFailed) });
}

export default function TodaysPredictionsPage() {
  const confirm = useConfirm();
  const { batches } = usePageData<typeof loader>();
  const { revalidate } = useRevalidator();
  const today = todayDay();
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

  /** Runs one change, reports it, and reloads the list so it shows what the server kept. */
  const act = async (run: () => Promise<unknown>, success: string, failure: string, undo?: Undo) => {
    setBusy(true);
    setNotice(null);
    try {
      await run();
      await revalidate();
      setNotice({ kind: 'success', text: success, undo });
      return true;
    } catch (err) {
      setNotice({ kind: 'error', text: messageOr(err, failure) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const onUpdate = (batch: PredictionBatchDto, body: PredictionUpdate) => act(() => updatePrediction(batch._id, body), MESSAGES.updated, MESSAGES.updateFailed);

  const onDeletePair = (batch: PredictionBatchDto, kind: PairKind, index: number) => {
    const label = pairLabel(batch[kind][index]);
    const undo: Undo = { label, run: () => updatePrediction(batch._id, pairsAsBefore(batch, kind)) };
    void act(() => updatePrediction(batch._id, withoutPair(batch, kind, index)), MESSAGES.pairDeleted(label), MESSAGES.updateFailed, undo);
  };

  const onUndo = (undo: Undo) => void act(undo.run, MESSAGES.pairRestored(undo.label), MESSAGES.updateFailed);

  const onDelete = async (batch: PredictionBatchDto) => {
    if (!(await confirm.ask(CONFIRM_DELETE_PREDICTION))) return;
    void act(() => deletePrediction(batch._id), MESSAGES.deleted, MESSAGES.deleteFailed);
  };

  const onMove = async (count: number) => {
    if (!(await confirm.ask(confirmMoveToPast(count)))) return;
    setBusy(true);
    setNotice(null);
    try {
      const res = await movePredictionsToPast();
      await revalidate();
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
        <div className="stack admin-move">
          <Loaded resolve={batches} loading={null} failed={null}>
            {(list) => (
              <>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={busy || list.length === 0}
                  aria-describedby={list.length === 0 ? 'move-reason' : undefined}
                  onClick={() => void onMove(list.length)}
                >
                  Move Today's Predictions to Past
                </button>
                {list.length === 0 && (
                  <p id="move-reason" className="admin-reason">
                    {MESSAGES.nothingToMove}
                  </p>
                )}
              </>
            )}
          </Loaded>
        </div>
      }
    >
      <div className="stack">
        {notice && (
          <Alert kind={notice.kind} onClose={() => setNotice(null)}>
            {notice.text}
            {notice.undo && (
              <>
                {' '}
                <button type="button" className="btn-link" disabled={busy} onClick={() => onUndo(notice.undo!)}>
                  Undo
                </button>
              </>
            )}
          </Alert>
        )}
        <Loaded resolve={batches} loading="Loading..." failed={MESSAGES.fetchFailed}>
          {(list) => (
            <>
              {earlierCount(list, today) > 0 && <Alert kind="info">{MESSAGES.earlier(earlierCount(list, today))}</Alert>}
              {list.length === 0 ? (
                <p className="card admin-empty">{MESSAGES.empty}</p>
              ) : (
                <TableWrap label="Today's predictions">
                  <table className="table admin-table admin-cards-table admin-batches-table">
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
                      {list.map((b, i) => (
                        <TodaysPredictionRow
                          key={b._id}
                          batch={b}
                          priority={i + 1}
                          today={today}
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
            </>
          )}
        </Loaded>
      </div>
      <UnsavedChangesPrompt when={unsavedRows.size > 0} title={LEAVE_UNSAVED.edit.title}>
        {LEAVE_UNSAVED.edit.text}
      </UnsavedChangesPrompt>
      {confirm.dialog}
    </AdminLayout>
  );
}
