// The inbox's unread count, shared by the sidebar's badge and the pages that change it: the
// inbox sets it from each answer, so the badge drops as soon as a message is marked handled,
// without another request.
import { useEffect, useSyncExternalStore } from 'react';
import { getUnreadCount } from '../api/get-unread-count';

let count: number | null = null;
const listeners = new Set<() => void>();

export function setUnreadCount(next: number) {
  if (next === count) return;
  count = next;
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last known count (null until the first answer); asks the server once per mount. */
export function useUnreadCount(): number | null {
  useEffect(() => {
    getUnreadCount()
      .then((r) => typeof r?.count === 'number' && setUnreadCount(r.count))
      // The badge is a hint: without an answer it stays hidden, the inbox itself still works.
      .catch(() => undefined);
  }, []);
  return useSyncExternalStore(subscribe, () => count);
}
