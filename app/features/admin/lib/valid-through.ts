// The scoring window a form offers for a batch (contract §10): from the batch's day to
// MAX_VALID_DAYS after it. The server checks the same range and says what is wrong.
import { MAX_VALID_DAYS, lastValidDay } from '@shared/hits';

export function validThroughBounds(day: string): { min: string; max: string } {
  return { min: day, max: lastValidDay(day) };
}

export const VALID_THROUGH_HINT = `The last day whose draws count for these numbers: the batch's day or up to ${MAX_VALID_DAYS} days after it.`;
