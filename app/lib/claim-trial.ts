// What claiming the free trial does once the button is pressed (use-free-trial.ts loads it then,
// so the home page's first download carries none of it): a visitor signs in first and comes back;
// a signed-in person gets the trial, and /predictions opens with "you're in" and until when.
import type { NavigateFunction } from 'react-router-dom';
import { answer, client } from './api-client';
import { storeUser } from './auth-store';
import { markShown } from './use-expiry-warning';
import { rememberRedirect } from './use-login-redirect';

/** Router state /predictions reads to welcome a new trial member. */
export interface TrialStartedState {
  trialStartedUntil?: string;
}

export async function claimTrial(navigate: NavigateFunction, opts: { signedIn: boolean; returnTo: string }): Promise<void> {
  if (!opts.signedIn) {
    rememberRedirect(opts.returnTo);
    await navigate('/login');
    return;
  }
  const res = await answer(client.subscription.trial.$post());
  // The trial's few days are within the expiry warning's reach: not the moment to warn.
  markShown();
  storeUser(res.user);
  const state: TrialStartedState = { trialStartedUntil: res.membership.activeUntil ?? res.subscriptionExpiresAt };
  await navigate('/predictions', { state });
}
