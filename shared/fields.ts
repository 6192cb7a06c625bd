// Field builders shared by every schema, so a rule and its message are written once and the
// browser's forms and the server's bodies agree.
import { z } from './zod';
import { FIRST_DAY, isRealDay, isServedDay, LAST_DAY } from './calendar';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_SPACES_MESSAGE = 'Username cannot contain spaces. Use underscores (_) or periods (.) if necessary.';

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

// Usernames (docs/security.md): what a person reads in role management and on receipts must be what
// is stored, so only visible ASCII that cannot be mistaken for something else; unique without
// regard to case (the database's index on lower(username), which folds ASCII only).
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const USERNAME_MESSAGES = {
  required: 'Username is required.',
  spaces: USERNAME_SPACES_MESSAGE,
  invisible: 'Username cannot contain control or invisible characters.',
  characters: 'Username can only contain letters, digits, underscores (_), periods (.) and hyphens (-).',
  length: `Username must be ${USERNAME_MIN} to ${USERNAME_MAX} characters long.`,
} as const;
export const USERNAME_HINT = `${USERNAME_MIN} to ${USERNAME_MAX} letters, digits, _ . or - (no spaces)`;

/** Why `name` (already trimmed) cannot be a username, or null when it can. */
export function usernameProblem(name: string): string | null {
  if (name === '') return USERNAME_MESSAGES.required;
  // Control and format characters first: a tab or a zero-width space is not "a space" to the eye.
  if (/[\p{Cc}\p{Cf}]/u.test(name)) return USERNAME_MESSAGES.invisible;
  if (/\s/.test(name)) return USERNAME_MESSAGES.spaces;
  if (!/^[A-Za-z0-9_.-]+$/.test(name)) return USERNAME_MESSAGES.characters;
  if (name.length < USERNAME_MIN || name.length > USERNAME_MAX) return USERNAME_MESSAGES.length;
  return null;
}

export const usernameField = z
  .string({ error: (iss) => (iss.input === undefined || iss.input === null ? USERNAME_MESSAGES.required : 'Username must be text.') })
  .trim()
  .superRefine((v, ctx) => {
    const problem = usernameProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The sentence refusing a real day outside the days the product serves (FIRST_DAY..LAST_DAY, shared/calendar.ts). */
export const dayRangeMessage = (label: string) => `${label} must be a day from ${FIRST_DAY} to ${LAST_DAY}.`;

/** Why `value` is not a day the product serves, in `label`'s words; null when it is one. */
export function dayProblem(label: string, value: string): string | null {
  if (!isRealDay(value)) return `${label} must be a date (YYYY-MM-DD).`;
  return isServedDay(value) ? null : dayRangeMessage(label);
}

/** A day in a query string: left out or empty for an open end (the default), else a day the product serves. */
export function dayQueryParam(label: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const problem = dayProblem(label, v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
      return v;
    });
}

export function dayField(label: string) {
  return z
    .string({ error: `${label} must be a date (YYYY-MM-DD).` })
    .trim()
    .superRefine((v, ctx) => {
      const problem = dayProblem(label, v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/**
 * A subscription end chosen by an admin: a calendar day, or a full ISO instant (docs/api.md,
 * "JSON, ids and dates").
 */
export function subscriptionEndField(label: string) {
  return (
    z
      .string({ error: `${label} must be a date (YYYY-MM-DD) or an ISO 8601 instant.` })
      .trim()
      .refine((v) => isRealDay(v) || isIsoInstant(v), {
        message: `${label} must be a date (YYYY-MM-DD) or an ISO 8601 instant.`,
        abort: true,
      })
      // An instant's own day (in UTC) is near enough to the range's ends.
      .refine((v) => isServedDay(v.slice(0, 10)), { message: dayRangeMessage(label) })
  );
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
