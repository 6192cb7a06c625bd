import { Link } from 'react-router-dom';
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
            <h2 id="cta-title">Ready for today&apos;s numbers?</h2>
            <p>Join thousands of members who check their predictions every morning and evening.</p>
          </div>
          <Link to="/explore-plans" className="btn btn-primary">
            Explore Plans
          </Link>
        </div>
      </section>
    </>
  );
}
