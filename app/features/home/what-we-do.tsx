import { Link } from 'react-router-dom';
import { FREE_TRIAL_DAYS, FREE_TRIAL_VALUE_DOLLARS } from '@shared/plans';
import { Alert } from '../../components/alert';
import { GiftIcon } from '../../components/icons';
import { formatDate } from '../../lib/dates';
import { useFreeTrial } from '../../lib/use-free-trial';
import { useInView } from '../../lib/use-in-view';
import { StatCounter } from './stat-counter';

/** "What we do" with the free 3-day membership (spec §1, contract §6) and the counters. */
export function WhatWeDo() {
  const { ref, inView } = useInView<HTMLDivElement>();
  const { claim: claimTrial, busy, error, trialUsed, memberUntil } = useFreeTrial('/#free-trial');

  return (
    <section className="section what-we-do" aria-labelledby="what-we-do-title">
      <div className="container what-grid">
        <div>
          <span className="section-eyebrow">What we do</span>
          <h2 id="what-we-do-title">Daily predictions for the 3 and 4 digit games you play</h2>
          <p>
            We study the draws so you don&apos;t have to. Our predictions are promised to hit in seven states:
            Tennessee, Texas, Georgia, Ohio, Michigan, Florida and North Carolina, by the date listed on each
            prediction.
          </p>
          <p>
            Every set comes with our two signature tactics: <strong>First Best Alternate (FBA)</strong> and{' '}
            <strong>Very Last Number You See (VL#UC)</strong>.
          </p>
          <div className="stats" ref={ref}>
            <StatCounter value={12560} suffix="+" label="Trusted Users" start={inView} />
            <StatCounter value={95} suffix="%" label="Positive Rating" start={inView} />
          </div>
        </div>
        <div id="free-trial" className="trial-card">
          <div className="trial-icon" aria-hidden="true">
            <GiftIcon size={30} />
          </div>
          <p className="trial-eyebrow">Limited offer</p>
          <h3>FREE {FREE_TRIAL_DAYS}-day membership</h3>
          <p className="trial-value">
            Valued at <strong>${FREE_TRIAL_VALUE_DOLLARS}</strong>. No payment needed.
          </p>
          <p className="trial-text">See every prediction and best alternative for {FREE_TRIAL_DAYS} full days, on us.</p>
          {error && <Alert kind="error">{error}</Alert>}
          {memberUntil !== null ? (
            <p className="trial-used">
              Your membership runs until {formatDate(new Date(memberUntil).toISOString())}: every prediction is already yours.{' '}
              <Link to="/predictions">See today&apos;s predictions</Link>
            </p>
          ) : trialUsed ? (
            <p className="trial-used">
              You have already used your free membership. <Link to="/explore-plans">Explore our plans</Link> to keep
              winning.
            </p>
          ) : (
            <button type="button" className="btn btn-primary btn-block" onClick={() => void claimTrial()} disabled={busy}>
              {busy ? 'Starting your membership...' : `Claim Free ${FREE_TRIAL_DAYS}-Day Membership`}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
