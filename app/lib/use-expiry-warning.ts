// The expiry toast (docs/app.md, "Timers"): a subscriber with 3 or fewer days left sees it at most
// once every 12 hours; it hides itself after 10 s. "Today" is the operator's calendar. A member
// whose renewing membership has not been cancelled is not ending: no toast (the renewal notice
// tells them what comes); a cancelled one is reminded of the end.
import { useCallback, useEffect, useState } from 'react';
import { answer, client, requestOptions } from './api-client';
import { STORAGE_KEYS, useAuth } from './auth-store';
import { EXPIRY_WARNING_AUTOHIDE_MS, EXPIRY_WARNING_DAYS, EXPIRY_WARNING_REPEAT_MS } from './constants';
import { dayOfInstant, formatDate, todayDay } from './dates';

export interface ExpiryWarning {
  endsToday: boolean;
  name: string;
  date: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts the warning as shown now: also after the free trial starts, whose 3 days would otherwise warn at once. */
export function markShown() {
  localStorage.setItem(STORAGE_KEYS.lastExpiryWarningShown, String(Date.now()));
}

function recentlyShown(now: number): boolean {
  const last = Number(localStorage.getItem(STORAGE_KEYS.lastExpiryWarningShown));
  return Number.isFinite(last) && last > 0 && now - last < EXPIRY_WARNING_REPEAT_MS;
}

export function useExpiryWarning() {
  const { user } = useAuth();
  const [warning, setWarning] = useState<ExpiryWarning | null>(null);
  const expiresAt = user?.role === 'subscriber' ? user.subscriptionExpiresAt : null;
  const name = user?.username ?? '';

  useEffect(() => {
    if (!expiresAt) {
      setWarning(null);
      return;
    }
    const now = Date.now();
    const left = Date.parse(expiresAt) - now;
    if (!(left > 0 && left <= EXPIRY_WARNING_DAYS * DAY_MS) || recentlyShown(now)) return;
    const controller = new AbortController();
    answer(client.account.membership.$get(undefined, requestOptions({ signal: controller.signal })))
      .then((membership) => {
        if (controller.signal.aborted || (membership.renews && !membership.cancelAtPeriodEnd)) return;
        setWarning({ endsToday: dayOfInstant(expiresAt) === todayDay(now), name, date: formatDate(expiresAt) });
        // Counting it as shown now keeps a reload from showing it again within 12 hours.
        markShown();
      })
      // Unknown whether it renews (offline): say nothing rather than "ends"; the next visit asks again.
      .catch(() => {});
    return () => controller.abort();
  }, [expiresAt, name]);

  useEffect(() => {
    if (!warning) return;
    const timer = setTimeout(() => setWarning(null), EXPIRY_WARNING_AUTOHIDE_MS);
    return () => clearTimeout(timer);
  }, [warning]);

  const dismiss = useCallback(() => {
    markShown();
    setWarning(null);
  }, []);

  return { warning, dismiss };
}
