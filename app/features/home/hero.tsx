import { Link } from 'react-router-dom';
import { HOME } from '../../content/home';
import { ClockIcon, HeadsetIcon, MapIcon } from '../../components/icons';
import { ClaimText } from '../../components/measured-record';
import { useClaims } from '../../lib/use-claims';
import { claimSentence } from '@shared/claims';
// Lottery balls over a rising chart: an image, not code, so the page's first download carries no
// drawing (bench: start-up JavaScript); precached with the app shell, so it shows offline too.
import heroArt from './hero-art.svg?no-inline';

const FACT_ICONS = [MapIcon, ClockIcon, HeadsetIcon];

export function Hero() {
  const { hero } = HOME;
  const claims = useClaims();
  // Each fact keeps its icon; one about the business shows once the operator set it.
  const facts = hero.facts.map((fact, i) => ({ text: claimSentence(fact, claims), Icon: FACT_ICONS[i % FACT_ICONS.length] })).filter((f) => f.text !== '');
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
            {facts.map(({ text, Icon }) => (
              <li key={text}>
                <Icon size={18} /> {text}
              </li>
            ))}
          </ul>
        </div>
        <div className="hero-visual">
          <img className="hero-art" src={heroArt} width={460} height={360} alt="Lottery balls rising above a winning chart" />
        </div>
      </div>
    </section>
  );
}
