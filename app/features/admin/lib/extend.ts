// "Extend by N days" (docs/product.md, "The operator's console"): the server sets the end to
// max(now, current end) + days. The dialog shows that end before the admin confirms, computed by
// the same rule.
import { EXTEND_DAYS_MAX } from '@shared/users';

const DAY_MS = 86_400_000;

export const EXTEND_PRESETS = [1, 3, 7, 30] as const;

export function extendedEnd(currentEnd: string | null, days: number, now = Date.now()): number {
  const end = currentEnd ? Date.parse(currentEnd) : NaN;
  return Math.max(now, Number.isNaN(end) ? now : end) + days * DAY_MS;
}

/** The typed number of days, or the server's own sentence for what it would refuse. */
export function parseDays(text: string): { days: number } | { problem: string } {
  const days = /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!Number.isInteger(days) || days < 1 || days > EXTEND_DAYS_MAX) return { problem: `Days must be a whole number from 1 to ${EXTEND_DAYS_MAX}.` };
  return { days };
}
