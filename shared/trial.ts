// The free trial's length (TRIAL_DAYS, docs/runtime.md, "Settings") and the words that name it,
// for the server (the grant, its e-mails and answers) and the web app (which reads the length from
// the page the server serves, <meta name="app-trial-days">, as it reads the operator's time zone).

export const DEFAULT_TRIAL_DAYS = 3;
export const TRIAL_DAYS_MIN = 1;
export const TRIAL_DAYS_MAX = 30;

export { TRIAL_DAYS_META } from './page-settings';

/** The length a setting or a page names, if it is a whole number of days from 1 to 30; else null. */
export function trialDaysOf(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,2}$/.test(value.trim())) return null;
  const days = Number(value.trim());
  return days >= TRIAL_DAYS_MIN && days <= TRIAL_DAYS_MAX ? days : null;
}

/**
 * What the trial is said to be worth: $15 a day, the original offer's "$45" for its 3 days
 * (docs/product.md, "The free trial"), below the cheapest day pass ($20) so a paid day is never
 * worth less than a free one.
 */
export const TRIAL_VALUE_CENTS_PER_DAY = 1500;
export const trialValueCents = (days: number): number => days * TRIAL_VALUE_CENTS_PER_DAY;

/** "3-day", as in "the free 3-day membership". */
export const trialLength = (days: number): string => `${days}-day`;
