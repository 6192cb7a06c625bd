// Claiming the free 3-day membership (docs/product.md, "The free trial"), from the home page or
// /predictions. Its answer carries the membership, so the page it lands on can say "you're in" and
// until when.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { membershipEnd } from '@shared/roles';
import { answer, client } from './api-client';
import { isLoggedIn, storeUser, useAuth } from './auth-store';
import { markShown } from './use-expiry-warning';
import { serverMessage } from './use-form-status';
import { useLoginRedirect } from './use-login-redirect';

/** Router state /predictions reads to welcome a new trial member. */
export interface TrialStartedState {
  trialStartedUntil?: string;
}

export function useFreeTrial(returnTo: string) {
  const auth = useAuth();
  const navigate = useNavigate();
  const loginRedirect = useLoginRedirect();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const trialUsed = isLoggedIn(auth) && !!auth.user.trialUsed;
  // The server refuses the trial while a membership runs; the page says so instead of offering it.
  const memberUntil = isLoggedIn(auth) ? membershipEnd(auth.user, Date.now()) : null;

  async function claim() {
    setError('');
    if (!isLoggedIn(auth)) {
      loginRedirect(returnTo);
      return;
    }
    setBusy(true);
    try {
      const res = await answer(client.subscription.trial.$post());
      // Three days left is within the expiry warning's reach: not the moment to warn.
      markShown();
      storeUser(res.user);
      const state: TrialStartedState = { trialStartedUntil: res.membership.activeUntil ?? res.subscriptionExpiresAt };
      navigate('/predictions', { state });
    } catch (err) {
      setError(serverMessage(err, 'Could not start your free membership. Please try again.'));
      setBusy(false);
    }
  }

  return { claim, busy, error, trialUsed, memberUntil };
}
