// "Fetch, keep, fall back to the device's copy, say how old it is": the one way a page reads data
// that must stay readable offline (docs/app.md, "Predictions and the archive"). The server's answer is
// kept on the device (offline-store.ts, after the page has painted); when the server cannot be
// reached the page shows that copy instead and when it was saved. A page that reads offline calls
// this hook and renders what it answers; it never touches the copies itself.
import { startTransition, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useAuth } from './auth-store';
import { isOffline, useOfflineOwner, useOnlineTick } from './offline-owner';
import { loadCopy, saveCopy } from './offline-store';
import type { CopyOwner, OfflineOwner, SavedCopy } from './offline-types';

export interface OfflineDataOptions<T> {
  /** The copy's name on the device, one per kind of answer ('predictions', 'latest-results'). */
  key: string;
  /** Asks the server; `signal` aborts when the page leaves, reloads or asks for more. */
  fetch: (signal: AbortSignal) => Promise<T>;
  /**
   * Who keeps a copy. A function: the signed-in user, while it says yes (asked when saving and
   * again when reading, so a membership that ended hides the copy); the copy is theirs alone.
   * 'public': data anyone may read, kept for whoever uses the device, signed in or not.
   * Default: every signed-in user. Every copy leaves the device on sign-out.
   */
  keep?: ((user: OfflineOwner) => boolean) | 'public';
  /** Show the device's copy while the server is asked (default), or only once it failed. */
  savedFirst?: boolean;
  /**
   * Which failures show the copy: 'offline' (default: only when the server could not be reached;
   * an answer that refuses, a 401 or a 500, drops a copy shown meanwhile) or 'any'.
   */
  fallback?: 'offline' | 'any';
  /** Values the request depends on beyond `key` (a filter): a change asks again. */
  deps?: readonly unknown[];
}

/** What a page shows: the data and where it came from. */
interface Shown<T> {
  /** The server's latest answer, or the device's copy (fromDevice); undefined before either. */
  data: T | undefined;
  /** A request is on its way. */
  loading: boolean;
  /** The last request's failure; null once the server answered. */
  error: unknown;
  /** The last request failed because the server could not be reached. */
  offline: boolean;
  /** `data` is the device's copy: shown while the server was asked, or because it failed. */
  fromDevice: boolean;
  /** When the copy on show was saved; after a failure with no copy on the device, null. */
  savedAt: string | null;
}

export interface OfflineData<T> extends Shown<T> {
  /** Asks the server again. */
  reload(): void;
  /**
   * Asks for more (the next page) and keeps the whole: `fetchMore` answers the new whole, built
   * from the data on show. A failure keeps the data on show and says why, as a first request's.
   */
  more(fetchMore: (signal: AbortSignal) => Promise<T>): void;
}

const START: Shown<never> = { data: undefined, loading: true, error: null, offline: false, fromDevice: false, savedAt: null };

/** No copy is kept (not signed in, or the rule says no). */
const NOBODY = undefined;

function ownerOf<T>(keep: OfflineDataOptions<T>['keep'], user: OfflineOwner | null): CopyOwner | typeof NOBODY {
  if (keep === 'public') return null;
  if (!user || (keep && !keep(user))) return NOBODY;
  return user._id;
}

export function useOfflineData<T>(options: OfflineDataOptions<T>): OfflineData<T> {
  const { key, savedFirst = true, fallback = 'offline', deps = [] } = options;
  const owner = ownerOf(options.keep, useOfflineOwner(useAuth().user));
  const online = useOnlineTick();
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<Shown<T>>(START);
  // Another key or another user: nothing of the last one stays on show.
  const identity = `${key}\u0000${owner === NOBODY ? '' : String(owner)}`;
  const [shownFor, setShownFor] = useState(identity);
  if (shownFor !== identity) {
    setShownFor(identity);
    setShown(START);
  }
  const running = useRef<AbortController | null>(null);

  const ask = useCallback(
    (request: (signal: AbortSignal) => Promise<T>, first: boolean) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const { signal } = controller;
      let answered = false;
      setShown((s) => (s.loading ? s : { ...s, loading: true }));
      const stored = owner !== NOBODY && first && savedFirst ? loadCopy<T>(key, owner) : null;
      void stored?.then((copy) => {
        if (!copy || answered || signal.aborted) return;
        setShown((s) => (s.data === undefined || s.fromDevice ? { ...s, data: copy.value, fromDevice: true, savedAt: copy.savedAt } : s));
      });
      request(signal).then(
        (data) => {
          answered = true;
          if (signal.aborted) return;
          // Rendered in slices, so the page stays responsive while a long list appears.
          startTransition(() => setShown({ data, loading: false, error: null, offline: false, fromDevice: false, savedAt: null }));
          if (owner !== NOBODY && data !== null && data !== undefined) void saveCopy(key, owner, data).catch(() => undefined);
        },
        async (error: unknown) => {
          answered = true;
          if (signal.aborted) return;
          const offline = isOffline(error);
          if (!offline && fallback === 'offline') {
            // The server answered, refusing: a copy is no stand-in for that answer.
            setShown((s) => ({ data: s.fromDevice ? undefined : s.data, loading: false, error, offline, fromDevice: false, savedAt: null }));
            return;
          }
          const copy: SavedCopy<T> | null = owner === NOBODY ? null : await (stored ?? loadCopy<T>(key, owner));
          if (signal.aborted) return;
          setShown((s) =>
            first && copy
              ? { data: copy.value, loading: false, error, offline, fromDevice: true, savedAt: copy.savedAt }
              : { ...s, loading: false, error, offline, savedAt: copy?.savedAt ?? null },
          );
        },
      );
    },
    [key, owner, savedFirst, fallback],
  );

  const fetchFirst = useEffectEvent((signal: AbortSignal) => options.fetch(signal));
  useEffect(() => {
    ask(fetchFirst, true);
    return () => running.current?.abort();
    // `deps` are the caller's: what its request reads besides the key.
  }, [ask, online, attempt, ...deps]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const more = useCallback((fetchMore: (signal: AbortSignal) => Promise<T>) => ask(fetchMore, false), [ask]);
  return { ...shown, reload, more };
}
