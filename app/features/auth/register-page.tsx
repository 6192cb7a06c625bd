import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AUTH_MESSAGES, registerSchema } from '@shared/auth';
import { PASSWORD_MIN, USERNAME_HINT, USERNAME_SPACES_MESSAGE } from '@shared/fields';
import { Alert } from '../../components/alert';
import { PasswordField } from '../../components/password-field';
import { TextField } from '../../components/text-field';
import { answer, client, serverMessage } from '../../lib/api-client';
import { PRODUCT_NAME } from '@shared/brand';
import { trialDays } from '../../lib/trial';
import { useDelayedRedirect } from '../../lib/use-delayed-redirect';
import { AuthShell } from './auth-shell';

type Field = 'username' | 'email' | 'password' | 'ageConfirmed';
const EMPTY = { username: '', email: '', password: '', ageConfirmed: false };

export default function RegisterPage() {
  const [form, setForm] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [loading, setLoading] = useState(false);
  const later = useDelayedRedirect();
  // Editing a field clears its own error and leaves the others standing.
  const clearError = (name: Field) => setFieldErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  const set = (name: Exclude<Field, 'ageConfirmed'>) => (v: string) => {
    setForm((f) => ({ ...f, [name]: v }));
    clearError(name);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError('');
    setSuccess('');
    // "Form checks" (docs/app.md): the space rule is checked before anything is sent.
    if (/\s/.test(form.username)) {
      setFieldErrors({});
      setError(USERNAME_SPACES_MESSAGE);
      return;
    }
    // The server's own schema, so the browser says exactly what the server would.
    const parsed = registerSchema.safeParse(form);
    if (!parsed.success) {
      const errs: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Field;
        errs[key] ??= issue.message;
      }
      setFieldErrors(errs);
      return;
    }
    setFieldErrors({});
    setLoading(true);
    try {
      await answer(client.auth.register.$post({ json: parsed.data }));
      setSuccess(AUTH_MESSAGES.registered);
      setForm(EMPTY);
      later('/login');
    } catch (err) {
      setError(serverMessage(err, 'Something went wrong. Try again.'));
    } finally {
      setLoading(false);
    }
  }

  return (
    <AuthShell>
      <p className="auth-eyebrow">Welcome to {PRODUCT_NAME}</p>
      <h1>Create Account</h1>
      <p className="auth-sub">Join free, then start your {trialDays()}-day VIP membership.</p>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        {error && <Alert kind="error">{error}</Alert>}
        {success && <Alert kind="success">{success}</Alert>}
        <TextField
          label="Username"
          name="username"
          value={form.username}
          onChange={set('username')}
          autoComplete="username"
          hint={USERNAME_HINT}
          error={fieldErrors.username}
          required
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          value={form.email}
          onChange={set('email')}
          autoComplete="email"
          error={fieldErrors.email}
          required
        />
        <PasswordField
          label="Password"
          name="password"
          value={form.password}
          onChange={set('password')}
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters`}
          error={fieldErrors.password}
          required
        />
        {/* "Responsible play" (docs/product.md): every state's lottery is 18+. */}
        <div className="field">
          <label className="field-check">
            <input
              type="checkbox"
              name="ageConfirmed"
              checked={form.ageConfirmed}
              onChange={(e) => {
                const ageConfirmed = e.target.checked;
                setForm((f) => ({ ...f, ageConfirmed }));
                clearError('ageConfirmed');
              }}
              aria-invalid={fieldErrors.ageConfirmed ? true : undefined}
              aria-describedby={fieldErrors.ageConfirmed ? 'field-ageConfirmed-error' : undefined}
              required
            />
            <span>I am 18 or older</span>
          </label>
          {fieldErrors.ageConfirmed && (
            <span id="field-ageConfirmed-error" className="field-error">
              {fieldErrors.ageConfirmed}
            </span>
          )}
        </div>
        <button type="submit" className="btn btn-primary" disabled={loading}>
          {loading ? 'Creating account...' : 'Sign Up'}
        </button>
      </form>
      <p className="auth-footer">
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </AuthShell>
  );
}
