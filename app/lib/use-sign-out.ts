// Signing out on purpose (Logout, inactivity, a changed password) and then going somewhere.
// Clearing the session re-renders the page still on screen before the router has moved on;
// while `isSigningOut()` (signing-out.ts) is true the route guards render nothing instead of bouncing that page
// to /login, so the user ends up where the sign-out meant to send them.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSession } from './auth-store';
import { legacyTokenMoved } from './legacy-token';
import { disablePush } from './push-client';
import { setSigningOut } from './signing-out';

const atMost = (ms: number, work: Promise<unknown>) => Promise.race([work.catch(() => undefined), new Promise((r) => setTimeout(r, ms))]);

/** Stops this device's pushes while the session still works; a slow network does not hold up the logout. */
function stopPush(): Promise<unknown> {
  return atMost(3000, disablePush());
}

/**
 * Ends this session on the server (docs/security.md, "Sign-out and sessions"), so a copy of its
 * token no longer works, and the server clears the cookie. Sent without the API client: after a
 * password change or a deletion the session is already refused, and that 401 must not read as
 * "your session has ended".
 */
function endOnServer(): Promise<unknown> {
  return atMost(
    3000,
    legacyTokenMoved().then(() => fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' })),
  );
}

export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(
    async (to: string, beforeLeaving?: () => void) => {
      setSigningOut(true);
      try {
        await stopPush();
        await endOnServer();
        clearSession();
        beforeLeaving?.();
        await navigate(to, { replace: true });
      } finally {
        setSigningOut(false);
      }
    },
    [navigate],
  );
}
