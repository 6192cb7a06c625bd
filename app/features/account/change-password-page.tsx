import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '@shared/auth';
import { PASSWORD_MIN } from '@shared/fields';
import { Alert } from '../../components/alert';
import { PasswordField } from '../../components/password-field';
import { answer, client, ApiError, NETWORK_ERROR_MESSAGE, serverMessage } from '../../lib/api-client';
import { useDelayedRedirect } from '../../lib/use-delayed-redirect';
import './account.css';

export default function ChangePasswordPage() {
  const [form, setForm] = useState({ current: '', next: '', confirm: '' });
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [loading, setLoading] = useState(false);
  const later = useDelayedRedirect();
  const set = (name: keyof typeof form) => (v: string) => setForm((f) => ({ ...f, [name]: v }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError('');
    setSuccess('');
    if (form.next !== form.confirm) {
      setError('New passwords do not match.');
      return;
    }
    setLoading(true);
    try {
      const json = { currentPassword: form.current, newPassword: form.next };
      const res = await answer(client.auth.user['change-password'].$post({ json }));
      setSuccess(res.msg || AUTH_MESSAGES.passwordChanged);
      setForm({ current: '', next: '', confirm: '' });
      // The server has ended every older token (docs/security.md, "Sign-out and sessions"), so the
      // user signs in again.
      later('/login', { signOut: true });
    } catch (err) {
      if (err instanceof ApiError && err.status === 0) setError(NETWORK_ERROR_MESSAGE);
      else setError(serverMessage(err, `Failed to change password (Status: ${err instanceof ApiError ? err.status : 0})`));
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="page account-page">
      <div className="card account-card">
        <h1 className="page-title">Change Password</h1>
        <p className="muted">For your security you will be asked to sign in again afterwards.</p>
        <form className="stack" onSubmit={onSubmit}>
          {error && <Alert kind="error">{error}</Alert>}
          {success && <Alert kind="success">{success}</Alert>}
          <PasswordField
            label="Current Password"
            name="currentPassword"
            value={form.current}
            onChange={set('current')}
            autoComplete="current-password"
            required
          />
          <PasswordField
            label="New Password"
            name="newPassword"
            value={form.next}
            onChange={set('next')}
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN} characters`}
            required
          />
          <PasswordField
            label="Confirm New Password"
            name="confirmPassword"
            value={form.confirm}
            onChange={set('confirm')}
            autoComplete="new-password"
            required
          />
          <button type="submit" className="btn btn-primary" disabled={loading || !!success}>
            {loading ? 'Saving...' : 'Change Password'}
          </button>
        </form>
      </div>
    </div>
  );
}
