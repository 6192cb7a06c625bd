import { z } from './zod';
import { emailField, passwordField, subscriptionEndField, usernameField } from './fields';
import type { StateCode } from './results';
import { ROLES, type Role } from './roles';

// What the API says about a user. Shared by the server (serialisation) and the web app.
export { ROLES, READER_ROLES, mayReadPredictions, type Role } from './roles';

export interface UserDto {
  _id: string;
  /** The same value as `_id` (docs/api.md, "JSON, ids and dates"). */
  id: string;
  username: string;
  email: string;
  /** The effective role: a subscriber whose time has run out is reported as a customer. */
  role: Role;
  /** ISO 8601 instant, or null when the user has no subscription end. */
  subscriptionExpiresAt: string | null;
  /** Whether the free 3-day membership has been taken. */
  trialUsed: boolean;
  createdAt: string;
  /**
   * ISO instant a self-exclusion ends, while one runs (docs/product.md, "Responsible play");
   * otherwise null.
   */
  selfExcludedUntil: string | null;
  /**
   * The monthly spending limit in force now, in cents; null for none (docs/product.md,
   * "Responsible play").
   */
  monthlyLimitCents: number | null;
  /**
   * The states followed (docs/product.md, "Followed states and result pushes"), in the order of
   * STATE_CODES: all seven until chosen.
   */
  states: StateCode[];
  /** Whether the person has chosen their states: the app offers the choice once, when they turn notifications on. */
  statesChosen: boolean;
  /**
   * The followed states whose every new result is pushed (docs/product.md,
   * "Followed states and result pushes"); none by default.
   */
  resultPushStates: StateCode[];
}

export const USER_MESSAGES = {
  needEndDate: 'Please select a subscription end date.',
  endInPast: 'The subscription end date must be in the future.',
  lastAdmin: 'At least one admin must remain.',
  notFound: 'User not found.',
  created: 'User created successfully.',
  deleted: 'User deleted successfully.',
  renamed: 'Username changed.',
  extendAdmin: 'Admins have no membership to extend: they already see everything.',
} as const;

const roleField = z.enum(ROLES, { error: 'Role must be customer, subscriber or admin.' });

export const roleChangeSchema = z.object({
  role: roleField,
  subscriptionExpiresAt: z.union([subscriptionEndField('Subscription end'), z.literal(''), z.null()]).optional(),
});

export const manualUserSchema = z.object({
  username: usernameField,
  email: emailField,
  password: passwordField(),
  role: roleField.optional().default('customer'),
  subscriptionEnd: z.union([subscriptionEndField('Subscription end'), z.literal(''), z.null()]).optional(),
});

/** PATCH /api/users/{id}: an admin renames a user (e.g. one whose old name breaks today's rules). */
export const renameUserSchema = z.object({ username: usernameField });
/**
 * `POST /api/users/{id}/extend` (docs/api.md, "Users and roles"): whole days, at most a year and a
 * day.
 */
export const EXTEND_DAYS_MAX = 366;
export const extendSchema = z.object({
  days: z
    .number({ error: `Days must be a whole number from 1 to ${EXTEND_DAYS_MAX}.` })
    .int(`Days must be a whole number from 1 to ${EXTEND_DAYS_MAX}.`)
    .min(1, `Days must be a whole number from 1 to ${EXTEND_DAYS_MAX}.`)
    .max(EXTEND_DAYS_MAX, `Days must be a whole number from 1 to ${EXTEND_DAYS_MAX}.`),
});

export function extendedMessage(days: number): string {
  return `Membership extended by ${days} day${days === 1 ? '' : 's'}.`;
}
