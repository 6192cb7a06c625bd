import { PROGRESS_ANIMATION_MS } from '../../lib/constants';
import { useInView } from '../../lib/use-in-view';

const BARS = [
  { label: 'Marketing', value: 88 },
  { label: 'Social Assistant', value: 95 },
  { label: 'Consulting', value: 70 },
];

/** The portfolio bars fill in 300 ms once they scroll into view (spec §2). */
export function Portfolio() {
  const { ref, inView } = useInView<HTMLDivElement>();
  return (
    <section className="section portfolio" aria-labelledby="portfolio-title">
      <div className="container portfolio-grid">
        <div>
          <span className="section-eyebrow">Our portfolio</span>
          <h2 id="portfolio-title">28 years of reading the numbers</h2>
          <p>
            Since long before apps, our analysts have tracked the daily draws. Today that experience reaches thousands
            of members through numbers processed twice daily, real-time updates and live support around the clock.
          </p>
        </div>
        <div className="bars" ref={ref}>
          {BARS.map((bar) => (
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
                <div
                  className="bar-fill"
                  style={{ width: inView ? `${bar.value}%` : '0%', transitionDuration: `${PROGRESS_ANIMATION_MS}ms` }}
                />
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
