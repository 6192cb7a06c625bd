import { useEffect, useMemo, useState } from 'react';
import type { UserDto } from '@shared/users';
import { ApiError } from '../../lib/api-client';
import type { OfflineOwner } from '../../lib/offline-store';

/** The signed-in user as the offline copy knows its owner; stable while the user is the same. */
export function useOfflineOwner(user: UserDto | null): OfflineOwner | null {
  const id = user?._id;
  const role = user?.role;
  const end = user?.subscriptionExpiresAt ?? null;
  return useMemo(() => (id && role ? { _id: id, role, subscriptionExpiresAt: end } : null), [id, role, end]);
}

/** A request that never reached the server (no network), as opposed to one it refused. */
export function isOffline(err: unknown): boolean {
  return (err instanceof ApiError && err.status === 0) || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/** Bumps when the browser comes back online, so pages can refresh their copy. */
export function useOnlineTick(): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const on = () => setTick((t) => t + 1);
    window.addEventListener('online', on);
    return () => window.removeEventListener('online', on);
  }, []);
  return tick;
}
