// "Invite a friend" (docs/product.md, "Referrals"): the member's own link, and what it has earned.
// Not shown when the operator has turned referrals off (the server answers 404).
import { useState, type ReactNode } from 'react';
import { REFERRAL_REWARDS_PER_YEAR, type ReferralDto } from '@shared/referral-words';
import { Alert } from '../../components/alert';
import { Loaded } from '../../components/loaded';
import { serverMessage } from '../../lib/api-client';

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);
const LOAD_ERROR = 'Could not load your referral link. Please try again.';

/** The section, with the link as the account page's loader reads it: null when referrals are off. */
export function ReferralSection({ referral }: { referral: Promise<ReferralDto | null> }) {
  return (
    <Loaded
      resolve={referral}
      loading={null}
      failed={LOAD_ERROR}
      error={(err) => (
        <Invite>
          <Alert kind="error">{serverMessage(err, LOAD_ERROR)}</Alert>
        </Invite>
      )}
    >
      {(r) =>
        r && (
          <Invite>
            <ReferralLink referral={r} />
          </Invite>
        )
      }
    </Loaded>
  );
}

function Invite({ children }: { children: ReactNode }) {
  return (
    <section id="invite" className="card account-section referral" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite a friend</h2>
      {children}
    </section>
  );
}

function ReferralLink({ referral }: { referral: ReferralDto }) {
  const [copied, setCopied] = useState(false);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refused permission): the link stays selectable.
      setCopied(false);
    }
  }

  return (
    <>
      <p className="muted">
        Share your link. When someone signs up through it and buys their first plan, we add {days(referral.rewardDays)} to your membership (up to {REFERRAL_REWARDS_PER_YEAR} times
        a year).
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
  );
}
