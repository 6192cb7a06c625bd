// Extending a membership by N days (docs/product.md, "The operator's console"). The dialog is the
// confirmation: it names the user and the end the extension gives before anything is sent.
import { useActionState, useState } from 'react';
import { Alert } from '../../../components/alert';
import { TextField } from '../../../components/text-field';
import { formatInstantDay, formatInstantTime } from '../../../lib/dates';
import { formText } from '../../../lib/form-values';
import { EXTEND_PRESETS, extendedEnd, parseDays } from '../lib/extend';
import { FormModal } from './form-modal';

export interface ExtendModalProps {
  username: string;
  /** The current end (ISO), or null for someone with no membership. */
  currentEnd: string | null;
  onCancel(): void;
  /** Saves the extension: the server's refusal to show, or nothing once extended (the owner closes the dialog). */
  onSubmit(days: number): Promise<string | undefined>;
}

interface Outcome {
  problem?: string;
  error?: string;
}

export function ExtendModal({ username, currentEnd, onCancel, onSubmit }: ExtendModalProps) {
  // The days stay a controlled field: the new end and the pressed preset follow each keystroke.
  const [text, setText] = useState('7');
  const parsed = parseDays(text);
  const newEnd = 'days' in parsed ? new Date(extendedEnd(currentEnd, parsed.days)).toISOString() : null;
  const active = currentEnd !== null && Date.parse(currentEnd) > Date.now();

  const [outcome, act, busy] = useActionState(async (_: Outcome, data: FormData): Promise<Outcome> => {
    const asked = parseDays(formText(data, 'extendDays'));
    if ('problem' in asked) return { problem: asked.problem };
    return { error: await onSubmit(asked.days) };
  }, {});

  return (
    <FormModal title={`Extend ${username}'s membership`} submitLabel="Extend" busy={busy} onCancel={onCancel} action={act}>
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
      <TextField label="Days to add" name="extendDays" inputMode="numeric" required value={text} onChange={setText} error={outcome.problem} autoComplete="off" />
      <p aria-live="polite">
        {newEnd ? (
          <>
            New end: <strong>{formatInstantDay(newEnd)}</strong> at {formatInstantTime(newEnd)}
          </>
        ) : (
          'Type a number of days to see the new end.'
        )}
      </p>
      {outcome.error && <Alert kind="error">{outcome.error}</Alert>}
    </FormModal>
  );
}
