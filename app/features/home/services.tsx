import type { ReactNode } from 'react';
import { HOME } from '../../content/home';
import type { Service, ServiceIcon } from '../../content/marketing';
import { BoltIcon, ChartIcon, ClockIcon, HeadsetIcon, MapIcon, ShieldIcon, TargetIcon } from '../../components/icons';
import { ClaimText } from '../../components/measured-record';

const ICONS: Record<ServiceIcon, ReactNode> = {
  target: <TargetIcon size={26} />,
  chart: <ChartIcon size={26} />,
  shield: <ShieldIcon size={26} />,
  map: <MapIcon size={26} />,
  clock: <ClockIcon size={26} />,
  bolt: <BoltIcon size={26} />,
  headset: <HeadsetIcon size={26} />,
};

function ServiceCard({ service }: { service: Service }) {
  return (
    <article className="service-card">
      <div className="service-icon" aria-hidden="true">
        {ICONS[service.icon]}
      </div>
      <h3>{service.title}</h3>
      <p>
        <ClaimText claim={service.text} />
      </p>
    </article>
  );
}

export function Services() {
  const { services } = HOME;
  return (
    <section id="services" className="section services" aria-labelledby="services-title">
      <div className="container">
        <div className="section-head">
          <span className="section-eyebrow">{services.eyebrow}</span>
          <h2 id="services-title">{services.title}</h2>
          <p>{services.text}</p>
        </div>
        <div className="service-grid service-grid-4">
          {services.cards.map((s) => (
            <ServiceCard key={s.title} service={s} />
          ))}
        </div>
      </div>
    </section>
  );
}

export function MoreServices() {
  const { moreServices } = HOME;
  return (
    <section className="section more-services" aria-labelledby="more-services-title">
      <div className="container">
        <div className="section-head">
          <span className="section-eyebrow">{moreServices.eyebrow}</span>
          <h2 id="more-services-title">{moreServices.title}</h2>
        </div>
        <div className="service-grid service-grid-3">
          {moreServices.cards.map((s) => (
            <ServiceCard key={s.title} service={s} />
          ))}
        </div>
      </div>
    </section>
  );
}
