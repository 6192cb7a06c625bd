import { Link } from 'react-router-dom';
import { ClockIcon, HeadsetIcon, MapIcon } from '../../components/icons';
import { HeroIllustration } from './hero-illustration';

export function Hero() {
  return (
    <section id="home-hero" className="hero" aria-labelledby="hero-title">
      <div className="container hero-grid">
        <div className="hero-copy">
          <span className="hero-badge">VIP 3 &amp; 4 Digit Predictions</span>
          <h1 id="hero-title">
            Play with numbers that are <span className="gold">built to hit</span>
          </h1>
          <p className="hero-lead">
            Up to 30 predictions a day, described as 20 guaranteed hits and 8 straight wins, in sets of 7 to 14
            combinations. Processed twice daily by a team with 28 years of experience.{' '}
            <Link to="/track-record" className="hero-track-link">
              See our track record
            </Link>
          </p>
          <div className="row hero-actions">
            <Link to="/predictions" className="btn btn-primary">
              Get Today&apos;s Predictions
            </Link>
            <Link to="/#services" className="btn hero-btn-ghost">
              See how we do it
            </Link>
          </div>
          <ul className="hero-facts">
            <li>
              <MapIcon size={18} /> 7 states covered
            </li>
            <li>
              <ClockIcon size={18} /> Twice-daily updates
            </li>
            <li>
              <HeadsetIcon size={18} /> 24/7 live support
            </li>
          </ul>
        </div>
        <div className="hero-visual">
          <HeroIllustration />
        </div>
      </div>
    </section>
  );
}
