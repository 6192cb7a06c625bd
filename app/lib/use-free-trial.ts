// Claiming the free trial (docs/product.md, "The free trial"), from the home page, the plans or
// /predictions. What the button does is loaded when it is pressed (claim-trial.ts); until then
// the hook only says whether to offer it.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { breakUntilOf } from '@shared/break';
import { membershipEnd } from '@shared/roles';
import { serverMessage } from './api-fetch';
import { isLoggedIn, useAuth } from './auth-store';

export type { TrialStartedState } from './claim-trial';

export function useFreeTrial(returnTo: string) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const signedIn = isLoggedIn(auth);
  const trialUsed = signedIn && !!auth.user?.trialUsed;
  // The server refuses the trial while a membership runs; the page says so instead of offering it.
  const memberUntil = signedIn && auth.user ? membershipEnd(auth.user, Date.now()) : null;
  // A break pauses the trial too (the server refuses it): /predictions does not offer it meanwhile.
  const breakUntil = signedIn && auth.user ? breakUntilOf(auth.user, Date.now()) : null;

  async function claim() {
    setError('');
    setBusy(signedIn);
    try {
      const { claimTrial } = await import('./claim-trial');
      await claimTrial(navigate, { signedIn, returnTo });
    } catch (err) {
      setError(serverMessage(err, 'Could not start your free membership. Please try again.'));
      setBusy(false);
    }
  }

  return { claim, busy, error, trialUsed, memberUntil, breakUntil };
}
