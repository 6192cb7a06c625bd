import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AUTH_MESSAGES } from '@shared/auth';
import { Alert } from '../../components/alert';
import { TextField } from '../../components/text-field';
import { anonymousClient, answer, serverMessage } from '../../lib/api-client';
import { AuthShell } from './auth-shell';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [loading, setLoading] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError('');
    setSuccess('');
    setLoading(true);
    try {
      // "Accounts" (docs/api.md): no bearer header on forgot/reset.
      const res = await answer(anonymousClient.auth['forgot-password'].$post({ json: { email: email.trim().toLowerCase() } }));
      setSuccess(res.msg || AUTH_MESSAGES.forgotSent);
    } catch (err) {
      setError(serverMessage(err, 'Something went wrong. Please try again later.'));
    } finally {
      setLoading(false);
    }
  }

  return (
    <AuthShell>
      <p className="auth-eyebrow">Account recovery</p>
      <h1>Forgot Your Password?</h1>
      <p className="auth-sub">Enter your account e-mail and we will send you a link to set a new password.</p>
      <form className="auth-form" onSubmit={onSubmit}>
        {error && <Alert kind="error">{error}</Alert>}
        {success && <Alert kind="success">{success}</Alert>}
        <TextField label="Email" name="email" type="email" value={email} onChange={setEmail} autoComplete="email" required />
        <button type="submit" className="btn btn-primary" disabled={loading}>
          {loading ? 'Sending...' : 'Send Reset Link'}
        </button>
      </form>
      <p className="auth-footer">
        Remembered it? <Link to="/login">Back to sign in</Link>
      </p>
    </AuthShell>
  );
}
