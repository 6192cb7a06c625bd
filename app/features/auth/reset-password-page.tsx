import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AUTH_MESSAGES } from '@shared/auth';
import { PASSWORD_MIN } from '@shared/fields';
import { Alert } from '../../components/alert';
import { PasswordField } from '../../components/password-field';
import { anonymousClient, answer, serverMessage } from '../../lib/api-client';
import { useDelayedRedirect } from '../../lib/use-delayed-redirect';
import { AuthShell } from './auth-shell';

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [loading, setLoading] = useState(false);
  const later = useDelayedRedirect();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError('');
    setSuccess('');
    if (password !== confirm) {
      setError('Passwords do not match!');
      return;
    }
    setLoading(true);
    try {
      const param = { token: encodeURIComponent(token) };
      const res = await answer(anonymousClient.auth['reset-password'][':token'].$post({ param, json: { password } }));
      setSuccess(res.msg || AUTH_MESSAGES.resetDone);
      setPassword('');
      setConfirm('');
      later('/login');
    } catch (err) {
      setError(serverMessage(err, 'Something went wrong. Please try again later.'));
    } finally {
      setLoading(false);
    }
  }

  return (
    <AuthShell>
      <p className="auth-eyebrow">Account recovery</p>
      <h1>Reset Password</h1>
      <p className="auth-sub">Choose a new password for your account.</p>
      <form className="auth-form" onSubmit={onSubmit}>
        {error && <Alert kind="error">{error}</Alert>}
        {success && <Alert kind="success">{success}</Alert>}
        <PasswordField
          label="New Password"
          name="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters`}
          required
        />
        <PasswordField label="Confirm New Password" name="confirm" value={confirm} onChange={setConfirm} autoComplete="new-password" required />
        <button type="submit" className="btn btn-primary" disabled={loading || !!success}>
          {loading ? 'Saving...' : 'Reset Password'}
        </button>
      </form>
      <p className="auth-footer">
        Link expired? <Link to="/forgot-password">Request a new one</Link>
      </p>
    </AuthShell>
  );
}
