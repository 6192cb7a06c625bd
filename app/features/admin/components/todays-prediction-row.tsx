// One batch on the admin "Today's Predictions" table: read-only with per-pair delete, or edited
// in place (docs/app.md, "Admin pages": Edit, then Update or Cancel).
import { useEffect, useState } from 'react';
import { normalizePairs, pairRowsProblem, validThroughOf } from '@shared/predictions';
import type { PredictionBatchDto } from '@shared/predictions';
import type { PredictionUpdate } from '../api/update-prediction';
import { validThroughBounds } from '../lib/valid-through';
import { BatchDay } from './batch-day';
import { rowsDiffer, rowsFromPairs, updateRow, type PairRow } from '../lib/pair-rows';
import { MAX_ALTERNATIVES_SHOWN, dayMark, type PairKind } from '../lib/todays-batches';
import { PairList } from './pair-list';

export interface TodaysPredictionRowProps {
  batch: PredictionBatchDto;
  priority: number;
  /** The operator's today: a batch of another day is marked. */
  today: string;
  busy: boolean;
  onUpdate(batch: PredictionBatchDto, body: PredictionUpdate): Promise<boolean>;
  onDelete(batch: PredictionBatchDto): void;
  onDeletePair(batch: PredictionBatchDto, kind: PairKind, index: number): void;
  /** Told whether the row's editor holds changes not yet saved, for the page's unsaved-changes prompt. */
  onUnsavedChange(batchId: string, unsaved: boolean): void;
}

interface Draft {
  sharedContent: string;
  predictions: PairRow[];
  alternatives: PairRow[];
  validThrough: string;
}

export function TodaysPredictionRow({ batch, priority, today, busy, onUpdate, onDelete, onDeletePair, onUnsavedChange }: TodaysPredictionRowProps) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const unsaved =
    draft !== null &&
    (draft.sharedContent !== batch.sharedContent ||
      draft.validThrough !== validThroughOf(batch) ||
      rowsDiffer(draft.predictions, batch.predictions) ||
      rowsDiffer(draft.alternatives, batch.alternatives));

  useEffect(() => {
    onUnsavedChange(batch._id, unsaved);
    // A row that goes away (deleted, moved to the past) holds nothing any more.
    return () => onUnsavedChange(batch._id, false);
  }, [batch._id, unsaved, onUnsavedChange]);

  const [problem, setProblem] = useState('');

  const closeEditor = () => {
    setDraft(null);
    setProblem('');
  };

  const startEdit = () =>
    setDraft({
      sharedContent: batch.sharedContent,
      predictions: rowsFromPairs(batch.predictions),
      alternatives: rowsFromPairs(batch.alternatives),
      validThrough: validThroughOf(batch),
    });

  const save = async () => {
    if (!draft) return;
    // Said before sending, in the server's words: nothing is saved until every pair is whole.
    const found = pairRowsProblem('Prediction', draft.predictions) ?? pairRowsProblem('Alternative', draft.alternatives);
    setProblem(found ?? '');
    if (found) return;
    // The edited object: every field the editor shows, with blank pairs dropped and renumbered.
    const ok = await onUpdate(batch, {
      sharedContent: draft.sharedContent.trim(),
      predictions: normalizePairs(draft.predictions),
      alternatives: normalizePairs(draft.alternatives),
      timeOfDay: batch.timeOfDay,
      date: batch.date,
      validThrough: draft.validThrough,
    });
    if (ok) closeEditor();
  };

  const pairEditor = (kind: PairKind, noun: string) =>
    draft && (
      <div>
        {draft[kind].map((row, i) => (
          <div key={row.key} className="admin-edit-pair">
            {(['number1', 'number2'] as const).map((field) => (
              <input
                key={field}
                className="admin-inline-input"
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                aria-label={`${noun} ${i + 1}, number ${field === 'number1' ? 1 : 2}`}
                value={row[field]}
                onChange={(e) => setDraft({ ...draft, [kind]: updateRow(draft[kind], i, field, e.target.value) })}
              />
            ))}
          </div>
        ))}
        {draft[kind].length === 0 && <span className="muted">None</span>}
      </div>
    );

  return (
    <tr>
      <td data-label="Priority">{priority}</td>
      <td data-label="Date" className="admin-nowrap">
        <div>
          <BatchDay batch={batch} mark={dayMark(batch, today)} />
          {draft && (
            <label className="admin-valid-through">
              Valid through
              <input
                className="admin-inline-input"
                type="date"
                {...validThroughBounds(batch.date)}
                value={draft.validThrough}
                onChange={(e) => setDraft({ ...draft, validThrough: e.target.value })}
              />
            </label>
          )}
        </div>
      </td>
      <td data-label="Shared Content">
        {draft ? (
          <textarea
            className="admin-inline-input admin-inline-textarea"
            aria-label="Shared content"
            value={draft.sharedContent}
            onChange={(e) => setDraft({ ...draft, sharedContent: e.target.value })}
          />
        ) : (
          <div className="admin-shared-content">{batch.sharedContent || <span className="muted">—</span>}</div>
        )}
      </td>
      <td data-label="Predictions">
        {draft ? (
          pairEditor('predictions', 'Prediction')
        ) : (
          <PairList pairs={batch.predictions} noun="prediction" disabled={busy} onDelete={(i) => onDeletePair(batch, 'predictions', i)} />
        )}
      </td>
      <td data-label="Alternatives">
        {draft ? (
          pairEditor('alternatives', 'Alternative')
        ) : (
          <PairList pairs={batch.alternatives} noun="alternative" max={MAX_ALTERNATIVES_SHOWN} disabled={busy} onDelete={(i) => onDeletePair(batch, 'alternatives', i)} />
        )}
      </td>
      <td data-label="Actions" className="admin-card-actions">
        <div className="admin-row-actions">
          {draft ? (
            <>
              <button type="button" className="btn btn-primary btn-small" disabled={busy} onClick={save}>
                Update
              </button>
              <button type="button" className="btn btn-secondary btn-small" disabled={busy} onClick={closeEditor}>
                Cancel
              </button>
              {problem && (
                <p className="field-error admin-row-problem" role="alert">
                  {problem}
                </p>
              )}
            </>
          ) : (
            <>
              <button type="button" className="btn btn-secondary btn-small" disabled={busy} onClick={startEdit}>
                Edit
              </button>
              <button type="button" className="btn btn-danger btn-small" disabled={busy} onClick={() => onDelete(batch)}>
                Delete
              </button>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}
