// The admin's form for official results (docs/product.md): one draw at a time, several of a day in
// one sitting. After a save the state and date stay, the number clears and the form moves on to the
// next draw; what was saved this sitting is listed below. A different number already stored is a
// conflict, resolved only by an explicit correction (PUT).
import { useMemo, useState, type FormEvent } from 'react';
import { GAME_DIGITS, STATE_CODES, checkDraw, drawName, stateName, type DrawInput, type DrawTime, type Game, type ResultDto, type StateCode } from '@shared/results';
import { Alert } from '../../../components/alert';
import { TableWrap } from '../../../components/table-wrap';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatCalendarDay } from '../../../lib/dates';
import { correctResult, enterResult, getResults } from '../../../lib/results-api';
import { LEAVE_UNSAVED } from '../lib/confirm-messages';
import { messageOr } from '../lib/error-message';
import { drawAfter, drawTimeOptions, entryDay, gameOptions, noDrawsText, usableDrawTime } from '../lib/result-entry';
import { SelectField } from './select-field';
import { UnsavedChangesPrompt } from './unsaved-changes-prompt';

const STATE_OPTIONS = STATE_CODES.map((s) => ({ value: s, label: stateName(s) }));
const SAVE_FAILED = 'The result could not be saved.';

interface Form {
  state: StateCode;
  drawDate: string;
  game: Game;
  drawTime: DrawTime | '';
  number: string;
}
type Saved = { result: ResultDto; how: 'Saved' | 'Corrected' };

export function ResultEntryForm({ onSaved }: { onSaved(): void }) {
  const [form, setForm] = useState<Form>(() => ({ state: 'TX', drawDate: entryDay('TX', Date.now()), game: 'pick3', drawTime: '', number: '' }));
  const [problem, setProblem] = useState<{ field: keyof DrawInput; message: string } | null>(null);
  const [failure, setFailure] = useState('');
  const [conflict, setConflict] = useState<{ draw: DrawInput; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<Saved[]>([]);

  // Worked out afresh on each render: a draw time comes within reach as the clock passes it.
  const options = drawTimeOptions(form.state, form.drawDate, Date.now());
  const drawTime = usableDrawTime(options, form.drawTime);
  const games = useMemo(() => gameOptions(form.state), [form.state]);
  const digits = GAME_DIGITS[form.game];

  const set =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) => {
      setForm((f) => ({ ...f, [key]: value }));
      setProblem(null);
      setConflict(null);
    };

  const done = (result: ResultDto, how: Saved['how']) => {
    setSaved((list) => [{ result, how }, ...list.filter((s) => s.result._id !== result._id)]);
    const next = drawAfter(options, result.game, result.drawTime);
    setForm((f) => ({ ...f, ...next, number: '' }));
    setConflict(null);
    onSaved();
    document.getElementById('field-number')?.focus();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure('');
    setConflict(null);
    const checked = checkDraw({ ...form, drawTime });
    if (!checked.ok) {
      setProblem({ field: checked.field, message: checked.message });
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      // The same number already stored answers as a save: nothing changes, which is what was meant.
      done(await enterResult(checked.draw), 'Saved');
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setConflict({ draw: checked.draw, message: err.message });
      else setFailure(messageOr(err, SAVE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const correct = async () => {
    if (!conflict) return;
    const { draw } = conflict;
    setBusy(true);
    try {
      const [stored] = await getResults({ state: draw.state, game: draw.game, drawTime: draw.drawTime, from: draw.drawDate, to: draw.drawDate, limit: 1 });
      if (!stored) throw new Error('The stored result is gone; save the number again.');
      done(await correctResult(stored._id, draw.number), 'Corrected');
    } catch (err) {
      setFailure(messageOr(err, err instanceof Error ? err.message : SAVE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (f: keyof DrawInput) => (problem?.field === f ? problem.message : undefined);

  return (
    <section className="admin-section" aria-labelledby="result-entry-title">
      <h2 id="result-entry-title">Enter a result</h2>
      <form className="card stack admin-form" onSubmit={onSubmit} noValidate>
        <div className="admin-grid-2">
          <SelectField label="State" name="state" value={form.state} options={STATE_OPTIONS} onChange={set('state')} />
          <TextField label="Draw date" name="drawDate" type="date" required value={form.drawDate} onChange={set('drawDate')} error={fieldError('drawDate')} />
          <SelectField label="Game" name="game" value={form.game} options={games} onChange={set('game')} />
          <div className="field">
            <label className="field-label" htmlFor="field-drawTime">
              Draw time
            </label>
            <select id="field-drawTime" name="drawTime" value={drawTime} disabled={options.length === 0} onChange={(e) => set('drawTime')(e.target.value as DrawTime)}>
              {options.length === 0 && <option value="">No draws that day</option>}
              {options.map((o) => (
                <option key={o.value} value={o.value} disabled={o.disabled}>
                  {o.label}
                </option>
              ))}
            </select>
            {options.length === 0 && form.drawDate && <span className="field-hint">{noDrawsText(form.state, form.drawDate)}</span>}
            {fieldError('drawTime') && <span className="field-error">{fieldError('drawTime')}</span>}
          </div>
        </div>
        <div className="admin-result-number">
          <TextField
            label="Number"
            name="number"
            inputMode="numeric"
            autoComplete="off"
            required
            value={form.number}
            onChange={set('number')}
            hint={`${digits} digits, leading zeros kept (e.g. ${'047'.padStart(digits, '0')}).`}
            error={fieldError('number') ?? fieldError('state') ?? fieldError('game')}
          />
        </div>
        {conflict && (
          <Alert kind="error">
            <p>{conflict.message}</p>
            <button type="button" className="btn btn-danger btn-small" disabled={busy} onClick={() => void correct()}>
              Correct it to {conflict.draw.number}
            </button>
          </Alert>
        )}
        {failure && (
          <Alert kind="error" onClose={() => setFailure('')}>
            {failure}
          </Alert>
        )}
        <div className="admin-actions">
          <button type="submit" className="btn btn-primary" disabled={busy || !drawTime}>
            {busy ? 'Saving...' : 'Save result'}
          </button>
        </div>
      </form>
      {saved.length > 0 && (
        <div className="admin-section">
          <h3>Saved this sitting</h3>
          <TableWrap label="Results saved this sitting">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Draw</th>
                  <th scope="col">Date</th>
                  <th scope="col">Number</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {saved.map(({ result, how }) => (
                  <tr key={result._id}>
                    <td>{drawName(result)}</td>
                    <td className="admin-nowrap">{formatCalendarDay(result.drawDate)}</td>
                    <td className="admin-result-digits">{result.number}</td>
                    <td>{how}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        </div>
      )}
      <UnsavedChangesPrompt when={form.number.trim() !== ''} title={LEAVE_UNSAVED.result.title}>
        {LEAVE_UNSAVED.result.text}
      </UnsavedChangesPrompt>
    </section>
  );
}
