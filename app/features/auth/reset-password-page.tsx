import { useActionState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AUTH_MESSAGES } from '@shared/auth';
import { PASSWORD_MIN } from '@shared/fields';
import { Alert } from '../../components/alert';
import { PasswordField } from '../../components/password-field';
import { SubmitButton } from '../../components/submit-button';
import { anonymousClient, answer, serverMessage } from '../../lib/api-client';
import { formText } from '../../lib/form-values';
import { useDelayedRedirect } from '../../lib/use-delayed-redirect';
import { AuthShell } from './auth-shell';

interface Outcome {
  error?: string;
  success?: string;
  password: string;
  confirm: string;
}

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const later = useDelayedRedirect();
  // A refused choice keeps what was typed (React resets the form to these after each submission).
  const [result, reset] = useActionState(
    async (_: Outcome, data: FormData): Promise<Outcome> => {
      const password = formText(data, 'password');
      const confirm = formText(data, 'confirm');
      if (password !== confirm) return { error: 'Passwords do not match!', password, confirm };
      try {
        const param = { token: encodeURIComponent(token) };
        const res = await answer(anonymousClient.auth['reset-password'][':token'].$post({ param, json: { password } }));
        later('/login');
        return { success: res.msg || AUTH_MESSAGES.resetDone, password: '', confirm: '' };
      } catch (err) {
        return { error: serverMessage(err, 'Something went wrong. Please try again later.'), password, confirm };
      }
    },
    { password: '', confirm: '' },
  );

  return (
    <AuthShell>
      <p className="auth-eyebrow">Account recovery</p>
      <h1>Reset Password</h1>
      <p className="auth-sub">Choose a new password for your account.</p>
      <form className="auth-form" action={reset}>
        {result.error && <Alert kind="error">{result.error}</Alert>}
        {result.success && <Alert kind="success">{result.success}</Alert>}
        <PasswordField label="New Password" name="password" defaultValue={result.password} autoComplete="new-password" hint={`At least ${PASSWORD_MIN} characters`} required />
        <PasswordField label="Confirm New Password" name="confirm" defaultValue={result.confirm} autoComplete="new-password" required />
        <SubmitButton pendingLabel="Saving..." disabled={!!result.success}>
          Reset Password
        </SubmitButton>
      </form>
      <p className="auth-footer">
        Link expired? <Link to="/forgot-password">Request a new one</Link>
      </p>
    </AuthShell>
  );
}
