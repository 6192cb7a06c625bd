// The first time a person turns notifications on, before any hit is pushed: which states do they
// play (docs/product.md, "Followed states and result pushes")? Shown once per account: either
// answer is saved, and /api/auth/me then says the states were chosen. Closing it asks again the
// next time notifications go on.
import { useEffect, useState } from 'react';
import { STATE_CODES, type StateCode } from '@shared/results';
import { Alert } from '../../components/alert';
import { Modal } from '../../components/modal';
import { CHOOSE_ONE_STATE, StatesPicker } from '../../components/states-picker';
import { getAuth } from '../../lib/auth-store';
import { followedStates, saveFollowedStates } from '../../lib/followed-states';
import { onStatesChoiceOffered } from '../../lib/states-choice';
import { serverMessage } from '../../lib/api-client';

export function StatesChoicePrompt() {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<StateCode[]>([...STATE_CODES]);
  const [fieldError, setFieldError] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(
    () =>
      onStatesChoiceOffered(() => {
        const { user } = getAuth();
        // A copy of the user stored before states existed says nothing: the next refresh will.
        if (user?.statesChosen !== false) return;
        setChosen([...followedStates(user)]);
        setFieldError('');
        setError('');
        setOpen(true);
      }),
    [],
  );

  if (!open) return null;

  async function save(states: StateCode[]) {
    setFieldError(states.length === 0 ? CHOOSE_ONE_STATE : '');
    if (states.length === 0) return;
    setBusy(true);
    setError('');
    try {
      await saveFollowedStates(states);
      setOpen(false);
    } catch (err) {
      setError(serverMessage(err, 'Could not save your states. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      title="Which states do you play?"
      onClose={() => !busy && setOpen(false)}
      footer={
        <>
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void save([...STATE_CODES])}>
            Keep all seven
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void save(chosen)}>
            {busy ? 'Saving...' : 'Save my states'}
          </button>
        </>
      }
    >
      <p>We&apos;ll notify you of hits only in the states you follow. You can change them any time on your account page.</p>
      {error && <Alert kind="error">{error}</Alert>}
      <StatesPicker legend="States I follow" value={chosen} onChange={setChosen} error={fieldError} disabled={busy} />
    </Modal>
  );
}
