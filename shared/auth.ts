import { z } from 'zod';
import { ageConfirmedField } from './account';
import { emailField, loginEmailField, passwordField, usernameField } from './fields';

export const AUTH_MESSAGES = {
  registered: 'Registration successful! You can now log in.',
  forgotSent: "If your email exists, you'll receive a reset link shortly.",
  resetDone: 'Your password has been reset successfully.',
  passwordChanged: 'Password changed successfully!',
  badCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email already exists.',
  usernameTaken: 'This username is already taken.',
  badResetLink: 'This reset link is invalid or has expired. Please request a new one.',
  wrongCurrentPassword: 'Current password is incorrect.',
  samePassword: 'The new password must be different from the current one.',
  /** A token the server no longer accepts: expired, password changed, account deleted. */
  sessionEnded: 'Your session has ended. Please log in again.',
} as const;

export const registerSchema = z.object({
  username: usernameField,
  email: emailField,
  password: passwordField(),
  // Contract §12: every state's lottery is 18+; the person says so when signing up.
  ageConfirmed: ageConfirmedField,
});

export const loginSchema = z.object({
  email: loginEmailField,
  // Any length is accepted here: an old or wrong password simply fails to match.
  password: z
    .string({ error: (iss) => (iss.input === undefined ? 'Password is required.' : 'Password must be text.') })
    .min(1, 'Password is required.')
    .max(1024, 'Password is too long.'),
});

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({ password: passwordField('New password') });

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: (iss) => (iss.input === undefined ? 'Current password is required.' : 'Current password must be text.') })
    .min(1, 'Current password is required.')
    .max(1024, 'Current password is too long.'),
  newPassword: passwordField('New password'),
});

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
