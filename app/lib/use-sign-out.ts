// Signing out on purpose (Logout, inactivity, a changed password) and then going somewhere.
// Clearing the session re-renders the page still on screen before the router has moved on;
// while `isSigningOut()` is true the route guards render nothing instead of bouncing that page
// to /login, so the user ends up where the sign-out meant to send them.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSession } from './auth-store';
import { disablePush } from './push-client';

/** Stops this device's pushes while the token still works; a slow network does not hold up the logout. */
function stopPush(): Promise<unknown> {
  return Promise.race([disablePush().catch(() => undefined), new Promise((r) => setTimeout(r, 3000))]);
}

let signingOut = false;

export function isSigningOut(): boolean {
  return signingOut;
}

export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(
    async (to: string, beforeLeaving?: () => void) => {
      signingOut = true;
      try {
        await stopPush();
        clearSession();
        beforeLeaving?.();
        await navigate(to, { replace: true });
      } finally {
        signingOut = false;
      }
    },
    [navigate],
  );
}
