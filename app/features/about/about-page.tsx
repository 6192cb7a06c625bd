import { Link } from 'react-router-dom';
import { AboutIllustration } from './about-illustration';
import { FounderSignature } from './founder-signature';
import './about.css';

const STEPS = [
  { title: 'Create your free account', text: 'Sign up in under a minute. No card needed to look around.' },
  { title: 'Start your membership', text: 'Claim the free 3-day membership (valued at $45) or pick the plan that fits you.' },
  { title: 'Check the numbers twice daily', text: 'Morning and evening predictions with ranked best alternatives, updated in real time.' },
  { title: 'Play with our tactics', text: 'Use First Best Alternate (FBA) and Very Last Number You See (VL#UC) on every set.' },
];

export default function AboutPage() {
  return (
    <div className="about-page">
      <section className="about-hero">
        <div className="container about-grid">
          <div>
            <span className="section-eyebrow">About us</span>
            <h1 className="page-title">HOW IT WORKS</h1>
            <p className="about-lead">
              For 28 years we have studied the daily 3 and 4 digit draws. Each day we publish up to 30 predictions,
              described as 20 guaranteed hits and 8 straight wins, in sets of 7 to 14 combinations.
            </p>
            <p>
              Our predictions are promised to hit in seven states: Tennessee, Texas, Georgia, Ohio, Michigan, Florida
              and North Carolina, by the date listed on each prediction. Numbers are processed twice daily, updated in
              real time, and our live support team is there 24/7.
            </p>
          </div>
          <AboutIllustration />
        </div>
      </section>

      <section className="container about-steps" aria-labelledby="steps-title">
        <h2 id="steps-title" className="sr-only">
          Four steps
        </h2>
        <ol className="steps">
          {STEPS.map((s, i) => (
            <li key={s.title} className="step">
              <span className="step-number" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="container about-letter" aria-labelledby="letter-title">
        <div className="card letter-card">
          <h2 id="letter-title">A word from our founder</h2>
          <p>
            I started tracking the daily numbers long before there were apps for it. What began as notebooks of
            draws became a method: two tactics, First Best Alternate and Very Last Number You See, that our members
            now use every morning and evening.
          </p>
          <p>
            Our promise is simple: clear numbers, delivered on time, with people you can reach whenever you need
            them. Thank you for trusting us with your play.
          </p>
          <FounderSignature />
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
