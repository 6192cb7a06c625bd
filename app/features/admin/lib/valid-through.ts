// The scoring window a form offers for a batch (docs/product.md, "Hits and the track record"): from
// the batch's day to MAX_VALID_DAYS after it. The server checks the same range and says what is
// wrong. A set is checked only against draws after it is published: once the day's last draw of all
// seven states is over, a set valid through today can never hit. The sharing form then
// starts Valid through at tomorrow, which is what an operator publishing late at night means (the
// numbers are for the next draws), says why, and warns about any day left without a draw.
import { addDays, iso } from '@shared/calendar';
import { MAX_VALID_DAYS, lastValidDay } from '@shared/hits';
import { DRAW_TIME_NAMES, STATES, hasDrawLeft, lastDrawOfDay, type StateInfo } from '@shared/results';
import { appTimeZone, formatMonthDay, formatTime } from '../../../lib/dates';

export function validThroughBounds(day: string): { min: string; max: string } {
  return { min: day, max: lastValidDay(day) };
}

export const VALID_THROUGH_HINT = `The last day whose draws count for these numbers: the batch's day or up to ${MAX_VALID_DAYS} days after it.`;

/** Valid through as a set published `now` and dated `day` starts: its day, or the next once that day's draws are over. */
export function defaultValidThrough(day: string, now = Date.now(), timeZone = appTimeZone()): string {
  return hasDrawLeft(day, now, timeZone) ? day : addDays(day, 1);
}

/** "Georgia Night at 11:34 PM": the day's last draw, on the operator's clock. */
function lastDrawText(day: string, timeZone: string): string {
  const last = lastDrawOfDay(day, timeZone);
  if (!last) return '';
  const state: StateInfo = STATES[last.state];
  return `${state.name} ${state.draws[last.drawTime]?.localName ?? DRAW_TIME_NAMES[last.drawTime]} at ${formatTime(iso(last.at), timeZone)}`;
}

/**
 * What the form says under Valid through for a set dated `day` and valid through `value`: a
 * warning when no draw is left in the window (the set could never hit), the reason when the
 * default moved to the next day, else nothing.
 */
export function validThroughNote(day: string, value: string, now = Date.now(), timeZone = appTimeZone()): { kind: 'error' | 'info'; text: string } | null {
  if (!hasDrawLeft(value, now, timeZone)) {
    return {
      kind: 'error',
      text: `No draw is left before the end of ${formatMonthDay(value)} (the last was ${lastDrawText(value, timeZone)}): numbers valid through that day can never hit. Choose a later day.`,
    };
  }
  if (value === addDays(day, 1) && !hasDrawLeft(day, now, timeZone)) {
    return {
      kind: 'info',
      text: `Today's last draw (${lastDrawText(day, timeZone)}) is over, so Valid through starts at tomorrow, ${formatMonthDay(value)}: these numbers get its draws.`,
    };
  }
  return null;
}
