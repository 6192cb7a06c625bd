import { Outlet, useMatches } from 'react-router-dom';
import { usePageTitle } from '../../lib/page-title';
import { useInactivityLogout } from '../../lib/use-inactivity-logout';
import { useSessionRefresh } from '../../lib/use-session-refresh';
import { ExpiryToast } from './expiry-toast';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { PwaPrompts } from './pwa-prompts';
import './layout.css';

/** The `handle` of the routes that bring their own frame (the admin area): no marketing footer. */
export const ADMIN_FRAME = { frame: 'admin' } as const;

/** The frame around every page: navigation, footer, and the app-wide watchers. */
export function AppLayout() {
  useInactivityLogout();
  useSessionRefresh();
  usePageTitle();
  const adminFrame = useMatches().some((m) => m.handle === ADMIN_FRAME);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavBar />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      {!adminFrame && <Footer />}
      <ExpiryToast />
      <PwaPrompts />
    </div>
  );
}
