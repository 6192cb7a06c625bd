// Calendar days in APP_TIMEZONE. "Today", prediction dates and "ends today" all mean the
// operator's calendar, not the server's or the browser's.

/** The operator's calendar unless APP_TIMEZONE says otherwise (docs/runtime.md, "Settings"). */
export const DEFAULT_TIMEZONE = 'America/New_York';

export { TIMEZONE_META } from './page-settings';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function parts(instant: number, timeZone: string) {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return out as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (YYYY-MM-DD) that `instant` falls on in `timeZone`. */
export function dayOf(instant: number, timeZone: string): string {
  const p = parts(instant, timeZone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Milliseconds that `timeZone` is ahead of UTC at `instant`. */
function offsetAt(instant: number, timeZone: string): number {
  const p = parts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of local midnight that starts `day` in `timeZone`. */
export function startOfDay(day: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number);
  const guess = Date.UTC(y, m - 1, d);
  // Two passes settle the offset even when midnight sits next to a DST change.
  let t = guess - offsetAt(guess, timeZone);
  t = guess - offsetAt(t, timeZone);
  return t;
}

/** The calendar day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/**
 * The last millisecond of `day` in `timeZone`: "ends on that day" (docs/api.md,
 * "JSON, ids and dates").
 */
export function endOfDay(day: string, timeZone: string): number {
  return startOfDay(addDays(day, 1), timeZone) - 1;
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
export function isoOrNull(ms: number | null | undefined): string | null {
  return ms == null ? null : new Date(ms).toISOString();
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
/** Milliseconds `timeZone` is ahead of UTC at `instant`, read from its "GMT-05:00" name (one cheap Intl call). */
function zoneOffset(instant: number, timeZone: string): number {
  let f = offsetFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, f);
  }
  const m = /GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(f.format(instant));
  if (!m?.[1]) return 0;
  return (m[1] === '-' ? -1 : 1) * ((Number(m[2]) * 60 + Number(m[3])) * 60 + Number(m[4] ?? 0)) * 1000;
}

/** The instant of the wall-clock time `time` ('HH:MM') on `day` in `timeZone`, whatever its DST rules. */
export function instantAt(day: string, time: string, timeZone: string): number {
  const [hh, mm] = time.split(':').map(Number);
  const wall = utcDay(day) + (hh * 60 + mm) * 60_000;
  // As in startOfDay: the second pass uses the offset in force at the instant itself.
  const t = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(t, timeZone);
}

/** Day of the week of a calendar day: 0 Sunday to 6 Saturday. */
export function weekdayOf(day: string): number {
  // Sakamoto's method, arithmetic alone: a results import asks for every line's day.
  const m = Number(day.slice(5, 7));
  const y = Number(day.slice(0, 4)) - (m < 3 ? 1 : 0);
  const w = y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + MONTH_OFFSETS[m - 1] + Number(day.slice(8, 10));
  return ((w % 7) + 7) % 7;
}
const MONTH_OFFSETS = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];

/** Midnight UTC starting a YYYY-MM-DD day (setUTCFullYear, unlike Date.UTC, keeps years below 100 as they are). */
function utcDay(day: string): number {
  return new Date(0).setUTCFullYear(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

/**
 * The days the product serves, in every date a request gives (docs/api.md, "JSON, ids and dates"):
 * none of the seven states drew a daily game before 1900, and a day's arithmetic (its last
 * instant, its week, a range's default start) stays within four-digit years, the only ones a day is
 * written in. Before it, a date reads back as another (Date.UTC takes year 50 for 1950); far after
 * it, a range's end is no instant at all.
 */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2999-12-31';

/** A real calendar day within FIRST_DAY..LAST_DAY. */
export function isServedDay(value: string): boolean {
  return isRealDay(value) && value >= FIRST_DAY && value <= LAST_DAY;
}

/** A calendar day, YYYY-MM-DD, that really exists. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export function isRealDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  // Arithmetic, not a Date: a results import checks this for every one of ~100,000 lines.
  const y = Number(value.slice(0, 4));
  const m = Number(value.slice(5, 7));
  const d = Number(value.slice(8, 10));
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return m >= 1 && m <= 12 && d >= 1 && d <= (m === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31);
}
