import { FREE_TRIAL_DAYS } from '@shared/plans';
import { Alert } from '../../components/alert';
import { useFreeTrial } from '../../lib/use-free-trial';

/** Issue 17: the free trial is offered wherever a customer meets the paywall, not on the home page alone. */
export function TrialOffer() {
  const { claim, busy, error, trialUsed, memberUntil, breakUntil } = useFreeTrial('/predictions');
  // On a break the plans' notice below says why nothing is offered, and until when.
  if (trialUsed || memberUntil !== null || breakUntil !== null) return null;
  return (
    <div className="trial-offer">
      <p>Not sure yet? Try every prediction free for {FREE_TRIAL_DAYS} days, no payment needed.</p>
      {error && <Alert kind="error">{error}</Alert>}
      <button type="button" className="btn btn-secondary" onClick={() => void claim()} disabled={busy}>
        {busy ? 'Starting your membership...' : `Claim Free ${FREE_TRIAL_DAYS}-Day Membership`}
      </button>
    </div>
  );
}
