// The sentences of sign-up, sign-in and passwords, shared by the API and the pages. Kept apart
// from the request schemas in auth.ts: the app's start-up (auth-store.ts) needs one of them, and
// importing auth.ts would bring zod into the first download of every page.
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
  signedOut: 'You are signed out.',
  signedOutEverywhere: 'You are signed out on every device, this one included.',
  /** A token the server no longer accepts: expired, password changed, account deleted. */
  sessionEnded: 'Your session has ended. Please log in again.',
  /** A change sent with the session cookie from a page of another site (docs/security.md, "The session cookie"). */
  crossSiteWrite: 'This request did not come from this site’s own pages, so it was refused. Please try again from the app.',
} as const;
