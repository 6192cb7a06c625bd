// The roles and who may read the predictions, without zod: the predictions pages and the account
// menu load this before any form does (e2e/bundle.spec.ts keeps zod out of their first download).
export const ROLES = ['customer', 'subscriber', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The effective roles that may read the predictions (docs/api.md, "Who may call what"): the one
 * place this rule is written.
 */
export const READER_ROLES: readonly Role[] = ['subscriber', 'admin'];
export const mayReadPredictions = (role: string | undefined): boolean => READER_ROLES.some((r) => r === role);
