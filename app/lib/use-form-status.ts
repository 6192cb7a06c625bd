// What the forms share: the server's own sentence when it sent one, otherwise the screen's
// fallback (docs/app.md, "Error messages"), and a redirect that waits a moment so the success
// message can be read.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from './api-client';
import { REDIRECT_DELAY_MS } from './constants';
import { useSignOut } from './use-sign-out';

/** The server's `msg`/`message` if the failure came with one, else `fallback`. */
export function serverMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.body && typeof err.body === 'object') {
    const body = err.body as { msg?: unknown; message?: unknown };
    if (typeof body.msg === 'string' && body.msg) return body.msg;
    if (typeof body.message === 'string' && body.message) return body.message;
  }
  return fallback;
}

/** `later(path, {signOut})` navigates (signing out first if asked) after REDIRECT_DELAY_MS,
 *  unless the user has left the page by then. */
export function useDelayedRedirect() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (path: string, opts: { signOut?: boolean } = {}) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void (opts.signOut ? signOut(path) : navigate(path)), REDIRECT_DELAY_MS);
  };
}
