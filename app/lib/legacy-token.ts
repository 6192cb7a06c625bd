// Installs from before the session cookie kept the bearer token in localStorage, where any script
// in the page could read it. Before the first request of a page, a stored token is moved into the
// HttpOnly cookie (POST /api/auth/session-cookie) and removed, so someone signed in then stays
// signed in (docs/app.md, "Sign-in state in the browser"). A token lasts 30 days: a month after
// the cookie came no install holds one that works, and this module can go.
import { endSession, getAuth, LEGACY_TOKEN_KEY } from './auth-store';

let moved: Promise<void> | undefined;

/** Resolves once a stored token, if there was one, is in the cookie, found ended, or left for the next start (offline). */
export function legacyTokenMoved(): Promise<void> {
  moved ??= move();
  return moved;
}

async function move(): Promise<void> {
  const token = localStorage.getItem(LEGACY_TOKEN_KEY);
  if (!token) return;
  // Without a stored user nobody is signed in here: the token is only forgotten.
  if (!getAuth().user) return localStorage.removeItem(LEGACY_TOKEN_KEY);
  let res: Response;
  try {
    res = await fetch('/api/auth/session-cookie', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, credentials: 'same-origin' });
  } catch {
    // Offline: the token stays for the next start; the stored user and the offline copy with it.
    return;
  }
  if (res.ok || res.status === 401) localStorage.removeItem(LEGACY_TOKEN_KEY);
  // Ended meanwhile (expired, signed out elsewhere): signed out here too, told why on /login.
  if (res.status === 401) endSession();
}
