// Extending a membership by N days (docs/product.md, "The operator's console"). The dialog is the
// confirmation: it names the user and the end the extension gives before anything is sent.
import { useState } from 'react';
import { Alert } from '../../../components/alert';
import { TextField } from '../../../components/text-field';
import { formatInstantDay, formatInstantTime } from '../../../lib/dates';
import { EXTEND_PRESETS, extendedEnd, parseDays } from '../lib/extend';
import { FormModal } from './form-modal';

export interface ExtendModalProps {
  username: string;
  /** The current end (ISO), or null for someone with no membership. */
  currentEnd: string | null;
  busy: boolean;
  /** The server's refusal, if the last try had one. */
  error: string;
  onCancel(): void;
  onSubmit(days: number): void;
}

export function ExtendModal({ username, currentEnd, busy, error, onCancel, onSubmit }: ExtendModalProps) {
  const [text, setText] = useState('7');
  const [problem, setProblem] = useState('');
  const parsed = parseDays(text);
  const newEnd = 'days' in parsed ? new Date(extendedEnd(currentEnd, parsed.days)).toISOString() : null;
  const active = currentEnd !== null && Date.parse(currentEnd) > Date.now();

  const submit = () => {
    if ('problem' in parsed) return setProblem(parsed.problem);
    setProblem('');
    onSubmit(parsed.days);
  };

  return (
    <FormModal title={`Extend ${username}'s membership`} submitLabel="Extend" busy={busy} onCancel={onCancel} onSubmit={submit}>
      <p className="muted">{active ? `Now ends ${formatInstantDay(currentEnd)} at ${formatInstantTime(currentEnd)}.` : 'No membership running now: the days count from now.'}</p>
      <div className="row admin-presets" role="group" aria-label="Quick choices">
        {EXTEND_PRESETS.map((d) => (
          <button
            key={d}
            type="button"
            className={`btn btn-small ${text === String(d) ? 'btn-primary' : 'btn-secondary'}`}
            aria-pressed={text === String(d)}
            onClick={() => setText(String(d))}
          >
            {d} day{d === 1 ? '' : 's'}
          </button>
        ))}
      </div>
      <TextField label="Days to add" name="extendDays" inputMode="numeric" required value={text} onChange={setText} error={problem} autoComplete="off" />
      <p aria-live="polite">
        {newEnd ? (
          <>
            New end: <strong>{formatInstantDay(newEnd)}</strong> at {formatInstantTime(newEnd)}
          </>
        ) : (
          'Type a number of days to see the new end.'
        )}
      </p>
      {error && <Alert kind="error">{error}</Alert>}
    </FormModal>
  );
}
