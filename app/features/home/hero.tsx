import { Link } from 'react-router-dom';
import { HOME } from '../../content/marketing';
import { ClockIcon, HeadsetIcon, MapIcon } from '../../components/icons';
import { ClaimText } from '../../components/measured-record';
import { HeroIllustration } from './hero-illustration';

const FACT_ICONS = [MapIcon, ClockIcon, HeadsetIcon];

export function Hero() {
  const { hero } = HOME;
  return (
    <section id="home-hero" className="hero" aria-labelledby="hero-title">
      <div className="container hero-grid">
        <div className="hero-copy">
          <span className="hero-badge">{hero.badge}</span>
          <h1 id="hero-title">
            {hero.title.before}
            <span className="gold">{hero.title.highlight}</span>
          </h1>
          <p className="hero-lead">
            <ClaimText claim={hero.lead} recordClassName="hero-record" />
          </p>
          <div className="row hero-actions">
            <Link to="/predictions" className="btn btn-primary">
              {hero.primaryAction}
            </Link>
            <Link to="/#services" className="btn hero-btn-ghost">
              {hero.secondaryAction}
            </Link>
          </div>
          <ul className="hero-facts">
            {hero.facts.map((fact, i) => {
              const Icon = FACT_ICONS[i % FACT_ICONS.length];
              return (
                <li key={fact}>
                  <Icon size={18} /> {fact}
                </li>
              );
            })}
          </ul>
        </div>
        <div className="hero-visual">
          <HeroIllustration />
        </div>
      </div>
    </section>
  );
}
