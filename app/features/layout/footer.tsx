import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/logo';
import { PRODUCT_NAME } from '@shared/brand';
import { ContactDetails, SocialLinks } from './contact-details';
import { LEGAL_LINKS, RESPONSIBLE_PLAY_PATH } from '../../lib/legal-links';
import { NAV_LINKS } from './nav-links';
import { useClaims } from '../../lib/use-claims';
import { claimSentence } from '@shared/claims';
import { useInView } from '../../lib/use-in-view';

// The helplines' data (every state's lines, names and sources) loads once the footer comes near the
// view: a page's first download does without it (docs/app.md, "Start-up").
const FooterHelpLines = lazy(() => import('../../components/help-lines').then((m) => ({ default: m.FooterHelpLines })));

/** The footer's line about the service; its experience only once the operator has set it (shared/claims.ts). */
const BRAND_LINE = {
  text: 'VIP daily 3 and 4 digit predictions, processed twice daily by analysts with {years} years of experience.',
  without: 'VIP daily 3 and 4 digit predictions, processed twice daily and checked against the official draws.',
};

export function Footer() {
  const year = new Date().getFullYear();
  const claims = useClaims();
  const { ref, inView } = useInView<HTMLElement>(0);
  return (
    <footer className="site-footer" ref={ref}>
      <div className="container footer-grid">
        <div className="footer-brand">
          <Logo />
          <p>{claimSentence(BRAND_LINE, claims)}</p>
          <SocialLinks />
        </div>
        <nav aria-label="Quick links">
          <h2 className="footer-heading">Quick Links</h2>
          <ul className="footer-links">
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/past-predictions">Past Predictions</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="footer-heading">Contact Us</h2>
          <ContactDetails />
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          <span>
            © {year} {PRODUCT_NAME}. All rights reserved.
          </span>
          {/* "Responsible play" (docs/product.md): on every page, word for word. */}
          <p className="footer-responsible">
            18+ · Not affiliated with any state lottery · <Link to={RESPONSIBLE_PLAY_PATH}>Play responsibly</Link>
          </p>
          {inView && (
            <Suspense fallback={null}>
              <FooterHelpLines />
            </Suspense>
          )}
          <nav aria-label="Policies">
            <ul className="footer-legal">
              {LEGAL_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
              <li>
                <Link to={RESPONSIBLE_PLAY_PATH}>Responsible Play</Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
