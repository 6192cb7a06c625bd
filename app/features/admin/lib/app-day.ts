// Dates as the operator sees them. "Today", prediction dates and subscription ends follow the
// operator's calendar (contract §1 APP_TIMEZONE, America/New_York by default), never the
// browser's zone: an admin travelling abroad must still see New York's "today".
import { APP_TIMEZONE, dateTimeFormat } from '../../../lib/brand';

function parse(instant: string | null | undefined): Date | null {
  if (!instant) return null;
  const d = new Date(instant);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** An instant's calendar day in the operator's zone, e.g. "Jan 5, 2026"; '' when missing or invalid. */
export function formatInstantDay(instant: string | null | undefined, timeZone: string = APP_TIMEZONE): string {
  const d = parse(instant);
  return d ? dateTimeFormat({ timeZone, year: 'numeric', month: 'short', day: 'numeric' }).format(d) : '';
}

/** An instant's clock time in the operator's zone with the zone named, e.g. "3:04:05 PM EST". */
export function formatInstantTime(instant: string | null | undefined, timeZone: string = APP_TIMEZONE): string {
  const d = parse(instant);
  return d ? dateTimeFormat({ timeZone, hour: 'numeric', minute: '2-digit', second: '2-digit', timeZoneName: 'short' }).format(d) : '';
}

/**
 * A calendar day (YYYY-MM-DD, already in the operator's zone) shown as "Jan 5, 2026".
 * Formatted in UTC on purpose: the day is not an instant, so no zone may shift it.
 */
export function formatCalendarDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return dateTimeFormat({ timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }).format(d);
}
