import { Fragment, lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { HOME } from '../../content/home';
import { Alert } from '../../components/alert';
import { GiftIcon } from '../../components/icons';
import { trialDays, withTrial } from '../../lib/trial';
import { useFreeTrial } from '../../lib/use-free-trial';
import { useClaims } from '../../lib/use-claims';
import { useInView } from '../../lib/use-in-view';
import { StatCounter } from './stat-counter';

const MemberNote = lazy(() => import('./member-note'));

/** The counters, each counting up once in view: mounted with its figures, so it watches its own box. */
function Counters({ counters }: { counters: { value: number; suffix: string; label: string; source: string }[] }) {
  const { ref, inView } = useInView<HTMLDivElement>();
  return (
    <div className="stats" ref={ref}>
      {counters.map((c) => (
        <StatCounter key={c.label} value={c.value} suffix={c.suffix} label={c.label} source={c.source} start={inView} />
      ))}
    </div>
  );
}

/**
 * "What we do" with the free membership of TRIAL_DAYS (docs/product.md, "The free trial") and the
 * counters.
 */
export function WhatWeDo() {
  const { claim: claimTrial, busy, error, trialUsed, memberUntil } = useFreeTrial('/#free-trial');
  const { whatWeDo, trial } = HOME;
  const claims = useClaims();
  // The operator's figures alone (the console's Claims page): a rating only with where it comes from.
  const counters = [
    ...(claims.members !== null ? [{ value: claims.members, suffix: '+', label: whatWeDo.counters.members, source: '' }] : []),
    ...(claims.ratingPercent !== null && claims.ratingSource ? [{ value: claims.ratingPercent, suffix: '%', label: whatWeDo.counters.rating, source: claims.ratingSource }] : []),
  ];

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
          {counters.length > 0 && <Counters counters={counters} />}
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
