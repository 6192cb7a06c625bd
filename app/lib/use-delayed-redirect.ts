// A redirect that waits a moment so a form's success message can be read (the server's own
// sentence for a failure is api-client.ts's serverMessage).
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_DELAY_MS } from './constants';
import { useSignOut } from './use-sign-out';

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
