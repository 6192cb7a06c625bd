import { Alert } from './alert';
import { trialDays } from '../lib/trial';
import { useFreeTrial } from '../lib/use-free-trial';

/**
 * The free trial, offered wherever a visitor or customer meets the paywall or the plans, not on the
 * home page alone (docs/product.md, "The free trial"); nothing once taken or while a membership runs.
 * `returnTo`: where a visitor comes back to after signing in.
 */
export function TrialOffer({ returnTo }: { returnTo: string }) {
  const { claim, busy, error, trialUsed, memberUntil, breakUntil } = useFreeTrial(returnTo);
  // On a break the plans' notice says why nothing is offered, and until when.
  if (trialUsed || memberUntil !== null || breakUntil !== null) return null;
  return (
    <div className="trial-offer">
      <p>Not sure yet? Try every prediction free for {trialDays()} days, no payment needed.</p>
      {error && <Alert kind="error">{error}</Alert>}
      <button type="button" className="btn btn-secondary" onClick={() => void claim()} disabled={busy}>
        {busy ? 'Starting your membership...' : `Claim Free ${trialDays()}-Day Membership`}
      </button>
    </div>
  );
}
