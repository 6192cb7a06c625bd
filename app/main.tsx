// The global styles come first so that feature styles, loaded with their pages, override them.
// The brand fonts load on their own schedule (lib/brand-fonts.ts).
import './styles/global.css';
import './styles/forms.css';
// Styles that several of the most visited pages share, in the sheet every page loads: the error
// pages (shown inside any page whose code failed), the prediction cards (today's list, the
// archive, the admin's preview) and their page, the hit marks (those and the results) and the
// plans' header (the plans, Explore Plans and the track record). As the pages' own import each
// made a file of its own for the pages sharing it, one more request before /predictions or /plans
// could paint (vite.config.ts).
import './features/errors/errors.css';
import './styles/batch-card.css';
import './features/predictions/predictions.css';
import './styles/hits.css';
import './features/plans/plans-page.css';
// The device fonts, sized like the brand fonts, that show until those come (scripts/vite/font-fallbacks.ts).
import 'virtual:font-fallbacks.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { getAuth, subscribeAuth } from './lib/auth-store';
import { afterNextPaint, loadBrandFonts } from './lib/brand-fonts';
import { clearOfflineCopy } from './lib/offline-store';
import { TIMEZONE_META } from '@shared/page-settings';
import { startPwa } from './lib/pwa';
import { router } from './router';
import { rememberReferral } from './lib/referral-arrival';

// However a session ends (Logout, inactivity, a refused session, another tab), the offline copy
// of predictions leaves the device with it.
subscribeAuth(() => {
  if (!getAuth().user) void clearOfflineCopy();
});
startPwa();
// Opened from a member's referral link: its code goes with a sign-up within 30 days. Kept before
// anything else runs, as the visitor may follow a link at once (a module loaded on demand could
// arrive after they left the page, and the code would be lost).
rememberReferral(window.location.search);

// The router starts fetching the opened page's code at once. The first render waits for it (at
// most FIRST_PAGE_WAIT_MS; after that the layout shows with a spinner until it comes): the first
// paint then holds the page itself, instead of a spinner painted and the whole tree laid out
// again a moment later (Lighthouse: the largest paint came a render after the first).
const FIRST_PAGE_WAIT_MS = 1500;
const firstPageLoaded = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const unsubscribe = router.subscribe((state) => state.initialized && done());
  const timer = setTimeout(done, FIRST_PAGE_WAIT_MS);
  function done() {
    clearTimeout(timer);
    unsubscribe();
    resolve();
  }
});

// While the opened page's code is on its way the main thread has nothing to do: the browser's
// date formatting gets ready then. Its first use loads the locale's data, 25 ms here and about
// 100 ms on a slow phone, which otherwise fell in the render that shows a page's first dates
// (Lighthouse: a long task right after today's predictions arrived). A formatter for the
// operator's zone (as lib/dates.ts makes them) is that first use; the date code itself comes with
// the pages that show dates. Skipped when the code came first.
setTimeout(() => {
  if (!router.state.initialized) warmUpDates();
}, 0);

function warmUpDates() {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: document.querySelector<HTMLMetaElement>(`meta[name="${TIMEZONE_META}"]`)?.content || undefined }).format(0);
  } catch {
    // A zone this browser does not know: lib/dates.ts falls back to the default, and so may this.
  }
}

let firstCommitted!: () => void;
const firstPagePainted = new Promise<void>((resolve) => (firstCommitted = resolve)).then(afterNextPaint);
/** Runs its effect once React has put the first page on screen. */
function OnFirstCommit() {
  useEffect(() => firstCommitted(), []);
  return null;
}

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole page at once (Lighthouse: total blocking time).
const root = createRoot(document.getElementById('root')!);
void firstPageLoaded.then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
        <OnFirstCommit />
      </StrictMode>,
    ),
  ),
);
loadBrandFonts(firstPagePainted);
