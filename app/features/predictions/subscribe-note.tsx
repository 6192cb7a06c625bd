import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ShieldIcon } from '../../components/icons';

/** What a customer sees instead of the subscribers' content (docs/app.md, "Guards"). */
export function SubscribeNote({ title, text, headingLevel = 2, children }: { title: string; text: string; headingLevel?: 1 | 2; children?: ReactNode }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="subscribe-note card">
      <div className="subscribe-icon" aria-hidden="true">
        <ShieldIcon size={32} />
      </div>
      <Heading className="subscribe-title">{title}</Heading>
      <p className="muted">{text}</p>
      <Link to="/plans" className="btn btn-primary">
        Subscribe Now
      </Link>
      {children}
    </div>
  );
}
