import { useActionState } from 'react';
import { Link } from 'react-router-dom';
import { AUTH_MESSAGES } from '@shared/auth';
import { Alert } from '../../components/alert';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { anonymousClient, answer, serverMessage } from '../../lib/api-client';
import { formText } from '../../lib/form-values';
import { AuthShell } from './auth-shell';

interface Sent {
  error?: string;
  success?: string;
  email: string;
}

export default function ForgotPasswordPage() {
  // Sent or refused, the address stays: React resets the form after the action, to `email`.
  const [result, send] = useActionState(
    async (_: Sent, data: FormData): Promise<Sent> => {
      const email = formText(data, 'email');
      try {
        // "Accounts" (docs/api.md): no bearer header on forgot/reset.
        const res = await answer(anonymousClient.auth['forgot-password'].$post({ json: { email: email.trim().toLowerCase() } }));
        return { success: res.msg || AUTH_MESSAGES.forgotSent, email };
      } catch (err) {
        return { error: serverMessage(err, 'Something went wrong. Please try again later.'), email };
      }
    },
    { email: '' },
  );

  return (
    <AuthShell>
      <p className="auth-eyebrow">Account recovery</p>
      <h1>Forgot Your Password?</h1>
      <p className="auth-sub">Enter your account e-mail and we will send you a link to set a new password.</p>
      <form className="auth-form" action={send}>
        {result.error && <Alert kind="error">{result.error}</Alert>}
        {result.success && <Alert kind="success">{result.success}</Alert>}
        <TextField label="Email" name="email" type="email" defaultValue={result.email} autoComplete="email" required />
        <SubmitButton pendingLabel="Sending...">Send Reset Link</SubmitButton>
      </form>
      <p className="auth-footer">
        Remembered it? <Link to="/login">Back to sign in</Link>
      </p>
    </AuthShell>
  );
}
