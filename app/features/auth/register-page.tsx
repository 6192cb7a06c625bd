import { useActionState } from 'react';
import { Link } from 'react-router-dom';
import { AUTH_MESSAGES, registerSchema } from '@shared/auth';
import { PASSWORD_MIN, USERNAME_HINT, USERNAME_SPACES_MESSAGE } from '@shared/fields';
import { PRODUCT_NAME } from '@shared/brand';
import { Alert } from '../../components/alert';
import { PasswordField } from '../../components/password-field';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { answer, client, serverMessage } from '../../lib/api-client';
import { fieldErrorsOf, formChecked, formText, useFieldErrors } from '../../lib/form-values';
import { trialDays } from '../../lib/trial';
import { useDelayedRedirect } from '../../lib/use-delayed-redirect';
import { AuthShell } from './auth-shell';
import { forgetReferral, referralToSend } from '../../lib/referral-arrival';

type Field = 'username' | 'email' | 'password' | 'ageConfirmed';
const EMPTY = { username: '', email: '', password: '', ageConfirmed: false };

/**
 * What a submission leaves on the page. `values` are the fields' defaults: React resets the form
 * after each submission, so a refused one keeps what was typed and a successful one clears it.
 */
interface Result {
  values: typeof EMPTY;
  error?: string;
  success?: string;
  fieldErrors?: Partial<Record<Field, string>>;
}

export default function RegisterPage() {
  const later = useDelayedRedirect();
  const [result, register] = useActionState(
    async (_: Result, data: FormData): Promise<Result> => {
      const values = {
        username: formText(data, 'username'),
        email: formText(data, 'email'),
        password: formText(data, 'password'),
        ageConfirmed: formChecked(data, 'ageConfirmed'),
      };
      // The server's own schema, so the browser says exactly what the server would; and "Form checks"
      // (docs/app.md): the space rule, before anything is sent. Every field's error at once.
      const parsed = registerSchema.safeParse({ ...values, ref: referralToSend() });
      const spaces = /\s/.test(values.username);
      if (spaces || !parsed.success) {
        const fieldErrors = parsed.success ? {} : fieldErrorsOf<Field>(parsed.error.issues);
        return { values, fieldErrors: spaces ? { ...fieldErrors, username: USERNAME_SPACES_MESSAGE } : fieldErrors };
      }
      try {
        await answer(client.auth.register.$post({ json: parsed.data }));
        forgetReferral();
        later('/login');
        return { values: EMPTY, success: AUTH_MESSAGES.registered };
      } catch (err) {
        return { values, error: serverMessage(err, 'Something went wrong. Try again.') };
      }
    },
    { values: EMPTY },
  );
  // Editing a field clears its own error and leaves the others standing.
  const { errorOf, onChange } = useFieldErrors(result.fieldErrors);
  const ageError = errorOf('ageConfirmed');

  return (
    <AuthShell>
      <p className="auth-eyebrow">Welcome to {PRODUCT_NAME}</p>
      <h1>Create Account</h1>
      <p className="auth-sub">Join free, then start your {trialDays()}-day VIP membership.</p>
      <form className="auth-form" action={register} onChange={onChange} noValidate>
        {result.error && <Alert kind="error">{result.error}</Alert>}
        {result.success && <Alert kind="success">{result.success}</Alert>}
        <TextField label="Username" name="username" defaultValue={result.values.username} autoComplete="username" hint={USERNAME_HINT} error={errorOf('username')} required />
        <TextField label="Email" name="email" type="email" defaultValue={result.values.email} autoComplete="email" error={errorOf('email')} required />
        <PasswordField
          label="Password"
          name="password"
          defaultValue={result.values.password}
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters`}
          error={errorOf('password')}
          required
        />
        {/* "Responsible play" (docs/product.md): every state's lottery is 18+. */}
        <div className="field">
          <label className="field-check">
            <input
              type="checkbox"
              name="ageConfirmed"
              defaultChecked={result.values.ageConfirmed}
              aria-invalid={ageError ? true : undefined}
              aria-describedby={ageError ? 'field-ageConfirmed-error' : undefined}
              required
            />
            <span>I am 18 or older</span>
          </label>
          {ageError && (
            <span id="field-ageConfirmed-error" className="field-error">
              {ageError}
            </span>
          )}
        </div>
        <SubmitButton pendingLabel="Creating account...">Sign Up</SubmitButton>
      </form>
      <p className="auth-footer">
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </AuthShell>
  );
}
