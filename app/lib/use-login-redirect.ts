// "Come back here after signing in" (redirectAfterLogin, docs/app.md,
// "Sign-in state in the browser"), as a person expects it: the page a guard sent them from comes
// first; a target stored by Choose Plan or the free trial counts only for an hour (a choice left on
// a shared browser must not hijack a sign-in days later), and a checkout is never pressed on
// someone whose membership already runs.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PlanDto } from '@shared/plan-words';
import { formatMoney } from '@shared/money-format';
import { membershipEnd } from '@shared/roles';
import type { UserDto } from '@shared/users';
import { STORAGE_KEYS } from './auth-store';

/** A stored target older than this is forgotten. */
export const REDIRECT_MAX_AGE_MS = 60 * 60 * 1000;

/** Router state a guard hands to /login: the page to return to. */
export interface LoginState {
  from?: string;
  /** The server ended the session: /login says so. */
  sessionEnded?: boolean;
  /** An admin page sent a signed-out visitor: /login says why. */
  adminOnly?: boolean;
}

interface StoredRedirect {
  path: string;
  /** When it was chosen (ms). */
  at: number;
}

/** Only same-site paths: a stored absolute URL or protocol-relative path could send the user off-site. */
const sameSite = (path: unknown): path is string => typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');

export function rememberRedirect(target: string, now = Date.now()) {
  const stored: StoredRedirect = { path: target, at: now };
  localStorage.setItem(STORAGE_KEYS.redirectAfterLogin, JSON.stringify(stored));
}

/**
 * The stored target while it is fresh, without removing it; null when none, stale, or written by
 * an older version of the app (a bare path, whose age is unknown).
 */
export function pendingRedirect(now = Date.now()): string | null {
  let stored: Partial<StoredRedirect> | null = null;
  try {
    stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.redirectAfterLogin) ?? 'null');
  } catch {
    return null;
  }
  if (!stored || !sameSite(stored.path) || typeof stored.at !== 'number') return null;
  const age = now - stored.at;
  return age >= 0 && age <= REDIRECT_MAX_AGE_MS ? stored.path : null;
}

/** The plan of a stored checkout target ("/payment?plan=daily") among those on sale, or null. */
function checkoutPlanOf(target: string | null, plans: PlanDto[]) {
  if (!target?.startsWith('/payment?')) return null;
  const id = new URLSearchParams(target.slice('/payment?'.length)).get('plan');
  return plans.find((p) => p.id === id) ?? null;
}

/** What /login says under its heading: where signing in will lead, when that is a checkout of a plan on sale. */
export function pendingCheckoutText(plans: PlanDto[], target: string | null): string | null {
  const plan = checkoutPlanOf(target, plans);
  return plan && `Sign in to continue to checkout: ${plan.name} plan, ${formatMoney(plan.amountCents)}.`;
}

/**
 * Where a sign-in of `user` leads, and the stored target is used up either way: the page a guard
 * sent them from, else a fresh stored target (not a checkout for a running member or an admin),
 * else /predictions.
 */
export function targetAfterSignIn(user: UserDto, from: string | undefined, now = Date.now()): string {
  const stored = pendingRedirect(now);
  localStorage.removeItem(STORAGE_KEYS.redirectAfterLogin);
  if (sameSite(from)) return from;
  const covered = user.role === 'admin' || membershipEnd(user, now) !== null;
  if (stored && !(covered && stored.startsWith('/payment?'))) return stored;
  return '/predictions';
}

/** Stores `target` and sends the user to /login. */
export function useLoginRedirect() {
  const navigate = useNavigate();
  return useCallback(
    (target: string) => {
      rememberRedirect(target);
      navigate('/login');
    },
    [navigate],
  );
}
