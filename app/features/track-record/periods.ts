// The track record's periods (the last 30 days, 90 days and year), as from..to days in
// the operator's calendar, today included.
import { addDays } from '@shared/calendar';

export const PERIODS = [
  { id: '30d', label: '30 days', heading: 'The last 30 days', days: 30 },
  { id: '90d', label: '90 days', heading: 'The last 90 days', days: 90 },
  { id: '1y', label: '1 year', heading: 'The last year', days: 365 },
] as const;
export type Period = (typeof PERIODS)[number];
export type PeriodId = Period['id'];

export function periodOf(id: string | null): Period {
  return PERIODS.find((p) => p.id === id) ?? PERIODS[0];
}

export function periodRange(period: Period, today: string): { from: string; to: string } {
  return { from: addDays(today, -(period.days - 1)), to: today };
}
