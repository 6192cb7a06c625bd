// The roles, membership status and who may read the predictions, without zod: the predictions
// pages and the account menu load this before any form does (e2e/bundle.spec.ts keeps zod out of
// their first download). The one place "membership active" is written; the server's SQL form of it
// (api/features/users/users.service.ts, activeSubscriberWhere) says the same in a query.
export const ROLES = ['customer', 'subscriber', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The effective roles that may read the predictions (docs/api.md, "Who may call what"): the one
 * place this rule is written.
 */
export const READER_ROLES: readonly Role[] = ['subscriber', 'admin'];
export const mayReadPredictions = (role: string | undefined): boolean => READER_ROLES.some((r) => r === role);

/** A person's stored role and membership end, as the server keeps it (ms) or answers it (ISO). */
export interface MembershipFacts {
  role: string;
  subscriptionExpiresAt: string | number | null;
}

function endMs(end: string | number | null): number | null {
  if (end === null) return null;
  const ms = typeof end === 'number' ? end : Date.parse(end);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * When the person's membership (paid, granted or a trial) ends, while it still runs; else null
 * (docs/product.md, "People and roles": a subscriber whose end is still ahead). While it runs the
 * free trial is neither offered nor granted (it would only add days to time already had), and a
 * plan chosen before signing in is not pressed on them.
 */
export function membershipEnd(user: MembershipFacts, now: number): number | null {
  if (user.role !== 'subscriber') return null;
  const end = endMs(user.subscriptionExpiresAt);
  return end !== null && end > now ? end : null;
}

/** The role the server answers and acts on (contract §3): a subscriber whose time has run out is a customer. */
export function effectiveRole<R extends string>(user: { role: R; subscriptionExpiresAt: string | number | null }, now: number): R | 'customer' {
  return user.role === 'subscriber' && membershipEnd(user, now) === null ? 'customer' : user.role;
}

/** Whether the person may read the predictions at `now`, from their stored role and end. */
export const mayReadPredictionsAt = (user: MembershipFacts, now: number): boolean => mayReadPredictions(effectiveRole(user, now));
