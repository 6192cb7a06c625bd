// "On a break" (docs/product.md, "Responsible play"), the one place the rule is written, free of
// zod so the web app's first download can ask it too.

/**
 * The end of the break running at `at`, or null when none runs then. A break runs after it was
 * taken (`selfExcludedFrom`: a payment in that very millisecond counts as before it; a break from
 * before starts were kept counts as begun) until `selfExcludedUntil`. Purchases, the trial, pushes
 * and the optional e-mails all ask it (the server's SQL form of it is responsible-play.ts's
 * notOnBreakWhere).
 */
export function breakRunningAt(user: { selfExcludedUntil: number | null; selfExcludedFrom?: number | null }, at: number): number | null {
  const { selfExcludedUntil: until, selfExcludedFrom: from } = user;
  return until != null && at < until && (from == null || from < at) ? until : null;
}

/** The same rule over a user as the API answers it (an ISO end): the end, as answered, of the break running at `at`; null when none. */
export function breakUntilOf(user: { selfExcludedUntil?: string | null }, at: number): string | null {
  const until = user.selfExcludedUntil ? Date.parse(user.selfExcludedUntil) : Number.NaN;
  return !Number.isNaN(until) && breakRunningAt({ selfExcludedUntil: until }, at) !== null ? user.selfExcludedUntil! : null;
}
