// Inactivity logout (docs/app.md, "Timers"): an hour without mouse, key, scroll, click or touch
// signs the user out. The deadline is checked against the wall clock, so a laptop that slept past
// it logs out as soon as it wakes, even though its timers were paused.
import { useEffect } from 'react';
import { isLoggedIn, useAuth } from './auth-store';
import { INACTIVITY_EVENTS, INACTIVITY_MESSAGE, INACTIVITY_TIMEOUT_MS } from './constants';
import { useSignOut } from './use-sign-out';

export function useInactivityLogout() {
  const auth = useAuth();
  const signOut = useSignOut();
  const loggedIn = isLoggedIn(auth);

  useEffect(() => {
    if (!loggedIn) return;
    let lastActivity = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const expire = () => {
      cleanup();
      void signOut('/login', () => window.alert(INACTIVITY_MESSAGE));
    };
    const check = () => {
      const idle = Date.now() - lastActivity;
      if (idle >= INACTIVITY_TIMEOUT_MS) expire();
      else arm(INACTIVITY_TIMEOUT_MS - idle);
    };
    const arm = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(check, ms);
    };
    // Activity only moves the deadline; the pending timer re-arms itself when it fires early.
    const onActivity = () => {
      lastActivity = Date.now();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    function cleanup() {
      clearTimeout(timer);
      INACTIVITY_EVENTS.forEach((ev) => window.removeEventListener(ev, onActivity));
      document.removeEventListener('visibilitychange', onVisible);
    }

    INACTIVITY_EVENTS.forEach((ev) => window.addEventListener(ev, onActivity, { passive: true }));
    document.addEventListener('visibilitychange', onVisible);
    arm(INACTIVITY_TIMEOUT_MS);
    return cleanup;
  }, [loggedIn, signOut]);
}
