// What the device's copies are made of, apart from the code that keeps them (offline-db.ts, loaded
// late) and the code that decides when it loads (offline-store.ts).

/**
 * Whose copy a saved answer is: a user's id (shown to that user alone, wiped when someone else
 * signs in), or null for public data anyone using the device may read. Every copy leaves the
 * device on sign-out.
 */
export type CopyOwner = string | null;

/** An answer as the device kept it, and when. */
export interface SavedCopy<T> {
  value: T;
  /** ISO instant of the save. */
  savedAt: string;
}

/** The signed-in user as the copies know their owner. */
export interface OfflineOwner {
  _id: string;
  role: string;
  subscriptionExpiresAt: string | null;
}
