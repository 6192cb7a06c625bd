// A set's window, apart from shared/predictions.ts (which holds the requests' zod schemas) so that
// the subscriber's pages can read it without loading zod.

/**
 * A batch's last scoring day. A batch from before valid-through existed (as the server's
 * migration 0004 stored it, and a copy a device saved back then) ends on its own day; a form
 * with no day picked yet shows `date` as given. The one place that default is written.
 */
export const validThroughOf = (batch: { date: string; validThrough?: string | null }): string => batch.validThrough || batch.date;
