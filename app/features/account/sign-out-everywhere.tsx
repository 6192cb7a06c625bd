// "Sign out everywhere" (docs/security.md, "Sign-out and sessions"): every sign-in of the account
// ends, this one included, for a lost phone or a shared computer.
import { useState } from 'react';
import { AUTH_MESSAGES } from '@shared/auth';
import { Alert } from '../../components/alert';
import { answer, client, serverMessage } from '../../lib/api-client';
import { useDelayedRedirect } from '../../lib/use-delayed-redirect';

export function SignOutEverywhere() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const later = useDelayedRedirect();

  async function signOutEverywhere() {
    setBusy(true);
    setError('');
    try {
      const res = await answer(client.auth['logout-all'].$post());
      setDone(res.message || AUTH_MESSAGES.signedOutEverywhere);
      later('/login', { signOut: true });
    } catch (err) {
      setError(serverMessage(err, 'Could not sign you out everywhere. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <div className="stack">
      <h3>Signed-in devices</h3>
      <p className="muted">Lost a phone or used a shared computer? End every sign-in of your account, this one included.</p>
      {error && <Alert kind="error">{error}</Alert>}
      {done ? (
        <Alert kind="success">{done}</Alert>
      ) : (
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void signOutEverywhere()}>
          {busy ? 'Signing out...' : 'Sign out everywhere'}
        </button>
      )}
    </div>
  );
}
