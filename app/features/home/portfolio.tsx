import { HOME } from '../../content/home';
import { PROGRESS_ANIMATION_MS } from '../../lib/constants';
import { useInView } from '../../lib/use-in-view';

/** The portfolio bars fill in 300 ms once they scroll into view (docs/app.md, "Home and plans"). */
export function Portfolio() {
  const { ref, inView } = useInView<HTMLDivElement>();
  const { portfolio } = HOME;
  return (
    <section className="section portfolio" aria-labelledby="portfolio-title">
      <div className="container portfolio-grid">
        <div>
          <span className="section-eyebrow">{portfolio.eyebrow}</span>
          <h2 id="portfolio-title">{portfolio.title}</h2>
          <p>{portfolio.text}</p>
        </div>
        <div className="bars" ref={ref}>
          {portfolio.bars.map((bar) => (
            <div key={bar.label} className="bar">
              <div className="bar-head">
                <span id={`bar-${bar.label.replace(/\s+/g, '-').toLowerCase()}`}>{bar.label}</span>
                <span>{bar.value}%</span>
              </div>
              <div
                className="bar-track"
                role="progressbar"
                aria-valuenow={bar.value}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-labelledby={`bar-${bar.label.replace(/\s+/g, '-').toLowerCase()}`}
              >
                <div className="bar-fill" style={{ width: inView ? `${bar.value}%` : '0%', transitionDuration: `${PROGRESS_ANIMATION_MS}ms` }} />
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
