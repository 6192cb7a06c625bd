import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BoltIcon, ChartIcon, ClockIcon, HeadsetIcon, MapIcon, ShieldIcon, TargetIcon } from '../../components/icons';

interface Service {
  icon: ReactNode;
  title: string;
  text: string;
  /** A link after the text, e.g. to the figures behind a claim. */
  link?: { to: string; text: string };
}

const CORE_SERVICES: Service[] = [
  {
    icon: <TargetIcon size={26} />,
    title: 'Up to 30 Predictions a Day',
    text: 'Described as 20 guaranteed hits and 8 straight wins, for 3 and 4 digit games.',
    link: { to: '/track-record', text: 'See our track record' },
  },
  {
    icon: <ChartIcon size={26} />,
    title: 'Sets of 7 to 14 Combinations',
    text: 'Every set is built from our own analysis, with best alternatives ranked by priority.',
  },
  {
    icon: <ShieldIcon size={26} />,
    title: 'FBA & VL#UC Tactics',
    text: 'First Best Alternate (FBA) and Very Last Number You See (VL#UC), explained with every set.',
  },
  {
    icon: <MapIcon size={26} />,
    title: 'Seven States Covered',
    text: 'Tennessee, Texas, Georgia, Ohio, Michigan, Florida and North Carolina.',
  },
];

const EXTRA_SERVICES: Service[] = [
  {
    icon: <ClockIcon size={26} />,
    title: 'Processed Twice Daily',
    text: 'Fresh numbers for the morning and evening draws, every day.',
  },
  {
    icon: <BoltIcon size={26} />,
    title: 'Real-Time Updates',
    text: 'Predictions appear the moment they are published, on any device.',
  },
  {
    icon: <HeadsetIcon size={26} />,
    title: '24/7 Live Support',
    text: 'Questions about a set or your membership? Our team answers around the clock.',
  },
];

function ServiceCard({ service }: { service: Service }) {
  return (
    <article className="service-card">
      <div className="service-icon" aria-hidden="true">
        {service.icon}
      </div>
      <h3>{service.title}</h3>
      <p>
        {service.text}
        {service.link && (
          <>
            {' '}
            <Link to={service.link.to}>{service.link.text}</Link>
          </>
        )}
      </p>
    </article>
  );
}

export function Services() {
  return (
    <section id="services" className="section services" aria-labelledby="services-title">
      <div className="container">
        <div className="section-head">
          <span className="section-eyebrow">Our services</span>
          <h2 id="services-title">Everything you need to play smarter</h2>
          <p>28 years of experience, distilled into daily numbers you can act on.</p>
        </div>
        <div className="service-grid service-grid-4">
          {CORE_SERVICES.map((s) => (
            <ServiceCard key={s.title} service={s} />
          ))}
        </div>
      </div>
    </section>
  );
}

export function MoreServices() {
  return (
    <section className="section more-services" aria-labelledby="more-services-title">
      <div className="container">
        <div className="section-head">
          <span className="section-eyebrow">Why members stay</span>
          <h2 id="more-services-title">Always on, always current</h2>
        </div>
        <div className="service-grid service-grid-3">
          {EXTRA_SERVICES.map((s) => (
            <ServiceCard key={s.title} service={s} />
          ))}
        </div>
      </div>
    </section>
  );
}
