// Terms, Privacy and Refund: one page that shows the policy of its address, from the operator's
// one replaceable file (app/content/legal.ts).
import { Link, useLocation } from 'react-router-dom';
import { LEGAL_DOCUMENTS } from '../../content/legal';
import { NotFoundPage } from '../../components/not-found-page';
import { LEGAL_LINKS, RESPONSIBLE_PLAY_PATH, legalDocumentAt } from '../../lib/legal-links';
import { withTrial } from '../../lib/trial';
import './legal.css';

export default function LegalPage() {
  const id = legalDocumentAt(useLocation().pathname);
  if (!id) return <NotFoundPage />;
  const doc = LEGAL_DOCUMENTS[id];
  return (
    <article className="page legal-page">
      <h1 className="page-title">{doc.title}</h1>
      <p className="muted legal-updated">Last updated {doc.updated}</p>
      <p className="legal-intro">{doc.intro}</p>
      {doc.sections.map((s) => (
        <section key={s.heading} className="legal-section">
          <h2>{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{withTrial(p)}</p>
          ))}
        </section>
      ))}
      <nav className="legal-others" aria-label="Policies">
        {LEGAL_LINKS.filter((l) => l.id !== id).map((l) => (
          <Link key={l.to} to={l.to}>
            {l.label}
          </Link>
        ))}
        <Link to={RESPONSIBLE_PLAY_PATH}>Responsible Play</Link>
      </nav>
    </article>
  );
}
