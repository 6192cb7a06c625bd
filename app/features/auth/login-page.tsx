import { useActionState, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { PasswordField } from '../../components/password-field';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { answer, client, serverMessage } from '../../lib/api-client';
import { AUTH_MESSAGES } from '@shared/auth-messages';
import { forgetSessionEnded, setSession } from '../../lib/auth-store';
import { formText } from '../../lib/form-values';
import { pendingCheckoutText, pendingRedirect, targetAfterSignIn, type LoginState } from '../../lib/use-login-redirect';
import { usePlans } from '../../lib/use-plans';
import { AuthShell } from './auth-shell';

/** Why /login opened when a signed-out visitor followed a link to an admin page. */
const ADMIN_SIGN_IN_MESSAGE = 'Sign in with an admin account to open that page.';

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as LoginState | null;
  const sessionEnded = !!state?.sessionEnded;
  // Where signing in leads, said before it happens: the page a guard sent from, else a checkout chosen just now.
  const [target] = useState(() => (state?.from ? null : pendingRedirect()));
  const lead = pendingCheckoutText(usePlans() ?? [], target);
  // Said once: a later visit to /login is not about this session.
  useEffect(() => {
    if (sessionEnded) forgetSessionEnded();
  }, [sessionEnded]);

  // A refused sign-in keeps what was typed: React resets the form after each submission, to these.
  const [result, signIn, signingIn] = useActionState(
    async (_: { error: string; email: string; password: string }, data: FormData) => {
      const email = formText(data, 'email');
      const password = formText(data, 'password');
      try {
        // The session comes as an HttpOnly cookie; the answer holds no token (docs/app.md, "Sign-in state in the browser").
        const res = await answer(client.auth.login.$post({ json: { email: email.trim().toLowerCase(), password, session: 'cookie' } }));
        setSession(res.user);
        await navigate(targetAfterSignIn(res.user, state?.from), { replace: true });
        return { error: '', email: '', password: '' };
      } catch (err) {
        return { error: serverMessage(err, 'Login failed. Please try again.'), email, password };
      }
    },
    { error: '', email: '', password: '' },
  );
  const { error } = result;

  return (
    <AuthShell>
      <p className="auth-eyebrow">Welcome back</p>
      <h1>Sign in to your account</h1>
      <p className="auth-sub">{lead ?? (state?.from ? 'Sign in to continue where you were going.' : "Today's predictions are waiting for you.")}</p>
      <form className="auth-form" action={signIn}>
        {sessionEnded && !error && <Alert kind="info">{AUTH_MESSAGES.sessionEnded}</Alert>}
        {state?.adminOnly && !sessionEnded && !error && <Alert kind="info">{ADMIN_SIGN_IN_MESSAGE}</Alert>}
        {error && <Alert kind="error">{error}</Alert>}
        <TextField label="Email" name="email" type="email" defaultValue={result.email} autoComplete="email" required />
        <PasswordField label="Password" name="password" defaultValue={result.password} autoComplete="current-password" required />
        <div className="auth-links">
          <Link to="/forgot-password">Forgot Password?</Link>
        </div>
        <SubmitButton>Sign In</SubmitButton>
      </form>
      <p className="auth-footer">
        Don&apos;t have an account? <Link to="/register">Create one</Link>
      </p>
      {signingIn && (
        <div className="busy-overlay" role="status" aria-live="assertive">
          <span className="spinner-ring" aria-hidden="true" />
          Logging in... Please wait.
        </div>
      )}
    </AuthShell>
  );
}
