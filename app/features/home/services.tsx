import type { ReactNode } from 'react';
import { HOME } from '../../content/home';
import type { Service, ServiceIcon } from '../../content/marketing';
import { BoltIcon, ChartIcon, ClockIcon, HeadsetIcon, MapIcon, ShieldIcon, TargetIcon } from '../../components/icons';
import { ClaimText } from '../../components/measured-record';
import { useClaims } from '../../lib/use-claims';
import { claimSentence } from '@shared/claims';

const ICONS: Record<ServiceIcon, ReactNode> = {
  target: <TargetIcon size={26} />,
  chart: <ChartIcon size={26} />,
  shield: <ShieldIcon size={26} />,
  map: <MapIcon size={26} />,
  clock: <ClockIcon size={26} />,
  bolt: <BoltIcon size={26} />,
  headset: <HeadsetIcon size={26} />,
};

function ServiceCard({ service, title }: { service: Service; title: string }) {
  return (
    <article className="service-card">
      <div className="service-icon" aria-hidden="true">
        {ICONS[service.icon]}
      </div>
      <h3>{title}</h3>
      <p>
        <ClaimText claim={service.text} />
      </p>
    </article>
  );
}

/** The cards; one whose title names a claim of the business shows once the operator set it. */
function ServiceGrid({ cards, className }: { cards: Service[]; className: string }) {
  const claims = useClaims();
  const shown = cards.map((s) => ({ service: s, title: claimSentence(s.title, claims) })).filter((c) => c.title !== '');
  return (
    <div className={`service-grid ${className}`}>
      {shown.map(({ service, title }) => (
        <ServiceCard key={title} service={service} title={title} />
      ))}
    </div>
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
          <p>
            <ClaimText claim={services.text} />
          </p>
        </div>
        <ServiceGrid cards={services.cards} className="service-grid-4" />
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
        <ServiceGrid cards={moreServices.cards} className="service-grid-3" />
      </div>
    </section>
  );
}
