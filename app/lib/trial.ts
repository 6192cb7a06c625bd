// The free trial's length (TRIAL_DAYS) as the server names it in the page it serves
// (<meta name="app-trial-days">, api/platform/http/static-site.ts), as the operator's time zone is read
// (dates.ts); the default where the page names none (the Vite dev server).
import { formatMoney } from '@shared/money-format';
import { DEFAULT_TRIAL_DAYS, TRIAL_DAYS_META, trialDaysOf, trialValueCents } from '@shared/trial';

/** The length a page names; the default when it names none or a bad one. */
export function trialDaysIn(doc: Pick<Document, 'querySelector'> | undefined): number {
  return trialDaysOf(doc?.querySelector<HTMLMetaElement>(`meta[name="${TRIAL_DAYS_META}"]`)?.content) ?? DEFAULT_TRIAL_DAYS;
}

let days: number | undefined;

/** The trial's length, read from the page on first use and kept: it cannot change while the page lives. */
export function trialDays(): number {
  return (days ??= trialDaysIn(globalThis.document));
}

/** The operator's words (app/content/) with the trial's length (`{days}`) and worth (`{value}`, "$45") filled in. */
export function withTrial(text: string, length = trialDays()): string {
  return text.replaceAll('{days}', String(length)).replaceAll('{value}', formatMoney(trialValueCents(length)));
}
