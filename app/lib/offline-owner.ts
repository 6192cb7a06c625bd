import { mayReadPredictionsAt } from '@shared/roles';
import { ApiError } from './api-client';
import type { OfflineOwner } from './offline-types';

/** A request that never reached the server (no network), as opposed to one it refused. */
export function isOffline(err: unknown): boolean {
  return (err instanceof ApiError && err.status === 0) || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/**
 * The keep rule of the copies of predictions and of the latest results: the people the offline
 * predictions are for, while their membership runs (or admins).
 */
export const keptForReaders = (user: OfflineOwner): boolean => mayReadPredictionsAt(user, Date.now());
