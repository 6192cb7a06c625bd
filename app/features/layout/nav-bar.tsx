import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { InfoIcon, MenuIcon } from '../../components/icons';
import { Logo } from '../../components/logo';
import { isLoggedIn, useAuth } from '../../lib/auth-store';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@shared/brand';
import { claimSentence } from '@shared/claims';
import { useClaims } from '../../lib/use-claims';
import { ContactDetails, SocialLinks } from './contact-details';
import { ADMIN_LINK, NAV_LINKS, navLinkClass as linkClass } from './nav-links';
import { SideDrawer } from './side-drawer';

// Only someone signed in sees these: one chunk, loaded when a session exists (account-menu.tsx).
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));
const DrawerAccountLinks = lazy(() => import('./account-menu').then((m) => ({ default: m.DrawerAccountLinks })));

export function NavBar() {
  const auth = useAuth();
  const loggedIn = isLoggedIn(auth);
  const isAdmin = loggedIn && auth.user.role === 'admin';
  const links = isAdmin ? [...NAV_LINKS, ADMIN_LINK] : NAV_LINKS;
  // The drawer's about line names experience and support hours only once the operator set them.
  const claims = useClaims();
  const [drawer, setDrawer] = useState<'left' | 'right' | null>(null);
  const closeDrawer = useCallback(() => setDrawer(null), []);
  const location = useLocation();

  // A link followed inside a drawer closes it.
  useEffect(() => setDrawer(null), [location.pathname, location.hash]);

  return (
    <>
      <header className="site-header">
        <div className="nav-inner">
          <button
            type="button"
            className="nav-icon-btn only-mobile"
            aria-label="Open menu"
            aria-expanded={drawer === 'left'}
            aria-controls="nav-drawer"
            onClick={() => setDrawer('left')}
          >
            <MenuIcon size={24} />
          </button>
          <Link to="/" className="nav-brand">
            <Logo />
          </Link>
          <nav className="nav-links only-desktop" aria-label="Main">
            {links.map((l) => (
              <NavLink key={l.to} to={l.to} end={l.end} className={linkClass}>
                {l.label}
              </NavLink>
            ))}
          </nav>
          <div className="nav-actions">
            {loggedIn ? (
              // Holds the trigger's place while its code arrives, so the bar does not shift.
              <Suspense fallback={<span className="account-placeholder" aria-hidden="true" />}>
                <AccountMenu user={auth.user} />
              </Suspense>
            ) : (
              <Link to="/login" className="btn btn-primary btn-small only-desktop">
                Login
              </Link>
            )}
            <button
              type="button"
              className="nav-icon-btn only-mobile"
              aria-label="Open contact information"
              aria-expanded={drawer === 'right'}
              aria-controls="info-drawer"
              onClick={() => setDrawer('right')}
            >
              <InfoIcon size={24} />
            </button>
          </div>
        </div>
      </header>

      <SideDrawer id="nav-drawer" side="left" title="Menu" open={drawer === 'left'} onClose={closeDrawer}>
        <nav aria-label="Mobile">
          <ul className="drawer-links">
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.end} className={linkClass}>
                  {l.label}
                </NavLink>
              </li>
            ))}
            {loggedIn ? (
              <Suspense fallback={null}>
                <DrawerAccountLinks user={auth.user} />
              </Suspense>
            ) : (
              <li>
                <NavLink to="/login" className={linkClass}>
                  Login
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
        {!loggedIn && (
          <Link to="/register" className="btn btn-primary btn-block drawer-cta">
            Create free account
          </Link>
        )}
      </SideDrawer>

      <SideDrawer id="info-drawer" side="right" title="About us" open={drawer === 'right'} onClose={closeDrawer}>
        <div className="drawer-info">
          <Logo />
          <p>
            {[`${PRODUCT_NAME} publishes ${PRODUCT_TAGLINE} twice daily.`, claimSentence('Backed by {years} years of experience.', claims), claimSentence('{support}.', claims)]
              .filter(Boolean)
              .join(' ')}
          </p>
          <Link to="/about" className="btn btn-secondary btn-small">
            How it works
          </Link>
          <h3>Contact</h3>
          <ContactDetails />
          <SocialLinks heading={<h3>Follow us</h3>} />
        </div>
      </SideDrawer>
    </>
  );
}
