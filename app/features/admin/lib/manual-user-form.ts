// Add User's checks before sending (docs/app.md, "Form checks"). The server's own schema does the
// work, so the browser and the API give the same sentences (house style: one source of truth).
import type { z } from 'zod';
import type { Role } from '@shared/users';
import { USER_MESSAGES, manualUserSchema } from '@shared/users';

export interface ManualUserForm {
  username: string;
  email: string;
  password: string;
  role: Role;
  /** Collected for the admin's reference only, never sent (docs/app.md, "Admin pages"). */
  startDate: string;
  endDate: string;
}

export type ManualUserField = 'username' | 'email' | 'password' | 'role' | 'endDate';
export type ManualUserErrors = Partial<Record<ManualUserField, string>>;

/** POST /api/users/manual's body: what the route's schema takes. */
export type ManualUserBody = z.input<typeof manualUserSchema>;

export function emptyManualUserForm(): ManualUserForm {
  return { username: '', email: '', password: '', role: 'customer', startDate: '', endDate: '' };
}

/** Whether the form holds anything the admin typed or chose (the unsaved-changes prompt). */
export function isManualUserFormChanged(form: ManualUserForm): boolean {
  const empty = emptyManualUserForm();
  return (Object.keys(empty) as (keyof ManualUserForm)[]).some((k) => form[k] !== empty[k]);
}

/**
 * "Admin pages" (docs/app.md): choosing subscriber pre-fills the start date with today; choosing
 * customer clears the end date.
 */
export function withRole(form: ManualUserForm, role: Role, today: string): ManualUserForm {
  if (role === 'subscriber') return { ...form, role, startDate: form.startDate || today };
  if (role === 'customer') return { ...form, role, endDate: '' };
  return { ...form, role };
}

export function validateManualUser(form: ManualUserForm, today: string): { ok: true; body: ManualUserBody } | { ok: false; errors: ManualUserErrors } {
  const errors: ManualUserErrors = {};
  const parsed = manualUserSchema.safeParse({
    username: form.username,
    email: form.email,
    password: form.password,
    role: form.role,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ManualUserField;
      errors[field] ??= issue.message;
    }
  }
  const subscriber = form.role === 'subscriber';
  if (subscriber && !form.endDate) errors.endDate = USER_MESSAGES.needEndDate;
  // Days compare as strings (YYYY-MM-DD); "today" itself is fine: it ends at midnight in the operator's zone.
  else if (subscriber && form.endDate < today) errors.endDate = USER_MESSAGES.endInPast;

  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  const { username, email, password, role } = parsed.data;
  return { ok: true, body: { username, email, password, role, ...(subscriber ? { subscriptionEnd: form.endDate } : {}) } };
}
