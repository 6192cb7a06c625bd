// /admin/manual-prediction: one prediction pair entered by hand, optionally dated (docs/app.md,
// "Admin pages" and "Form checks").
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { TextField } from '../../../components/text-field';
import { PREDICTION_MESSAGES, normalizePairs, pairRowsProblem } from '@shared/predictions';
import { TIMES_OF_DAY, type TimeOfDay } from '@shared/predictions';
import { addManualPrediction } from '../api/add-manual-prediction';
import { AdminLayout } from '../components/admin-layout';
import { SelectField } from '../components/select-field';
import { UnsavedChangesPrompt } from '../components/unsaved-changes-prompt';
import { ValidThroughField } from '../components/valid-through-field';
import { todayDay } from '../../../lib/dates';
import { defaultValidThrough } from '../lib/valid-through';
import { LEAVE_UNSAVED } from '../lib/confirm-messages';
import { messageOr } from '../lib/error-message';

const ADD_FAILED = 'Failed to add prediction';
const TIME_OPTIONS = TIMES_OF_DAY.map((t) => ({ value: t, label: t }));

interface Form {
  sharedContent: string;
  number1: string;
  number2: string;
  altNumber1: string;
  altNumber2: string;
  date: string;
  timeOfDay: TimeOfDay;
  /** Empty until picked: it then follows the batch's day (the contract's default). */
  validThrough: string;
}
type Errors = Partial<Record<'sharedContent' | 'number1' | 'number2' | 'pairs', string>>;

const EMPTY: Form = { sharedContent: '', number1: '', number2: '', altNumber1: '', altNumber2: '', date: '', timeOfDay: 'Morning', validThrough: '' };

function validate(f: Form): Errors {
  const errors: Errors = {};
  if (!f.sharedContent.trim()) errors.sharedContent = 'Content is required.';
  if (!f.number1) errors.number1 = 'Number 1 is required.';
  if (!f.number2) errors.number2 = 'Number 2 is required.';
  // Numbers stay as typed; a stray letter or a half-filled alternative is said, not dropped.
  const pairs = pairRowsProblem('Prediction', [{ number1: f.number1, number2: f.number2 }]) ?? pairRowsProblem('Alternative', [{ number1: f.altNumber1, number2: f.altNumber2 }]);
  if (pairs && !errors.number1 && !errors.number2) errors.pairs = pairs;
  return errors;
}

/** Valid through as the form shows it: as picked, else the batch's day (tomorrow for today once today's draws are over). */
function validThroughOf(f: Form): string {
  const today = todayDay();
  const day = f.date || today;
  return f.validThrough || (day === today ? defaultValidThrough(today) : day);
}

export default function ManualPredictionPage() {
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const unsaved = (Object.keys(EMPTY) as (keyof Form)[]).some((k) => form[k] !== EMPTY[k]);

  const set =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) =>
      setForm((f) => ({ ...f, [key]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validate(form);
    setErrors(found);
    setResult(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const day = form.date || todayDay();
      await addManualPrediction({
        sharedContent: form.sharedContent.trim(),
        date: form.date || null,
        timeOfDay: form.timeOfDay,
        predictions: normalizePairs([{ number1: form.number1, number2: form.number2 }]),
        // Both alternative numbers left blank means no alternative at all.
        alternatives: normalizePairs([{ number1: form.altNumber1, number2: form.altNumber2 }]),
        // Sent only when it differs from the server's default, the batch's day.
        ...(validThroughOf(form) !== day ? { validThrough: validThroughOf(form) } : {}),
      });
      setResult({ kind: 'success', text: PREDICTION_MESSAGES.added });
      setForm(EMPTY);
    } catch (err) {
      setResult({ kind: 'error', text: messageOr(err, ADD_FAILED) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminLayout title="Add Prediction">
      <form className="card stack admin-form-narrow" onSubmit={onSubmit} noValidate>
        <TextField label="Content" name="sharedContent" type="textarea" required value={form.sharedContent} onChange={set('sharedContent')} error={errors.sharedContent} />
        <fieldset className="admin-fieldset">
          <legend>Prediction</legend>
          <div className="admin-grid-2">
            <TextField label="Number 1" name="number1" inputMode="numeric" required value={form.number1} onChange={set('number1')} error={errors.number1} />
            <TextField label="Number 2" name="number2" inputMode="numeric" required value={form.number2} onChange={set('number2')} error={errors.number2} />
          </div>
        </fieldset>
        <fieldset className="admin-fieldset">
          <legend>Alternative (optional)</legend>
          <div className="admin-grid-2">
            <TextField label="Alternative number 1" name="altNumber1" inputMode="numeric" value={form.altNumber1} onChange={set('altNumber1')} />
            <TextField label="Alternative number 2" name="altNumber2" inputMode="numeric" value={form.altNumber2} onChange={set('altNumber2')} />
          </div>
        </fieldset>
        <div className="admin-grid-2">
          <TextField
            label="Date (optional)"
            name="date"
            type="date"
            value={form.date}
            onChange={set('date')}
            hint="Leave empty for today. A date before today goes straight to the past predictions archive."
          />
          <SelectField label="Time of day" name="timeOfDay" value={form.timeOfDay} options={TIME_OPTIONS} onChange={set('timeOfDay')} />
        </div>
        <div className="admin-grid-2">
          <ValidThroughField day={form.date || todayDay()} value={validThroughOf(form)} onChange={set('validThrough')} />
        </div>
        {errors.pairs && <Alert kind="error">{errors.pairs}</Alert>}
        {result && (
          <Alert kind={result.kind} onClose={() => setResult(null)}>
            {result.text}
          </Alert>
        )}
        <div className="admin-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Adding...' : 'Add Prediction'}
          </button>
        </div>
      </form>
      <UnsavedChangesPrompt when={unsaved} title={LEAVE_UNSAVED.prediction.title}>
        {LEAVE_UNSAVED.prediction.text}
      </UnsavedChangesPrompt>
    </AdminLayout>
  );
}
