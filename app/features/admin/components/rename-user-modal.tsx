// Renaming a user (docs/security.md, "Usernames"): the username rules are checked here with the
// server's own words before anything is sent; the server's answer (e.g. 409, taken) shows in the
// same place.
import { useActionState } from 'react';
import { Alert } from '../../../components/alert';
import { TextField } from '../../../components/text-field';
import { formText } from '../../../lib/form-values';
import { USERNAME_HINT, usernameProblem } from '@shared/fields';
import { FormModal } from './form-modal';

export interface RenameUserModalProps {
  username: string;
  onCancel(): void;
  /** Saves the new name: the server's refusal to show, or nothing once renamed (the owner closes the dialog). */
  onSubmit(username: string): Promise<string | undefined>;
}

interface Outcome {
  /** The field as last submitted: React resets the form to it after each try. */
  name: string;
  problem?: string;
  error?: string;
}

export function RenameUserModal({ username, onCancel, onSubmit }: RenameUserModalProps) {
  const [outcome, act, busy] = useActionState(
    async (_: Outcome, data: FormData): Promise<Outcome> => {
      const name = formText(data, 'newUsername');
      const problem = usernameProblem(name.trim());
      if (problem) return { name, problem };
      return { name, error: await onSubmit(name.trim()) };
    },
    { name: username },
  );

  return (
    <FormModal title="Rename User" submitLabel="Rename" busy={busy} onCancel={onCancel} action={act}>
      <p className="muted">The new name shows everywhere the user appears; their sign-in e-mail stays the same.</p>
      <TextField label="New username" name="newUsername" required defaultValue={outcome.name} hint={USERNAME_HINT} error={outcome.problem} autoComplete="off" />
      {outcome.error && <Alert kind="error">{outcome.error}</Alert>}
    </FormModal>
  );
}
