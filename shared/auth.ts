import { z } from './zod';
import { ageConfirmedField } from './account';
import { emailField, loginEmailField, passwordField, usernameField } from './fields';
import { refField } from './referrals';

export { AUTH_MESSAGES } from './auth-messages';

export const registerSchema = z.object({
  username: usernameField,
  email: emailField,
  password: passwordField(),
  // "Responsible play" (docs/product.md): every state's lottery is 18+; the person says so when
  // signing up.
  ageConfirmed: ageConfirmedField,
  // The referral code of the link the person arrived with (docs/product.md, "Referrals").
  ref: refField,
});

export const loginSchema = z.object({
  email: loginEmailField,
  // Any length is accepted here: an old or wrong password simply fails to match.
  password: z
    .string({ error: (iss) => (iss.input === undefined ? 'Password is required.' : 'Password must be text.') })
    .min(1, 'Password is required.')
    .max(1024, 'Password is too long.'),
  // The web app asks for its session as an HttpOnly cookie, with no token in the answer; an API
  // client leaves it out and gets the bearer token as before (docs/api.md, "Signing in and access").
  session: z.literal('cookie', { error: 'Session must be "cookie" when given.' }).optional(),
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
