// Which batch the sharing form preselects (not a fixed Evening;
// docs/app.md, "Admin pages"): the morning batch until noon on the operator's clock, the evening
// batch after. Noon because the states' midday draws start after it, so a batch typed before noon
// is still for them.
import type { TimeOfDay } from '@shared/predictions';
import { hourOf } from '../../../lib/dates';

export const MORNING_UNTIL_HOUR = 12;

export function defaultTimeOfDay(now = Date.now(), timeZone?: string): TimeOfDay {
  return hourOf(now, timeZone) < MORNING_UNTIL_HOUR ? 'Morning' : 'Evening';
}
