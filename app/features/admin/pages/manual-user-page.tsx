// /admin/manual-user: Add User (docs/app.md, "Admin pages" and "Form checks").
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { PasswordField } from '../../../components/password-field';
import { TextField } from '../../../components/text-field';
import { USER_MESSAGES } from '@shared/users';
import type { Role } from '@shared/users';
import { PASSWORD_MIN, USERNAME_HINT } from '@shared/fields';
import { createManualUser } from '../api/create-manual-user';
import { AdminLayout } from '../components/admin-layout';
import { ROLE_OPTIONS } from '../components/role-options';
import { SelectField } from '../components/select-field';
import { UnsavedChangesPrompt } from '../components/unsaved-changes-prompt';
import { LEAVE_UNSAVED } from '../lib/confirm-messages';
import { todayDay } from '../../../lib/dates';
import { messageOr } from '../lib/error-message';
import { emptyManualUserForm, isManualUserFormChanged, validateManualUser, withRole, type ManualUserErrors, type ManualUserForm } from '../lib/manual-user-form';

const CREATE_FAILED = 'Failed to create user';

export default function ManualUserPage() {
  const [form, setForm] = useState<ManualUserForm>(emptyManualUserForm);
  const [errors, setErrors] = useState<ManualUserErrors>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const set = (key: 'username' | 'email' | 'password' | 'startDate' | 'endDate') => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    // A field's error goes once it is edited; "is required." must not stay red on a filled field.
    if (key !== 'startDate') setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };
  const onRole = (role: Role) => setForm((f) => withRole(f, role, todayDay()));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    const checked = validateManualUser(form, todayDay());
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const res = await createManualUser(checked.body);
      setResult({ kind: 'success', text: res?.message || USER_MESSAGES.created });
      setForm(emptyManualUserForm());
    } catch (err) {
      setResult({ kind: 'error', text: messageOr(err, CREATE_FAILED) });
    } finally {
      setBusy(false);
    }
  };

  const subscriber = form.role === 'subscriber';

  return (
    <AdminLayout title="Add User">
      <form className="card stack admin-form-narrow" onSubmit={onSubmit} noValidate>
        <TextField label="Username" name="username" required autoComplete="off" value={form.username} onChange={set('username')} error={errors.username} hint={USERNAME_HINT} />
        <TextField label="Email" name="email" type="email" required autoComplete="off" value={form.email} onChange={set('email')} error={errors.email} />
        <PasswordField
          label="Password"
          name="password"
          required
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          error={errors.password}
          hint={`Minimum ${PASSWORD_MIN} characters`}
        />
        <SelectField label="Role" name="role" value={form.role} options={ROLE_OPTIONS} onChange={onRole} />
        {subscriber && (
          <div className="admin-grid-2">
            <TextField
              label="Subscription start date"
              name="startDate"
              type="date"
              value={form.startDate}
              onChange={set('startDate')}
              hint="For your records only; the subscription runs from today."
            />
            <TextField label="Subscription end date" name="endDate" type="date" required value={form.endDate} onChange={set('endDate')} error={errors.endDate} />
          </div>
        )}
        {result && (
          <Alert kind={result.kind} onClose={() => setResult(null)}>
            {result.text}
          </Alert>
        )}
        <div className="admin-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Creating...' : 'Create User'}
          </button>
        </div>
      </form>
      <UnsavedChangesPrompt when={isManualUserFormChanged(form)} title={LEAVE_UNSAVED.user.title}>
        {LEAVE_UNSAVED.user.text}
      </UnsavedChangesPrompt>
    </AdminLayout>
  );
}
