// Every route of spec §2. Pages load on demand; the layout, guards and error pages do not, so a
// failed chunk still gets a navigation bar and a readable error.
import { AppLayout } from './features/layout/app-layout';
import { RequireAdmin, RequireAuth } from './features/layout/guards';
import { PageFallback } from './features/layout/page-fallback';
import { lazyPage, type LazyPage } from './features/errors/lazy-page';
import { NotFoundPage } from './features/errors/not-found-page';
import { RouteErrorBoundary } from './features/errors/route-error-boundary';
import { Outlet, useRoutes, type RouteObject } from './lib/router';
import { matchRoutes } from './lib/router-match';

/** Each on-demand page's element, with the page, so the opened address can fetch it early. */
const lazyPages = new Map<unknown, LazyPage>();

function lazyElement(load: Parameters<typeof lazyPage>[0]) {
  const Page = lazyPage(load, <PageFallback />);
  const element = <Page />;
  lazyPages.set(element, Page);
  return element;
}

const page = (path: string, load: Parameters<typeof lazyPage>[0]): RouteObject => ({ path, element: lazyElement(load) });

const publicRoutes: RouteObject[] = [
  { index: true, element: lazyElement(() => import('./features/home/home-page')) },
  page('login', () => import('./features/auth/login-page')),
  page('register', () => import('./features/auth/register-page')),
  page('forgot-password', () => import('./features/auth/forgot-password-page')),
  page('reset-password/:token', () => import('./features/auth/reset-password-page')),
  page('about', () => import('./features/about/about-page')),
  page('contact', () => import('./features/contact/contact-page')),
  page('explore-plans', () => import('./features/plans/explore-plans-page')),
  page('plans', () => import('./features/plans/plans-page')),
  // The payment page signs the visitor in itself, keeping the chosen plan (spec §4).
  page('payment', () => import('./features/payments/payment-page')),
  page('payment-success', () => import('./features/payments/payment-success-page')),
];

const signedInRoutes: RouteObject[] = [
  page('change-password', () => import('./features/account/change-password-page')),
  page('combinations', () => import('./features/calculator/calculator-page')),
  page('predictions', () => import('./features/predictions/predictions-page')),
  page('past-predictions', () => import('./features/predictions/past-predictions-page')),
  page('account/receipts', () => import('./features/account/receipts-page')),
  // Stands in for Stripe's hosted page when the server takes no real payments (contract §6).
  page('checkout/simulated/:id', () => import('./features/checkout/simulated-checkout-page')),
];

// Spec §2 shows no guard on the two prediction views; they are admin tools, so they get one.
const adminRoutes: RouteObject[] = [
  page('admin', () => import('./features/admin/pages/sharing-form-page')),
  page('admin/manual-user', () => import('./features/admin/pages/manual-user-page')),
  page('admin/manual-prediction', () => import('./features/admin/pages/manual-prediction-page')),
  page('admin/payment-receipts', () => import('./features/admin/pages/payment-receipts-page')),
  page('admin/todays-predictions', () => import('./features/admin/pages/todays-predictions-page')),
  page('admin/past-predictions', () => import('./features/admin/pages/past-predictions-page')),
  page('admin/messages', () => import('./features/admin/pages/contact-messages-page')),
  page('role-management', () => import('./features/admin/pages/role-management-page')),
];

// The first route that matches wins, so the catch-all comes last.
const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      {
        // Inside the layout's <main>: a page's errors stay there, below the navigation bar.
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          ...publicRoutes,
          { element: <RequireAuth />, children: signedInRoutes },
          { element: <RequireAdmin />, children: adminRoutes },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Starts fetching the page for `pathname` at once, while the layout renders, instead of when the
 * layout reaches it (Lighthouse: the largest paint waited on the layout's render, then a round trip).
 */
export function preloadPage(pathname: string) {
  const page = matchRoutes(routes, pathname)?.elements.at(-1);
  lazyPages.get(page)?.preload();
}

export function AppRouter() {
  const element = useRoutes(routes);
  // Only when the layout itself fails; page errors are caught inside it.
  return <RouteErrorBoundary>{element}</RouteErrorBoundary>;
}
