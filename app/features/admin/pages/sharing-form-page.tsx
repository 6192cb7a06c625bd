// /admin: the Predictions Sharing Form (docs/app.md, "Admin pages", "Form checks" and
// "Error messages").
import { useMemo, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { TextField } from '../../../components/text-field';
import { PREDICTION_MESSAGES, normalizePairs, pairRowsProblem, type TimeOfDay } from '@shared/predictions';
import { publishPredictions } from '../api/publish-predictions';
import { AdminLayout } from '../components/admin-layout';
import { PairsTable } from '../components/pairs-table';
import { PublishPreview } from '../components/publish-preview';
import { TimeOfDayChoice } from '../components/time-of-day-choice';
import { ScrollToTopButton } from '../components/scroll-to-top-button';
import { UnsavedChangesPrompt } from '../components/unsaved-changes-prompt';
import { ValidThroughField } from '../components/valid-through-field';
import { todayDay } from '../../../lib/dates';
import { LEAVE_UNSAVED } from '../lib/confirm-messages';
import { messageOr } from '../lib/error-message';
import { INITIAL_ALTERNATIVE_ROWS, INITIAL_PREDICTION_ROWS, emptyRows, hasNumbers } from '../lib/pair-rows';
import { defaultTimeOfDay } from '../lib/publish-time';
import { defaultValidThrough } from '../lib/valid-through';

const SAVE_FAILED = 'Failed to save predictions to database';

export default function SharingFormPage() {
  const [sharedContent, setSharedContent] = useState('');
  const [predictions, setPredictions] = useState(() => emptyRows(INITIAL_PREDICTION_ROWS));
  const [alternatives, setAlternatives] = useState(() => emptyRows(INITIAL_ALTERNATIVE_ROWS));
  // In place of a fixed Evening (docs/app.md, "Admin pages"): a choice,
  // preselected by the operator's clock.
  const [timeOfDay, setTimeOfDay] = useState<TimeOfDay>(() => defaultTimeOfDay());
  // Empty until picked: then today, or tomorrow once today's last draw is over (defaultValidThrough).
  const [validThrough, setValidThrough] = useState('');
  const today = todayDay();
  const validThroughShown = validThrough || defaultValidThrough(today);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  // Once Publish found a problem in the rows, the message follows the rows as they are edited: the
  // next problem, or none once fixed (a fixed row's message does not stay behind).
  const [checked, setChecked] = useState(false);
  const rowsProblem =
    pairRowsProblem('Prediction', predictions) ??
    pairRowsProblem('Alternative', alternatives) ??
    (normalizePairs(predictions).length === 0 && normalizePairs(alternatives).length === 0 ? PREDICTION_MESSAGES.needOneRow : null);
  const unsaved = sharedContent.trim() !== '' || hasNumbers(predictions) || hasNumbers(alternatives) || (validThrough !== '' && validThrough !== defaultValidThrough(today));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    if (rowsProblem) {
      setChecked(true);
      return;
    }
    setChecked(false);
    const body = {
      sharedContent: sharedContent.trim(),
      predictions: normalizePairs(predictions),
      alternatives: normalizePairs(alternatives),
      timeOfDay,
      // Sent only when it differs from the server's default, the batch's day.
      ...(validThroughShown !== todayDay() ? { validThrough: validThroughShown } : {}),
    };
    setBusy(true);
    try {
      await publishPredictions(body);
      setResult({ kind: 'success', text: PREDICTION_MESSAGES.published });
      setSharedContent('');
      setPredictions(emptyRows(INITIAL_PREDICTION_ROWS));
      setAlternatives(emptyRows(INITIAL_ALTERNATIVE_ROWS));
      setTimeOfDay(defaultTimeOfDay());
      setValidThrough('');
    } catch (err) {
      setResult({ kind: 'error', text: messageOr(err, SAVE_FAILED) });
    } finally {
      setBusy(false);
    }
  };

  const preview = useMemo(
    () => ({ sharedContent: sharedContent.trim(), timeOfDay, predictions: normalizePairs(predictions), alternatives: normalizePairs(alternatives) }),
    [sharedContent, timeOfDay, predictions, alternatives],
  );

  return (
    <AdminLayout title="Predictions Sharing Form">
      <div className="admin-publish-grid">
        <form className="card stack admin-form" onSubmit={onSubmit} noValidate>
          <TimeOfDayChoice value={timeOfDay} onChange={setTimeOfDay} />
          <TextField
            label="Shared content"
            name="sharedContent"
            type="textarea"
            value={sharedContent}
            onChange={setSharedContent}
            hint="Shown above the numbers, e.g. the states or draw this batch is for."
          />
          <PairsTable title="Daily Predictions" noun="prediction" rows={predictions} onChange={setPredictions} />
          <PairsTable title="Best Alternatives" noun="alternative" rows={alternatives} onChange={setAlternatives} />
          <div className="admin-grid-2">
            <ValidThroughField day={today} value={validThroughShown} onChange={setValidThrough} />
          </div>
          {checked && rowsProblem && (
            <Alert kind="error" onClose={() => setChecked(false)}>
              {rowsProblem}
            </Alert>
          )}
          {result && (
            <Alert kind={result.kind} onClose={() => setResult(null)}>
              {result.text}
            </Alert>
          )}
          <div className="admin-actions">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? 'Publishing...' : 'Publish Predictions'}
            </button>
          </div>
        </form>
        <PublishPreview {...preview} validThrough={validThroughShown} />
      </div>
      <ScrollToTopButton />
      <UnsavedChangesPrompt when={unsaved} title={LEAVE_UNSAVED.publish.title}>
        {LEAVE_UNSAVED.publish.text}
      </UnsavedChangesPrompt>
    </AdminLayout>
  );
}
