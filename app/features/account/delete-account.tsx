// Deleting the account (docs/product.md, "Deleting an account"): the password, and the word typed
// out, because it cannot be undone. The server's sentence is shown as it comes, then the browser
// signs out.
import { useActionState, useState } from 'react';
import { ACCOUNT_MESSAGES } from '@shared/account';
import { Alert } from '../../components/alert';
import { PasswordField } from '../../components/password-field';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { answer, client, serverMessage } from '../../lib/api-client';
import { formText } from '../../lib/form-values';
import { useDelayedRedirect } from '../../lib/use-delayed-redirect';

/** What the person types to say they mean it. */
export const DELETE_CONFIRM_WORD = 'DELETE';

export function DeleteAccount() {
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const later = useDelayedRedirect();
  const confirmed = typed.trim() === DELETE_CONFIRM_WORD;
  // The two fields are the page's own state (the button waits for both), so a refusal keeps them.
  const [result, remove] = useActionState(async (last: { error?: string; done?: string }, data: FormData): Promise<{ error?: string; done?: string }> => {
    if (formText(data, 'deleteConfirm').trim() !== DELETE_CONFIRM_WORD) return last;
    try {
      const res = await answer(client.account.$delete({ json: { password: formText(data, 'deletePassword') } }));
      later('/', { signOut: true });
      return { done: res.message || ACCOUNT_MESSAGES.deleted };
    } catch (err) {
      return { error: serverMessage(err, 'Could not delete your account. Please try again.') };
    }
  }, {});

  return (
    <section className="card account-section danger-zone" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete account</h2>
      <p>
        Your account, sign-ins and notifications go at once and cannot be brought back. Receipts stay in our books without your name or e-mail. A membership that renews stops at
        once, so nothing more is charged; time left on your membership is not refunded.
      </p>
      {result.done ? (
        <Alert kind="success">{result.done}</Alert>
      ) : (
        <form className="stack" action={remove}>
          {result.error && <Alert kind="error">{result.error}</Alert>}
          <PasswordField label="Password" name="deletePassword" value={password} onChange={setPassword} autoComplete="current-password" required />
          <TextField label={`Type ${DELETE_CONFIRM_WORD} to confirm`} name="deleteConfirm" value={typed} onChange={setTyped} autoComplete="off" required />
          <SubmitButton className="btn btn-danger" pendingLabel="Deleting..." disabled={!confirmed || !password}>
            Delete my account
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
