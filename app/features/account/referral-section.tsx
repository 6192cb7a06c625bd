// "Invite a friend" (docs/product.md, "Referrals"): the member's own link, and what it has earned.
// Not shown when the operator has turned referrals off (the server answers 404).
import { useEffect, useState } from 'react';
import { REFERRAL_REWARDS_PER_YEAR, type ReferralDto } from '@shared/referral-words';
import { Alert } from '../../components/alert';
import { answer, client, requestOptions } from '../../lib/api-client';
import { ApiError, serverMessage } from '../../lib/api-fetch';

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

export function ReferralSection() {
  const [referral, setReferral] = useState<ReferralDto | null>(null);
  const [error, setError] = useState('');
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    answer(client.account.referral.$get(undefined, requestOptions({ signal: controller.signal })))
      .then(setReferral)
      .catch((err) => {
        if (controller.signal.aborted || (err instanceof ApiError && err.status === 404)) return;
        setError(serverMessage(err, 'Could not load your referral link. Please try again.'));
      });
    return () => controller.abort();
  }, []);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refused permission): the link stays selectable.
      setCopied(false);
    }
  }

  if (!referral && !error) return null;
  return (
    <section id="invite" className="card account-section referral" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite a friend</h2>
      {error && <Alert kind="error">{error}</Alert>}
      {referral && (
        <>
          <p className="muted">
            Share your link. When someone signs up through it and buys their first plan, we add {days(referral.rewardDays)} to your membership (up to {REFERRAL_REWARDS_PER_YEAR}{' '}
            times a year).
          </p>
          <div className="referral-link">
            <label className="field-label" htmlFor="referral-url">
              Your link
            </label>
            <input id="referral-url" className="input" readOnly value={referral.url} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className="btn btn-secondary" onClick={() => void copy(referral.url)}>
              {copied ? 'Copied' : 'Copy link'}
            </button>
          </div>
          <p className="referral-figures" aria-live="polite">
            Signed up through your link: <strong>{referral.joined}</strong> · Rewards earned: <strong>{referral.rewarded}</strong>
          </p>
        </>
      )}
    </section>
  );
}
