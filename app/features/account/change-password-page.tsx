import { useActionState } from 'react';
import { AUTH_MESSAGES } from '@shared/auth';
import { PASSWORD_MIN } from '@shared/fields';
import { Alert } from '../../components/alert';
import { PasswordField } from '../../components/password-field';
import { SubmitButton } from '../../components/submit-button';
import { answer, client, ApiError, NETWORK_ERROR_MESSAGE, serverMessage } from '../../lib/api-client';
import { formText } from '../../lib/form-values';
import { useDelayedRedirect } from '../../lib/use-delayed-redirect';
import './account.css';

const EMPTY = { current: '', next: '', confirm: '' };

interface Outcome {
  error?: string;
  success?: string;
  values: typeof EMPTY;
}

export default function ChangePasswordPage() {
  const later = useDelayedRedirect();
  // A refused change keeps what was typed (React resets the form to these after each submission).
  const [result, change] = useActionState(
    async (_: Outcome, data: FormData): Promise<Outcome> => {
      const values = { current: formText(data, 'currentPassword'), next: formText(data, 'newPassword'), confirm: formText(data, 'confirmPassword') };
      if (values.next !== values.confirm) return { error: 'New passwords do not match.', values };
      try {
        const json = { currentPassword: values.current, newPassword: values.next };
        const res = await answer(client.auth.user['change-password'].$post({ json }));
        // The server has ended every older token (docs/security.md, "Sign-out and sessions"), so the
        // user signs in again.
        later('/login', { signOut: true });
        return { success: res.msg || AUTH_MESSAGES.passwordChanged, values: EMPTY };
      } catch (err) {
        if (err instanceof ApiError && err.status === 0) return { error: NETWORK_ERROR_MESSAGE, values };
        return { error: serverMessage(err, `Failed to change password (Status: ${err instanceof ApiError ? err.status : 0})`), values };
      }
    },
    { values: EMPTY },
  );
  const { values } = result;

  return (
    <div className="page account-page">
      <div className="card account-card">
        <h1 className="page-title">Change Password</h1>
        <p className="muted">For your security you will be asked to sign in again afterwards.</p>
        <form className="stack" action={change}>
          {result.error && <Alert kind="error">{result.error}</Alert>}
          {result.success && <Alert kind="success">{result.success}</Alert>}
          <PasswordField label="Current Password" name="currentPassword" defaultValue={values.current} autoComplete="current-password" required />
          <PasswordField label="New Password" name="newPassword" defaultValue={values.next} autoComplete="new-password" hint={`At least ${PASSWORD_MIN} characters`} required />
          <PasswordField label="Confirm New Password" name="confirmPassword" defaultValue={values.confirm} autoComplete="new-password" required />
          <SubmitButton pendingLabel="Saving..." disabled={!!result.success}>
            Change Password
          </SubmitButton>
        </form>
      </div>
    </div>
  );
}
