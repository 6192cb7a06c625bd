// Dates in the operator's calendar (APP_TIMEZONE, docs/runtime.md, "Settings"): the app's one date
// module. "Today", prediction days and subscription ends follow the zone the server names in the
// page it serves (<meta name="app-timezone">), never the browser's: an admin abroad still sees the
// operator's "today", and the pages agree with the server on it.
import { DAY_PATTERN, DEFAULT_TIMEZONE, TIMEZONE_META, dayOf, isValidTimeZone } from '@shared/calendar';

/** The zone a page names; the default when it names none (a page from before the meta) or an unknown one. */
export function timeZoneOf(doc: Pick<Document, 'querySelector'> | undefined): string {
  const named = doc?.querySelector<HTMLMetaElement>(`meta[name="${TIMEZONE_META}"]`)?.content;
  return named && isValidTimeZone(named) ? named : DEFAULT_TIMEZONE;
}

let appZone: string | undefined;

/**
 * The operator's zone, read on first use and kept: the server writes it into the page, so it
 * cannot change while the page lives. Checking the zone builds the page's first
 * Intl.DateTimeFormat, which costs tens of milliseconds on a phone: main.tsx has that done while
 * the opened page's code downloads and the main thread has nothing else to do.
 */
export function appTimeZone(): string {
  return (appZone ??= timeZoneOf(globalThis.document));
}

/** The zone as people say it: "New York" for America/New_York. */
export function zoneCity(timeZone = appTimeZone()): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An en-US formatter for these options, made once: building one with a time zone costs tens of
 * milliseconds on a phone, and toLocale*String with options builds a new one per call.
 */
function format(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat('en-US', options)));
  return f;
}

function instant(iso: string | null | undefined): number | null {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(ms) ? null : ms;
}

/**
 * A calendar day (YYYY-MM-DD, already the operator's) as the instant to format it from, read in
 * UTC: the day is not an instant, so no zone may shift it.
 */
function dayAsUtc(day: string): number | null {
  const ms = DAY_PATTERN.test(day) ? Date.parse(`${day}T12:00:00Z`) : NaN;
  return Number.isNaN(ms) ? null : ms;
}

/** Today's calendar day, YYYY-MM-DD, in the operator's zone. */
export function todayDay(now = Date.now(), timeZone = appTimeZone()): string {
  return dayOf(now, timeZone);
}

/** The calendar day, YYYY-MM-DD, an ISO instant falls on in the operator's zone; '' if it is none. */
export function dayOfInstant(iso: string, timeZone = appTimeZone()): string {
  const ms = instant(iso);
  return ms === null ? '' : dayOf(ms, timeZone);
}

/** "March 14, 2025" for an ISO instant; what is not one is shown as it came. */
export function formatDate(iso: string, timeZone = appTimeZone()): string {
  const ms = instant(iso);
  return ms === null ? iso : format({ timeZone, year: 'numeric', month: 'long', day: 'numeric' }).format(ms);
}

/** "June 22, 2026 at 12:00 PM": an instant in the operator's calendar, to the minute. */
export function formatMoment(iso: string): string {
  return `${formatDate(iso)} at ${formatTime(iso)}`;
}

/** "2:05 PM" for an ISO instant; '' if it is none. */
export function formatTime(iso: string, timeZone = appTimeZone()): string {
  const ms = instant(iso);
  return ms === null ? '' : format({ timeZone, hour: 'numeric', minute: '2-digit' }).format(ms);
}

/** "Jan 5, 2026" for an instant; '' when missing or invalid. */
export function formatInstantDay(iso: string | null | undefined, timeZone = appTimeZone()): string {
  const ms = instant(iso);
  return ms === null ? '' : format({ timeZone, year: 'numeric', month: 'short', day: 'numeric' }).format(ms);
}

/** "3:04:05 PM EST" for an instant, the zone named; '' when missing or invalid. */
export function formatInstantTime(iso: string | null | undefined, timeZone = appTimeZone()): string {
  const ms = instant(iso);
  return ms === null ? '' : format({ timeZone, hour: 'numeric', minute: '2-digit', second: '2-digit', timeZoneName: 'short' }).format(ms);
}

/** "Friday, March 14, 2025" for a calendar day YYYY-MM-DD; what is not one is shown as it came. */
export function formatDay(day: string): string {
  const ms = dayAsUtc(day);
  return ms === null ? day : format({ timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(ms);
}

/** "Tuesday, November 24" for a calendar day YYYY-MM-DD (a day of this week or last); what is not one is shown as it came. */
export function formatWeekdayDay(day: string): string {
  const ms = dayAsUtc(day);
  return ms === null ? day : format({ timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(ms);
}

/** "Jan 5, 2026" for a calendar day YYYY-MM-DD; what is not one is shown as it came. */
export function formatCalendarDay(day: string): string {
  const ms = dayAsUtc(day);
  return ms === null ? day : format({ timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }).format(ms);
}

/**
 * "10:00 CT" for an instant, on the clock of `timeZone` (a state's, for its draws): 24-hour as the
 * states' draw schedules (docs/product.md, "The draw table") are written, with the zone's generic
 * name, the same in summer and winter.
 */
export function formatClockIn(iso: string, timeZone: string): string {
  const ms = instant(iso);
  return ms === null ? '' : format({ timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'shortGeneric' }).format(ms);
}

/**
 * "Mon, Jun 15" for a calendar day YYYY-MM-DD of `today`'s year, "Tue, Jul 29, 2025" for one of
 * another: a draw's day, which may be years old when a state's results stopped coming; what is not
 * a day is shown as it came.
 */
export function formatShortDay(day: string, today = todayDay()): string {
  const ms = dayAsUtc(day);
  if (ms === null) return day;
  const year = day.slice(0, 4) === today.slice(0, 4) ? undefined : 'numeric';
  return format({ timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year }).format(ms);
}

/** The hour (0-23) an instant falls in, on the operator's clock. */
export function hourOf(now = Date.now(), timeZone = appTimeZone()): number {
  // hourCycle h23: en-US would otherwise say "24" for midnight.
  return Number(format({ timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now));
}

/** The first day (YYYY-MM-DD) of the month after `day`'s: when a monthly spending limit starts again. */
export function nextMonthStart(day: string): string {
  const [y, m] = day.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** "Nov 23" for a calendar day YYYY-MM-DD (hits and validity, read within weeks of the day); what is not one is shown as it came. */
export function formatMonthDay(day: string): string {
  const ms = dayAsUtc(day);
  return ms === null ? day : format({ timeZone: 'UTC', month: 'short', day: 'numeric' }).format(ms);
}
