import { Fragment, lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { HOME } from '../../content/home';
import { Alert } from '../../components/alert';
import { GiftIcon } from '../../components/icons';
import { trialDays, withTrial } from '../../lib/trial';
import { useFreeTrial } from '../../lib/use-free-trial';
import { useInView } from '../../lib/use-in-view';
import { StatCounter } from './stat-counter';

const MemberNote = lazy(() => import('./member-note'));

/**
 * "What we do" with the free membership of TRIAL_DAYS (docs/product.md, "The free trial") and the
 * counters.
 */
export function WhatWeDo() {
  const { ref, inView } = useInView<HTMLDivElement>();
  const { claim: claimTrial, busy, error, trialUsed, memberUntil } = useFreeTrial('/#free-trial');
  const { whatWeDo, trial } = HOME;

  return (
    <section className="section what-we-do" aria-labelledby="what-we-do-title">
      <div className="container what-grid">
        <div>
          <span className="section-eyebrow">{whatWeDo.eyebrow}</span>
          <h2 id="what-we-do-title">{whatWeDo.title}</h2>
          <p>{whatWeDo.text}</p>
          <p>
            {whatWeDo.tacticsLead}{' '}
            {whatWeDo.tactics.map((tactic, i) => (
              <Fragment key={tactic}>
                {i > 0 && (i === whatWeDo.tactics.length - 1 ? ' and ' : ', ')}
                <strong>{tactic}</strong>
              </Fragment>
            ))}
            .
          </p>
          <div className="stats" ref={ref}>
            {whatWeDo.counters.map((c) => (
              <StatCounter key={c.label} value={c.value} suffix={c.suffix} label={c.label} start={inView} />
            ))}
          </div>
        </div>
        <div id="free-trial" className="trial-card">
          <div className="trial-icon" aria-hidden="true">
            <GiftIcon size={30} />
          </div>
          <p className="trial-eyebrow">{trial.eyebrow}</p>
          <h3>{withTrial(trial.title)}</h3>
          <p className="trial-value">{withTrial(trial.value)}</p>
          <p className="trial-text">{withTrial(trial.text)}</p>
          {error && <Alert kind="error">{error}</Alert>}
          {memberUntil !== null ? (
            <Suspense fallback={null}>
              <MemberNote until={memberUntil} />
            </Suspense>
          ) : trialUsed ? (
            <p className="trial-used">
              {trial.used} <Link to="/explore-plans">{trial.usedAction}</Link> {trial.usedAfter}
            </p>
          ) : (
            <button type="button" className="btn btn-primary btn-block" onClick={() => void claimTrial()} disabled={busy}>
              {busy ? 'Starting your membership...' : `Claim Free ${trialDays()}-Day Membership`}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
