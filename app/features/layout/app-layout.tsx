import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { isLoggedIn, useAuth } from '../../lib/auth-store';
import { usePageTitle } from '../../lib/page-title';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { needsIosInstallHint, usePwa } from '../../lib/pwa';
import { useRevalidateWhenOnline } from '../../lib/revalidate-online';
import './layout.css';

/** The `handle` of the routes that bring their own frame (the admin area): no marketing footer. */
export const ADMIN_FRAME = { frame: 'admin' } as const;

const SignedInServices = lazy(() => import('./signed-in-services'));
// Loaded once there is something to offer: most visits never show either.
const PwaPrompts = lazy(() => import('./pwa-prompts').then((m) => ({ default: m.PwaPrompts })));

/** The frame around every page: navigation, footer, and the app-wide watchers. */
export function AppLayout() {
  const signedIn = isLoggedIn(useAuth());
  usePageTitle();
  // Back online, a page showing the device's copy reads the server again.
  useRevalidateWhenOnline();
  const adminFrame = useMatches().some((m) => m.handle === ADMIN_FRAME);
  const pwa = usePwa();
  const pwaOffer = pwa.updateReady || (!pwa.installed && (pwa.canInstall || needsIosInstallHint()));

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
      {signedIn && (
        <Suspense fallback={null}>
          <SignedInServices />
        </Suspense>
      )}
      {pwaOffer && (
        <Suspense fallback={null}>
          <PwaPrompts />
        </Suspense>
      )}
    </div>
  );
}
