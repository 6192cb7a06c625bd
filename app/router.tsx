// Every route of spec §2, as react-router's data router. Each page is a `lazy` route, its own
// chunk; the layout, guards and error pages are not, so a failed chunk still gets a navigation
// bar and a readable error.
// createBrowserRouter starts loading the opened address's page at once, before the first render;
// meanwhile the layout shows with a spinner in place of the page (hydrateFallbackElement).
import { Outlet, ScrollRestoration, createBrowserRouter, type Location, type RouteObject } from 'react-router-dom';
import { AppLayout } from './features/layout/app-layout';
import { RequireAdmin, RequireAuth } from './features/layout/guards';
import { PageFallback } from './features/layout/page-fallback';
import type { RouteHandle } from './features/layout/route-title';
import { ErrorPage } from './features/errors/error-page';
import { lazyPage } from './features/errors/lazy-page';
import { NotFoundPage } from './features/errors/not-found-page';

const page = (path: string, load: Parameters<typeof lazyPage>[0]): RouteObject => ({ path, lazy: lazyPage(load) });

const publicRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('./features/home/home-page')) },
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
  { ...page('track-record', () => import('./features/track-record/track-record-page')), handle: { title: 'Track record' } satisfies RouteHandle },
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

/**
 * Which saved position a history entry returns to. Every address opened by a page load (typed,
 * bookmarked, a push tapped) shares react-router's key "default", so /#services opened after
 * /about would go back to /about's position instead of the anchor; those go by address instead.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname + location.search + location.hash : location.key);

export const router = createBrowserRouter([
  {
    path: '/',
    element: <AppLayout />,
    // Only when the layout itself fails; a page's errors are caught inside it.
    errorElement: <ErrorPage />,
    children: [
      {
        // Spec §2: a new page starts at the top, Back and Forward return to where the reader was,
        // and #anchors land HASH_SCROLL_OFFSET_PX below the top (html's scroll-padding-top).
        // Mounted here, in place of the fallback, so that its first scroll (to the #anchor of the
        // opened address, or the position a reload left) finds the page already there.
        element: (
          <>
            <ScrollRestoration getKey={scrollKey} />
            <Outlet />
          </>
        ),
        hydrateFallbackElement: <PageFallback />,
        children: [
          {
            // Inside the layout's <main>: a page's errors (spec §8) stay below the navigation bar.
            errorElement: <ErrorPage />,
            children: [
              ...publicRoutes,
              { element: <RequireAuth />, children: signedInRoutes },
              { element: <RequireAdmin />, children: adminRoutes },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
]);
