import { Link } from 'react-router-dom';
import { ABOUT } from '../../content/about';
import { TacticsList } from '../../components/tactics-list';
import { ClaimText } from '../../components/measured-record';
import { withTrial } from '../../lib/trial';
import { useClaims } from '../../lib/use-claims';
import { claimSentence } from '@shared/claims';
import { AboutIllustration } from './about-illustration';
import { FounderSignature } from './founder-signature';
import './about.css';

/** The founder's message as the operator wrote it: a blank line starts a paragraph. */
const paragraphs = (message: string) =>
  message
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export default function AboutPage() {
  const claims = useClaims();
  const { founder } = claims;
  const support = claimSentence(ABOUT.support, claims);
  return (
    <div className="about-page">
      <section className="about-hero">
        <div className="container about-grid">
          <div>
            <span className="section-eyebrow">{ABOUT.eyebrow}</span>
            <h1 className="page-title">{ABOUT.title}</h1>
            <p className="about-lead">
              <ClaimText claim={ABOUT.lead} />
            </p>
            <p>{ABOUT.text}</p>
            {support && <p>{support}</p>}
          </div>
          <AboutIllustration />
        </div>
      </section>

      <section className="container about-steps" aria-labelledby="steps-title">
        <h2 id="steps-title" className="sr-only">
          {ABOUT.stepsTitle}
        </h2>
        <ol className="steps">
          {ABOUT.steps.map((s, i) => (
            <li key={s.title} className="step">
              <span className="step-number" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{s.title}</h3>
              <p>{withTrial(s.text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="tactics" className="container about-tactics" aria-labelledby="tactics-title">
        <h2 id="tactics-title">{ABOUT.tacticsTitle}</h2>
        <TacticsList className="tactics" />
      </section>

      <section className="container about-letter" aria-labelledby="letter-title">
        <div className="card letter-card">
          {founder ? (
            <>
              <h2 id="letter-title">{ABOUT.letterTitle}</h2>
              {paragraphs(founder.message).map((text) => (
                <p key={text}>{text}</p>
              ))}
              <FounderSignature founder={founder} />
            </>
          ) : (
            <>
              <h2 id="letter-title">{ABOUT.closing.title}</h2>
              <p>{ABOUT.closing.text}</p>
            </>
          )}
          <div className="row letter-actions">
            <Link to="/explore-plans" className="btn btn-primary">
              Explore Plans
            </Link>
            <Link to="/contact" className="btn btn-secondary">
              Contact Us
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
