import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { PasswordField } from '../../components/password-field';
import { TextField } from '../../components/text-field';
import { answer, client } from '../../lib/api-client';
import { SESSION_ENDED_MESSAGE, forgetSessionEnded, setSession } from '../../lib/auth-store';
import { serverMessage } from '../../lib/use-form-status';
import { takeRedirectAfterLogin, type LoginState } from '../../lib/use-login-redirect';
import { AuthShell } from './auth-shell';

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);
  const sessionEnded = !!(location.state as LoginState | null)?.sessionEnded;
  // Said once: a later visit to /login is not about this session.
  useEffect(() => {
    if (sessionEnded) forgetSessionEnded();
  }, [sessionEnded]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError('');
    setLoading(true);
    try {
      const res = await answer(client.auth.login.$post({ json: { email: email.trim().toLowerCase(), password } }));
      setSession(res.user, res.token);
      const from = (location.state as LoginState | null)?.from;
      navigate(takeRedirectAfterLogin() ?? from ?? '/predictions', { replace: true });
    } catch (err) {
      setError(serverMessage(err, 'Login failed. Please try again.'));
      setLoading(false);
    }
  }

  return (
    <AuthShell>
      <p className="auth-eyebrow">Welcome back</p>
      <h1>Sign in to your account</h1>
      <p className="auth-sub">Today&apos;s predictions are waiting for you.</p>
      <form className="auth-form" onSubmit={onSubmit}>
        {sessionEnded && !error && <Alert kind="info">{SESSION_ENDED_MESSAGE}</Alert>}
        {error && <Alert kind="error">{error}</Alert>}
        <TextField label="Email" name="email" type="email" value={email} onChange={setEmail} autoComplete="email" required />
        <PasswordField label="Password" name="password" value={password} onChange={setPassword} autoComplete="current-password" required />
        <div className="auth-links">
          <Link to="/forgot-password">Forgot Password?</Link>
        </div>
        <button type="submit" className="btn btn-primary" disabled={loading}>
          Sign In
        </button>
      </form>
      <p className="auth-footer">
        Don&apos;t have an account? <Link to="/register">Create one</Link>
      </p>
      {loading && (
        <div className="busy-overlay" role="status" aria-live="assertive">
          <span className="spinner-ring" aria-hidden="true" />
          Logging in... Please wait.
        </div>
      )}
    </AuthShell>
  );
}
