import { Alert } from '../../../components/alert';
import { TextField } from '../../../components/text-field';
import { todayDay } from '../../../lib/dates';
import { VALID_THROUGH_HINT, validThroughBounds, validThroughNote } from '../lib/valid-through';

/**
 * The "Valid through" date of a batch dated `day` (docs/product.md, "Hits and the track record"),
 * and for a batch of today or later what the form must say about its draws: none left in the
 * window, or why it starts tomorrow.
 */
export function ValidThroughField({ day, value, onChange }: { day: string; value: string; onChange(v: string): void }) {
  const { min, max } = validThroughBounds(day);
  const note = day >= todayDay() ? validThroughNote(day, value) : null;
  return (
    <div className="admin-valid-through-field">
      <TextField label="Valid through" name="validThrough" type="date" min={min} max={max} value={value} onChange={onChange} hint={VALID_THROUGH_HINT} />
      {note && <Alert kind={note.kind}>{note.text}</Alert>}
    </div>
  );
}
