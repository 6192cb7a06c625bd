// The signed-in user as the browser keeps it (docs/app.md, "Sign-in state in the browser"). One
// module owns the keys; components subscribe through useAuth(). The session itself is an HttpOnly
// cookie the page's scripts cannot read (docs/security.md, "The session cookie"): what is kept
// here is only the user the pages show, never a token.
import { useSyncExternalStore } from 'react';
import type { UserDto } from '@shared/users';

export const STORAGE_KEYS = {
  user: 'user',
  subscriptionExpiresAt: 'subscriptionExpiresAt',
  redirectAfterLogin: 'redirectAfterLogin',
  lastExpiryWarningShown: 'lastExpiryWarningShown',
} as const;

/**
 * Announced on window whenever the stored user changes (docs/app.md,
 * "Sign-in state in the browser").
 */
export const USER_CHANGED_EVENT = 'user-changed';

/**
 * Where installs from before the session cookie kept the bearer token. It is moved into the cookie
 * and removed at start-up (legacy-token.ts); nothing writes it any more.
 */
export const LEGACY_TOKEN_KEY = 'token';

export interface AuthState {
  user: UserDto | null;
}

function read(): AuthState {
  let user: UserDto | null = null;
  try {
    user = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null');
  } catch {
    user = null;
  }
  return { user };
}

let state: AuthState = read();
const listeners = new Set<() => void>();

function emit() {
  state = read();
  listeners.forEach((l) => l());
  window.dispatchEvent(new Event(USER_CHANGED_EVENT));
}

// Another tab logging in or out changes this one too.
window.addEventListener('storage', (e) => {
  if (e.key === STORAGE_KEYS.user || e.key === null) {
    state = read();
    listeners.forEach((l) => l());
  }
});

export function getAuth(): AuthState {
  return state;
}

/** A sign-in: the server has set the session cookie; the browser keeps the user it answered. */
export function setSession(user: UserDto) {
  sessionEnded = false;
  writeUser(user);
  emit();
}

/**
 * Replaces the stored user (after /api/auth/me, a payment, a trial). The
 * same user again changes nothing: every page refreshes it on load, and telling subscribers
 * would re-render the whole app in one uninterruptible pass.
 */
export function storeUser(user: UserDto) {
  if (writeUser(user)) emit();
}

/** Stores the user; false if it was already stored exactly so. */
function writeUser(user: UserDto): boolean {
  const json = JSON.stringify(user);
  if (localStorage.getItem(STORAGE_KEYS.user) === json) return false;
  localStorage.setItem(STORAGE_KEYS.user, json);
  if (user.subscriptionExpiresAt) localStorage.setItem(STORAGE_KEYS.subscriptionExpiresAt, user.subscriptionExpiresAt);
  else localStorage.removeItem(STORAGE_KEYS.subscriptionExpiresAt);
  return true;
}

// /login says AUTH_MESSAGES.sessionEnded after the server ended the session (not a silent bounce).
let sessionEnded = false;

/** The server no longer accepts the session (expired, password changed elsewhere, account deleted). */
export function endSession() {
  sessionEnded = true;
  clearSession();
}

/** Whether the last session ended on the server's word rather than a sign-out; a new sign-in resets it. */
export function wasSessionEnded(): boolean {
  return sessionEnded;
}

export function forgetSessionEnded() {
  sessionEnded = false;
}

/**
 * Logout (docs/app.md, "Sign-in state in the browser"): the user goes (the server has cleared the
 * cookie, or refused it); the caller navigates.
 */
export function clearSession() {
  localStorage.removeItem(LEGACY_TOKEN_KEY);
  localStorage.removeItem(STORAGE_KEYS.user);
  localStorage.removeItem(STORAGE_KEYS.subscriptionExpiresAt);
  emit();
}

export function subscribeAuth(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeAuth, getAuth);
}

/**
 * Logged in means a stored user (docs/app.md, "Guards"): the cookie cannot be seen from here, and
 * a session the server has ended answers 401, which signs the browser out (api-fetch.ts).
 */
export function isLoggedIn(s: AuthState = state): s is { user: UserDto } {
  return !!s.user;
}
