// Who the product says it is, in one place: names, contact details and the operator's calendar
// (dates are always read and shown in APP_TIMEZONE).
import { dayOf, DEFAULT_TIMEZONE } from '../../api/lib/dates';

export { PRODUCT_NAME } from '../../api/lib/brand';
export const PRODUCT_TAGLINE = 'VIP 3 & 4 digit lottery predictions';

/**
 * "Today" is the operator's calendar (contract §1 APP_TIMEZONE), not the browser's. The API does
 * not publish its setting, so the browser follows the server's default.
 */
export const APP_TIMEZONE = DEFAULT_TIMEZONE;

export const CONTACT = {
  email: 'support@lottopredict.com',
  phones: ['+1 (470) 555-0148', '+1 (615) 555-0192'],
  address: ['1200 Peachtree Street NE, Suite 400', 'Atlanta, GA 30309, United States'],
  hours: '24/7 live support',
} as const;

export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'X', href: 'https://x.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
] as const;

export const FOUNDER = {
  name: 'Marcus D. Whitfield',
  title: 'Founder & Chief Analyst',
} as const;

// ---------- dates in the operator's calendar ----------

export function todayDay(now = Date.now()): string {
  return dayOf(now, APP_TIMEZONE);
}

export function dayOfInstant(iso: string): string {
  return dayOf(Date.parse(iso), APP_TIMEZONE);
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

/** "March 14, 2025" for an ISO instant, in APP_TIMEZONE. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return dateTimeFormat({ timeZone: APP_TIMEZONE, year: 'numeric', month: 'long', day: 'numeric' }).format(d);
}

/** "Friday, March 14, 2025" for a calendar day YYYY-MM-DD (noon UTC keeps it on that day). */
export function formatDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return dateTimeFormat({ timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(d);
}

/** "2:05 PM" for an ISO instant, in APP_TIMEZONE. */
export function formatTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return dateTimeFormat({ timeZone: APP_TIMEZONE, hour: 'numeric', minute: '2-digit' }).format(d);
}
