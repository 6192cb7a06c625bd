// Renaming a user (docs/security.md, "Usernames"): the username rules are checked here with the
// server's own words before anything is sent; the server's answer (e.g. 409, taken) shows in the
// same place.
import { useState } from 'react';
import { Alert } from '../../../components/alert';
import { TextField } from '../../../components/text-field';
import { USERNAME_HINT, usernameProblem } from '@shared/fields';
import { FormModal } from './form-modal';

export interface RenameUserModalProps {
  username: string;
  busy: boolean;
  /** The server's refusal, if the last try had one. */
  error: string;
  onCancel(): void;
  onSubmit(username: string): void;
}

export function RenameUserModal({ username, busy, error, onCancel, onSubmit }: RenameUserModalProps) {
  const [name, setName] = useState(username);
  const [problem, setProblem] = useState('');

  const submit = () => {
    const found = usernameProblem(name.trim());
    setProblem(found ?? '');
    if (!found) onSubmit(name.trim());
  };

  return (
    <FormModal title="Rename User" submitLabel="Rename" busy={busy} onCancel={onCancel} onSubmit={submit}>
      <p className="muted">The new name shows everywhere the user appears; their sign-in e-mail stays the same.</p>
      <TextField label="New username" name="newUsername" required value={name} onChange={setName} hint={USERNAME_HINT} error={problem} autoComplete="off" />
      {error && <Alert kind="error">{error}</Alert>}
    </FormModal>
  );
}
