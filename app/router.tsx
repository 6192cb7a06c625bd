// Every route of docs/app.md, "Pages and routes", as react-router's data router. Each page is a
// `lazy` route, its own chunk; the layout, guards and error pages are not, so a failed chunk still
// gets a navigation bar and a readable error.
// createBrowserRouter starts loading the opened address's page at once, before the first render;
// main.tsx waits for it a moment before the first render; past that the layout shows with a
// spinner in place of the page (hydrateFallbackElement).
import { Outlet, ScrollRestoration, createBrowserRouter, type Location, type RouteObject } from 'react-router-dom';
import { ADMIN_FRAME, AppLayout } from './features/layout/app-layout';
import { RequireAdmin, RequireAuth } from './features/layout/guards';
import { PageFallback } from './features/layout/page-fallback';
import { ErrorPage } from './features/errors/error-page';
import { KeepAnchorInPlace } from './features/layout/keep-anchor';
import { lazyPage } from './features/errors/lazy-page';
import type { PageHandle } from './lib/page-title';

/** A lazy page and its browser title (app/lib/page-title.ts). */
const page = (path: string, title: string, load: Parameters<typeof lazyPage>[0]): RouteObject => ({
  path,
  lazy: lazyPage(load),
  handle: { title } satisfies PageHandle,
});

const publicRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('./features/home/home-page')) },
  page('login', 'Sign In', () => import('./features/auth/login-page')),
  page('register', 'Create Account', () => import('./features/auth/register-page')),
  page('forgot-password', 'Forgot Password', () => import('./features/auth/forgot-password-page')),
  page('reset-password/:token', 'Reset Password', () => import('./features/auth/reset-password-page')),
  page('about', 'How It Works', () => import('./features/about/about-page')),
  page('contact', 'Contact', () => import('./features/contact/contact-page')),
  page('explore-plans', 'Explore Plans', () => import('./features/plans/explore-plans-page')),
  page('plans', 'Plans', () => import('./features/plans/plans-page')),
  // The payment page signs the visitor in itself, keeping the chosen plan (docs/app.md,
  // "Payment and checkout").
  page('payment', 'Payment', () => import('./features/payments/payment-page')),
  page('payment-success', 'Payment Status', () => import('./features/payments/payment-success-page')),
  // A gift's link (docs/app.md, "Gifts"): shown to a visitor, who signs up or in to redeem it.
  page('gift/:token', 'Your Gift', () => import('./features/gifts/gift-link-page')),
  // Responsible play and the operator's policies (docs/product.md, "Responsible play"),
  // linked from the footer.
  page('responsible-play', 'Responsible Play', () => import('./features/legal/responsible-play-page')),
  page('terms', 'Terms of Service', () => import('./features/legal/legal-page')),
  page('privacy', 'Privacy Policy', () => import('./features/legal/legal-page')),
  page('refund-policy', 'Refund Policy', () => import('./features/legal/legal-page')),
  page('results', 'Results', () => import('./features/results/results-page')),
  page('track-record', 'Track Record', () => import('./features/track-record/track-record-page')),
  page('track-record/verify', 'Check the Record', () => import('./features/track-record/verify-page')),
];

const signedInRoutes: RouteObject[] = [
  page('change-password', 'Change Password', () => import('./features/account/change-password-page')),
  page('combinations', 'Combination Calculator', () => import('./features/calculator/calculator-page')),
  page('predictions', 'Predictions', () => import('./features/predictions/predictions-page')),
  page('past-predictions', 'Past Predictions', () => import('./features/predictions/past-predictions-page')),
  page('account', 'My Account', () => import('./features/account/account-page')),
  page('account/receipts', 'My Receipts', () => import('./features/account/receipts-page')),
  page('gift', 'Give a Plan', () => import('./features/gifts/gift-page')),
  // docs/product.md, "My numbers": any signed-in person's own numbers.
  page('my-numbers', 'My Numbers', () => import('./features/my-numbers/my-numbers-page')),
  // Stands in for Stripe's hosted page when the server takes no real payments (docs/product.md,
  // "The simulated checkout").
  page('checkout/simulated/:id', 'Checkout', () => import('./features/checkout/simulated-checkout-page')),
];

// The original client showed no guard on the two prediction views; they are admin tools, so they
// get one (docs/app.md, "Pages and routes").
const adminRoutes: RouteObject[] = [
  page('admin/overview', 'Overview', () => import('./features/admin/pages/overview-page')),
  page('admin/activity', 'Activity Log', () => import('./features/admin/pages/activity-page')),
  page('admin/claims', 'Claims on the pages', () => import('./features/admin/pages/claims-page')),
  page('admin/plans', 'Plans', () => import('./features/admin/pages/plans-page')),
  page('admin/codes', 'Codes', () => import('./features/admin/pages/codes-page')),
  page('admin/cancellations', 'Cancellations', () => import('./features/admin/pages/cancellations-page')),
  page('admin/lab', 'Lab', () => import('./features/admin/pages/lab-page')),
  page('admin/schedule', 'Schedule', () => import('./features/admin/pages/schedule-page')),
  page('admin/news', 'News e-mails', () => import('./features/admin/pages/news-page')),
  page('admin/business', 'Business', () => import('./features/admin/pages/business-page')),
  page('admin', 'Predictions Sharing Form', () => import('./features/admin/pages/sharing-form-page')),
  page('admin/manual-user', 'Add User', () => import('./features/admin/pages/manual-user-page')),
  page('admin/manual-prediction', 'Manual Prediction', () => import('./features/admin/pages/manual-prediction-page')),
  page('admin/payment-receipts', 'Payment Receipts', () => import('./features/admin/pages/payment-receipts-page')),
  page('admin/todays-predictions', "Today's Predictions (Admin)", () => import('./features/admin/pages/todays-predictions-page')),
  page('admin/past-predictions', 'Past Published Predictions', () => import('./features/admin/pages/past-predictions-page')),
  page('admin/messages', 'Messages', () => import('./features/admin/pages/contact-messages-page')),
  page('role-management', 'User Role Management', () => import('./features/admin/pages/role-management-page')),
  page('admin/results', 'Results (Admin)', () => import('./features/admin/pages/results-page')),
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
        // "Layout and navigation" (docs/app.md): a new page starts at the top, Back and Forward
        // return to where the reader was, and #anchors land HASH_SCROLL_OFFSET_PX below the top
        // (html's scroll-padding-top). Mounted here, in place of the fallback, so that its first
        // scroll (to the #anchor of the opened address, or the position a reload left) finds the
        // page already there.
        element: (
          <>
            <ScrollRestoration getKey={scrollKey} />
            <KeepAnchorInPlace />
            <Outlet />
          </>
        ),
        hydrateFallbackElement: <PageFallback />,
        children: [
          {
            // Inside the layout's <main>: a page's errors (docs/app.md, "Error messages") stay
            // below the navigation bar.
            errorElement: <ErrorPage />,
            children: [
              ...publicRoutes,
              { element: <RequireAuth />, children: signedInRoutes },
              // The admin frame: AppLayout leaves out the marketing footer under this handle.
              { element: <RequireAdmin />, handle: ADMIN_FRAME, children: adminRoutes },
              page('*', 'Page Not Found', () => import('./components/not-found-page').then((m) => ({ default: m.NotFoundPage }))),
            ],
          },
        ],
      },
    ],
  },
]);
