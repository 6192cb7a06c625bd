// The referral link a visitor arrived with (docs/product.md, "Referrals"): its code is kept in this
// browser for REFERRAL_ARRIVAL_DAYS, and sign-up sends it; after that it no longer counts.
import { REFERRAL_ARRIVAL_DAYS } from '@shared/referral-words';

const KEY = 'referralArrival';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Keeps `?ref=` of the address the app was opened at, with when. */
export function rememberReferral(search: string, now = Date.now(), storage: Pick<Storage, 'setItem'> = localStorage): void {
  const code = new URLSearchParams(search).get('ref')?.trim();
  if (code && code.length <= 64) storage.setItem(KEY, JSON.stringify({ code, at: now }));
}

/** The code to send with a sign-up: one kept within the last REFERRAL_ARRIVAL_DAYS. */
export function referralToSend(now = Date.now(), storage: Pick<Storage, 'getItem'> = localStorage): string | undefined {
  try {
    const kept = JSON.parse(storage.getItem(KEY) ?? 'null') as { code?: unknown; at?: unknown } | null;
    if (typeof kept?.code !== 'string' || typeof kept.at !== 'number') return undefined;
    return now - kept.at <= REFERRAL_ARRIVAL_DAYS * DAY_MS ? kept.code : undefined;
  } catch {
    return undefined;
  }
}

/** Once an account was made with it. */
export function forgetReferral(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  storage.removeItem(KEY);
}
