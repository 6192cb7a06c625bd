import { Outlet } from 'react-router-dom';
import { useInactivityLogout } from '../../lib/use-inactivity-logout';
import { useSessionRefresh } from '../../lib/use-session-refresh';
import { ExpiryToast } from './expiry-toast';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { PwaPrompts } from './pwa-prompts';
import { RouteTitle } from './route-title';
import './layout.css';

/** The frame around every page: navigation, footer, and the app-wide watchers. */
export function AppLayout() {
  useInactivityLogout();
  useSessionRefresh();

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavBar />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ExpiryToast />
      <PwaPrompts />
      <RouteTitle />
    </div>
  );
}
