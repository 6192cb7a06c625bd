// The draw dates a results file may write (docs/product.md, "Importing results files"): 2025-10-29,
// 10/29/2025, 10/29/25 (20YY), "Wednesday, Oct 29, 2025", "Oct 29, 2025", months and days with or
// without a leading zero. Month and weekday names may be short or long; a weekday that is not the
// date's own is refused, since one of the two is wrong and nothing says which.
import { isRealDay, weekdayOf } from './calendar';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]00:00(?::00(?:\.0+)?)?Z?)?$/;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/;
const NAMED = /^(?:([a-z]+)\.?,?\s+)?([a-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/i;

export const DATE_FORMS = '2025-10-29, 10/29/2025, 10/29/25 or Oct 29, 2025';

const quote = (v: string) => JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
export const DATE_MESSAGES = {
  notADate: (v: string) => `Draw date ${quote(v)} is not a date (e.g. ${DATE_FORMS}).`,
  weekday: (v: string, day: string) => `Draw date ${quote(v)}: ${day} is a ${capitalised(WEEKDAYS[weekdayOf(day)])}.`,
} as const;

function capitalised(v: string) {
  return v.charAt(0).toUpperCase() + v.slice(1);
}

function dayOf(y: string, m: number, d: number): string | undefined {
  const day = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return isRealDay(day) ? day : undefined;
}

/** The index of a name or its abbreviation of three letters or more ("Oct", "Sept", "Wed", "Thurs"). */
function namedIndex(names: readonly string[], name: string): number | undefined {
  const n = name.toLowerCase();
  if (n.length < 3) return undefined;
  const i = names.findIndex((full) => full.startsWith(n));
  return i < 0 ? undefined : i;
}

/** The draw date as YYYY-MM-DD, or the sentence saying why the text is not one. */
export function drawDateOf(v: string): { day: string } | { problem: string } {
  let m = US.exec(v);
  if (m) {
    const day = dayOf(m[3].length === 2 ? `20${m[3]}` : m[3], Number(m[1]), Number(m[2]));
    return day ? { day } : { problem: DATE_MESSAGES.notADate(v) };
  }
  m = ISO.exec(v);
  if (m) {
    const day = dayOf(m[1], Number(m[2]), Number(m[3]));
    return day ? { day } : { problem: DATE_MESSAGES.notADate(v) };
  }
  m = NAMED.exec(v);
  const month = m ? namedIndex(MONTHS, m[2]) : undefined;
  const day = m && month !== undefined ? dayOf(m[4], month + 1, Number(m[3])) : undefined;
  if (!m || !day) return { problem: DATE_MESSAGES.notADate(v) };
  if (m[1] !== undefined) {
    const weekday = namedIndex(WEEKDAYS, m[1]);
    if (weekday === undefined) return { problem: DATE_MESSAGES.notADate(v) };
    if (weekday !== weekdayOf(day)) return { problem: DATE_MESSAGES.weekday(v, day) };
  }
  return { day };
}

/** Whether the text is a draw date in one of the forms (a header's date column holds none). */
export const isDrawDate = (v: string) => 'day' in drawDateOf(v);
