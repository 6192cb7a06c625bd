import { Link } from 'react-router-dom';
import { Logo } from '../../components/logo';
import { PRODUCT_NAME } from '@shared/brand';
import { ContactDetails, SocialLinks } from './contact-details';
import { NAV_LINKS } from './nav-links';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Logo />
          <p>
            VIP daily 3 and 4 digit predictions, processed twice daily by analysts with 28 years of experience.
          </p>
          <SocialLinks />
        </div>
        <nav aria-label="Quick links">
          <h2 className="footer-heading">Quick Links</h2>
          <ul className="footer-links">
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label === 'HOW IT WORKS' ? 'How It Works' : l.label}</Link>
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
          <span>18+ only. Lottery games involve risk; please play responsibly.</span>
        </div>
      </div>
    </footer>
  );
}
