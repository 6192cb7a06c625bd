// Deleting the account (docs/product.md, "Deleting an account"): the password, and the word typed
// out, because it cannot be undone. The server's sentence is shown as it comes, then the browser
// signs out.
import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '@shared/account';
import { Alert } from '../../components/alert';
import { PasswordField } from '../../components/password-field';
import { TextField } from '../../components/text-field';
import { answer, client, serverMessage } from '../../lib/api-client';
import { useDelayedRedirect } from '../../lib/use-delayed-redirect';

/** What the person types to say they mean it. */
export const DELETE_CONFIRM_WORD = 'DELETE';

export function DeleteAccount() {
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const later = useDelayedRedirect();
  const confirmed = typed.trim() === DELETE_CONFIRM_WORD;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!confirmed) return;
    setBusy(true);
    setError('');
    try {
      const res = await answer(client.account.$delete({ json: { password } }));
      setDone(res.message || ACCOUNT_MESSAGES.deleted);
      later('/', { signOut: true });
    } catch (err) {
      setError(serverMessage(err, 'Could not delete your account. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <section className="card account-section danger-zone" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete account</h2>
      <p>
        Your account, sign-ins and notifications go at once and cannot be brought back. Receipts stay in our books
        without your name or e-mail. A membership that renews stops at once, so nothing more is charged; time left on
        your membership is not refunded.
      </p>
      {done ? (
        <Alert kind="success">{done}</Alert>
      ) : (
        <form className="stack" onSubmit={onSubmit}>
          {error && <Alert kind="error">{error}</Alert>}
          <PasswordField label="Password" name="deletePassword" value={password} onChange={setPassword} autoComplete="current-password" required />
          <TextField
            label={`Type ${DELETE_CONFIRM_WORD} to confirm`}
            name="deleteConfirm"
            value={typed}
            onChange={setTyped}
            autoComplete="off"
            required
          />
          <button type="submit" className="btn btn-danger" disabled={busy || !confirmed || !password}>
            {busy ? 'Deleting...' : 'Delete my account'}
          </button>
        </form>
      )}
    </section>
  );
}
