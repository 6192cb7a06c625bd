// Field builders shared by every schema, so a rule and its message are written once and the
// browser's forms and the server's bodies agree.
import { z } from 'zod';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_SPACES_MESSAGE =
  'Username cannot contain spaces. Use underscores (_) or periods (.) if necessary.';

/** A required string; trimmed; `label` names the field in every message. */
export function requiredText(label: string, max = 500) {
  return z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

/** An optional string that defaults to ''; trimmed. */
export function optionalText(label: string, max = 5000) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .default('');
}

export const emailField = requiredText('Email', 254)
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

/** Login only checks presence: a wrong format just fails like a wrong password would. */
export const loginEmailField = requiredText('Email', 254).toLowerCase();

export function passwordField(label = 'Password') {
  return z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? `${label} is required.` : `${label} must be text.`) })
    .min(1, `${label} is required.`)
    .min(PASSWORD_MIN, `${label} must be at least ${PASSWORD_MIN} characters.`)
    .max(PASSWORD_MAX, `${label} must be at most ${PASSWORD_MAX} characters.`);
}

export const usernameField = requiredText('Username', 50).refine((v) => !/\s/.test(v), {
  message: USERNAME_SPACES_MESSAGE,
});

/** A calendar day, YYYY-MM-DD, that really exists. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export function isRealDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
export function dayField(label: string) {
  return z
    .string({ error: `${label} must be a date (YYYY-MM-DD).` })
    .trim()
    .refine(isRealDay, { message: `${label} must be a date (YYYY-MM-DD).` });
}

/** A subscription end chosen by an admin: a calendar day, or a full ISO instant (contract §2). */
export function subscriptionEndField(label: string) {
  return z
    .string({ error: `${label} must be a date (YYYY-MM-DD) or an ISO 8601 instant.` })
    .trim()
    .refine((v) => isRealDay(v) || isIsoInstant(v), {
      message: `${label} must be a date (YYYY-MM-DD) or an ISO 8601 instant.`,
    });
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
export function isIsoInstant(value: string): boolean {
  return ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value));
}

/** A page size in a query string: a whole number from 1 to `max`, `fallback` when absent. */
export function pageLimitParam(max: number, fallback: number, message = `Limit must be a whole number from 1 to ${max}.`) {
  return z
    .string()
    .optional()
    .refine((v) => v === undefined || (/^\d+$/.test(v) && +v >= 1 && +v <= max), { message })
    .transform((v) => (v === undefined ? fallback : Number(v)));
}
