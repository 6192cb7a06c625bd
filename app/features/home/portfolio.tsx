import type { PortfolioBarDto } from '@shared/claims';
import { claimSentence } from '@shared/claims';
import { HOME } from '../../content/home';
import { PROGRESS_ANIMATION_MS } from '../../lib/constants';
import { useClaims } from '../../lib/use-claims';
import { useInView } from '../../lib/use-in-view';

/** The bars fill in 300 ms once they scroll into view (docs/app.md, "Home and plans"): mounted with them, so it watches its own box. */
function Bars({ bars }: { bars: PortfolioBarDto[] }) {
  const { ref, inView } = useInView<HTMLDivElement>();
  return (
    <div className="bars" ref={ref}>
      {bars.map((bar, i) => (
        <div key={`${i}-${bar.label}`} className="bar">
          <div className="bar-head">
            <span id={`bar-${i}`}>{bar.label}</span>
            <span>{bar.percent}%</span>
          </div>
          <div className="bar-track" role="progressbar" aria-valuenow={bar.percent} aria-valuemin={0} aria-valuemax={100} aria-labelledby={`bar-${i}`}>
            <div className="bar-fill" style={{ width: inView ? `${bar.percent}%` : '0%', transitionDuration: `${PROGRESS_ANIMATION_MS}ms` }} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The portfolio: its words, and the operator's bars once set (the console's Claims page). */
export function Portfolio() {
  const { portfolio } = HOME;
  const claims = useClaims();
  return (
    <section className="section portfolio" aria-labelledby="portfolio-title">
      <div className="container portfolio-grid">
        <div>
          <span className="section-eyebrow">{portfolio.eyebrow}</span>
          <h2 id="portfolio-title">{claimSentence(portfolio.title, claims)}</h2>
          <p>{claimSentence(portfolio.text, claims)}</p>
        </div>
        {claims.portfolio.length > 0 && <Bars bars={claims.portfolio} />}
      </div>
    </section>
  );
}
