// "Ask the server, keep the answer, fall back to the device's copy, say how old it is": the one way
// a page's loader reads data that must stay readable offline (docs/app.md, "Predictions and the
// archive"). The server's answer is kept on the device (offline-store.ts, once the page has
// painted); when the server cannot be reached the read answers that copy instead, and when it was
// saved. A saved copy may show while the server is asked (`saved`, for <Loaded pending>); the
// server's answer then replaces it. Pages never touch the copies themselves.
import { getAuth } from './auth-store';
import { isOffline } from './offline-owner';
import { loadCopy, saveCopy } from './offline-store';
import type { CopyOwner, OfflineOwner, SavedCopy } from './offline-types';

/** A copy on the device: its name and who keeps one. */
export interface KeptCopy {
  /** The copy's name on the device, one per kind of answer ('predictions', 'latest-results'). */
  key: string;
  /**
   * Who keeps a copy. A function: the signed-in user, while it says yes (asked when saving and
   * again when reading, so a membership that ended hides the copy); the copy is theirs alone.
   * 'public': data anyone may read, kept for whoever uses the device, signed in or not.
   * Default: every signed-in user. Every copy leaves the device on sign-out.
   */
  keep?: ((user: OfflineOwner) => boolean) | 'public';
}

export interface KeptReadOptions<T> extends KeptCopy {
  /** Asks the server; `signal` is the loader's (leaving the page cancels it). */
  fetch: (signal: AbortSignal) => Promise<T>;
  /** The loader's `request.signal`. */
  signal: AbortSignal;
  /** Show the device's copy while the server is asked (default), or only once it failed. */
  savedFirst?: boolean;
  /**
   * Which failures answer the copy: 'offline' (default: only when the server could not be
   * reached; an answer that refuses, a 401 or a 500, is the read's failure) or 'any'.
   */
  fallback?: 'offline' | 'any';
}

/** What a page shows: the data and where it came from. */
export interface Kept<T> {
  /** The server's answer, or the device's copy (fromDevice). */
  value: T;
  /** `value` is the device's copy: shown while the server is asked, or because it failed. */
  fromDevice: boolean;
  /** When the copy on show was saved; null for the server's answer. */
  savedAt: string | null;
  /** The server could not be reached (the copy stands in for its answer). */
  offline: boolean;
  /** The failure the copy stands in for; null while the server is asked or once it answered. */
  error: unknown;
}

/**
 * The read: the server's answer, else (as `fallback` says) the device's copy; it fails as the
 * server did when there is no copy to answer. `saved`: the copy to show while it is under way
 * (null: none, or the page shows none first); it never fails.
 */
export type KeptRead<T> = Promise<Kept<T>> & { saved: Promise<Kept<T> | null> };

/** No copy is kept (not signed in, or the rule says no). */
const NOBODY = undefined;

/** Whose copy it is for the user signed in now, by the copy's rule. */
function ownerOf({ keep }: KeptCopy): CopyOwner | typeof NOBODY {
  if (keep === 'public') return null;
  const user = getAuth().user;
  if (!user?._id || !user.role) return NOBODY;
  const owner: OfflineOwner = { _id: user._id, role: user.role, subscriptionExpiresAt: user.subscriptionExpiresAt ?? null };
  if (keep && !keep(owner)) return NOBODY;
  return owner._id;
}

const fromDevice = <T>(copy: SavedCopy<T>, error: unknown): Kept<T> => ({
  value: copy.value,
  fromDevice: true,
  savedAt: copy.savedAt,
  offline: error !== null && isOffline(error),
  error,
});

/** Inside a loader: reads through the server, keeping its answer on the device for offline. */
export function keptRead<T>(options: KeptReadOptions<T>): KeptRead<T> {
  const { key, signal, savedFirst = true, fallback = 'offline' } = options;
  const owner = ownerOf(options);
  const stored = owner !== NOBODY && savedFirst ? loadCopy<T>(key, owner) : null;
  const answer = options.fetch(signal).then(
    (value): Kept<T> => {
      if (owner !== NOBODY && value !== null && value !== undefined) void saveCopy(key, owner, value).catch(() => undefined);
      return { value, fromDevice: false, savedAt: null, offline: false, error: null };
    },
    async (error: unknown): Promise<Kept<T>> => {
      // Left or read again: nobody shows this answer.
      if (signal.aborted) throw error;
      // The server answered, refusing: a copy is no stand-in for that answer.
      if (owner === NOBODY || (fallback === 'offline' && !isOffline(error))) throw error;
      const copy = await (stored ?? loadCopy<T>(key, owner));
      if (!copy) throw error;
      return fromDevice(copy, error);
    },
  );
  const saved = (stored ?? Promise.resolve(null)).then((copy) => (copy ? fromDevice(copy, null) : null));
  return Object.assign(answer, { saved });
}

/**
 * Keeps `value` as the copy (a page that grows its first answer, the archive's next page): for
 * the user signed in now, by the copy's rule.
 */
export function keepCopy(copy: KeptCopy, value: unknown): Promise<void> {
  const owner = ownerOf(copy);
  if (owner === NOBODY) return Promise.resolve();
  return saveCopy(copy.key, owner, value).catch(() => undefined);
}

/** When the copy kept for the user signed in now was saved, or null. */
export async function savedAtOf(copy: KeptCopy): Promise<string | null> {
  const owner = ownerOf(copy);
  if (owner === NOBODY) return null;
  return (await loadCopy(copy.key, owner))?.savedAt ?? null;
}
