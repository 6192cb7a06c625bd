// "Come back here after signing in": the target is kept under redirectAfterLogin (spec §3/§4)
// and consumed once by the login page.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { STORAGE_KEYS } from './auth-store';

/** Router state a guard hands to /login: the page to return to when no redirectAfterLogin is stored. */
export interface LoginState {
  from?: string;
  /** The server ended the session: /login says so. */
  sessionEnded?: boolean;
}

export function rememberRedirect(target: string) {
  localStorage.setItem(STORAGE_KEYS.redirectAfterLogin, target);
}

/** Reads and removes the stored target; only same-site paths are honoured. */
export function takeRedirectAfterLogin(): string | null {
  const target = localStorage.getItem(STORAGE_KEYS.redirectAfterLogin);
  localStorage.removeItem(STORAGE_KEYS.redirectAfterLogin);
  // A stored absolute URL or protocol-relative path could send the user off-site.
  if (!target || !target.startsWith('/') || target.startsWith('//')) return null;
  return target;
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
