// The signed-in user as the browser keeps it (docs/app.md, "Sign-in state in the browser"). One
// module owns the keys; components subscribe through useAuth().
import { useSyncExternalStore } from 'react';
import type { UserDto } from '@shared/users';

export const STORAGE_KEYS = {
  token: 'token',
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

export interface AuthState {
  user: UserDto | null;
  token: string | null;
}

function read(): AuthState {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  let user: UserDto | null = null;
  try {
    user = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null');
  } catch {
    user = null;
  }
  return { user, token };
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
  if (e.key === STORAGE_KEYS.user || e.key === STORAGE_KEYS.token || e.key === null) {
    state = read();
    listeners.forEach((l) => l());
  }
});

export function getAuth(): AuthState {
  return state;
}

export function setSession(user: UserDto, token: string) {
  sessionEnded = false;
  localStorage.setItem(STORAGE_KEYS.token, token);
  writeUser(user);
  emit();
}

/**
 * Replaces the stored user (after /api/auth/me, a payment, a trial) and keeps the token. The
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

/** The server no longer accepts the token (expired, password changed elsewhere, account deleted). */
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
 * Logout (docs/app.md, "Sign-in state in the browser"): user and token go; the caller navigates.
 */
export function clearSession() {
  localStorage.removeItem(STORAGE_KEYS.token);
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

/** Logged in means both a stored user and a token (docs/app.md, "Guards"). */
export function isLoggedIn(s: AuthState = state): s is { user: UserDto; token: string } {
  return !!s.user && !!s.token;
}
