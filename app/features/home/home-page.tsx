import { Link } from 'react-router-dom';
import { HOME } from '../../content/home';
import { ClaimText } from '../../components/measured-record';
import { Hero } from './hero';
import { Portfolio } from './portfolio';
import { MoreServices, Services } from './services';
import { WhatWeDo } from './what-we-do';
import './home.css';

export default function HomePage() {
  return (
    <>
      <Hero />
      <WhatWeDo />
      <Services />
      <Portfolio />
      <MoreServices />
      <section className="section cta-band" aria-labelledby="cta-title">
        <div className="container cta-inner">
          <div>
            <h2 id="cta-title">{HOME.cta.title}</h2>
            <p>
              <ClaimText claim={HOME.cta.text} />
            </p>
          </div>
          <Link to="/explore-plans" className="btn btn-primary">
            {HOME.cta.action}
          </Link>
        </div>
      </section>
    </>
  );
}
