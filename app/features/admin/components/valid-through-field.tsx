import { TextField } from '../../../components/text-field';
import { VALID_THROUGH_HINT, validThroughBounds } from '../lib/valid-through';

/** The "Valid through" date of a batch dated `day` (contract §10). */
export function ValidThroughField({ day, value, onChange }: { day: string; value: string; onChange(v: string): void }) {
  const { min, max } = validThroughBounds(day);
  return <TextField label="Valid through" name="validThrough" type="date" min={min} max={max} value={value} onChange={onChange} hint={VALID_THROUGH_HINT} />;
}
