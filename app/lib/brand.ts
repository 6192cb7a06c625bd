// Dates in the operator's calendar (APP_TIMEZONE), as the pages show them.
import { DEFAULT_TIMEZONE } from '@shared/calendar';

/**
 * "Today" is the operator's calendar (contract §1 APP_TIMEZONE), not the browser's. The API does
 * not publish its setting, so the browser follows the server's default.
 */
export const APP_TIMEZONE = DEFAULT_TIMEZONE;

// ---------- dates in the operator's calendar ----------
// Worked out here, not with Intl: the first Intl formatter a page builds starts up ICU, 30 to 100 ms
// of main thread on a phone, and these run on the page subscribers open most (Predictions).
// brand.test.ts checks every result against Intl.

const HOUR = 3_600_000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The day of `month` (0-11) in `year` that is its `nth` Sunday. */
function nthSunday(year: number, month: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (nth - 1);
}

/**
 * The instant's wall clock in APP_TIMEZONE (New York), as a Date to read with getUTC*. US daylight
 * saving time since 2007: from the second Sunday of March, 2:00 local (07:00 UTC), to the first
 * Sunday of November, 2:00 local (06:00 UTC).
 */
function wallClock(ms: number): Date {
  const year = new Date(ms).getUTCFullYear();
  const start = Date.UTC(year, 2, nthSunday(year, 2, 2), 7);
  const end = Date.UTC(year, 10, nthSunday(year, 10, 1), 6);
  return new Date(ms + (ms >= start && ms < end ? -4 : -5) * HOUR);
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const calendarDay = (d: Date) => `${String(d.getUTCFullYear()).padStart(4, '0')}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
/** "March 14, 2025" from a Date read with getUTC*. */
const longDate = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;

/** Today's calendar day YYYY-MM-DD in APP_TIMEZONE. */
export function todayDay(now = Date.now()): string {
  return calendarDay(wallClock(now));
}

/** The calendar day YYYY-MM-DD an ISO instant falls on in APP_TIMEZONE. */
export function dayOfInstant(iso: string): string {
  return calendarDay(wallClock(Date.parse(iso)));
}

/** "March 14, 2025" for an ISO instant, in APP_TIMEZONE. */
export function formatDate(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : longDate(wallClock(ms));
}

/** "Friday, March 14, 2025" for a calendar day YYYY-MM-DD. */
export function formatDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : `${WEEKDAYS[d.getUTCDay()]}, ${longDate(d)}`;
}

/** "2:05 PM" for an ISO instant, in APP_TIMEZONE. */
export function formatTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const d = wallClock(ms);
  const h = d.getUTCHours();
  return `${h % 12 || 12}:${pad2(d.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An en-US date and time formatter for these options, made once: toLocale*String with options
 * builds a new one per call, and one with a time zone costs about 30 ms to build on a phone.
 */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat('en-US', options)));
  return format;
}
