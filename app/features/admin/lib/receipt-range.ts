// The receipts page's range of days (APP_TIMEZONE calendar days, both ends included, either
// may be open), which the three receipt calls share.
import { addDays } from '@shared/calendar';

export interface DayRange {
  from?: string;
  to?: string;
}

export type RangePreset = 'this-month' | 'last-month' | 'last-30-days' | 'all';

export const RANGE_PRESETS: { id: RangePreset; label: string }[] = [
  { id: 'this-month', label: 'This month' },
  { id: 'last-month', label: 'Last month' },
  { id: 'last-30-days', label: 'Last 30 days' },
  { id: 'all', label: 'All time' },
];

/** The range a preset names, counted from `today` (YYYY-MM-DD in the operator's zone). */
export function presetRange(preset: RangePreset, today: string): DayRange {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'this-month':
      return { from: monthStart, to: today };
    case 'last-month': {
      const lastDay = addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
    case 'last-30-days':
      return { from: addDays(today, -29), to: today };
    case 'all':
      return {};
  }
}

/** What the form would send that the server refuses, in its words; null when the range is fine. */
export function rangeProblem(range: DayRange): string | null {
  if (range.from && range.to && range.from > range.to) return 'The start date (from) must not be after the end date (to).';
  return null;
}
