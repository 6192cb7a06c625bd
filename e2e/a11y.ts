// axe-core in the page under test, and the list of every route of docs/app.md ("Pages and routes")
// with the role that may see it. Shared by a11y.spec.ts and screenshots.spec.ts.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import { dayFromNow, expect, makeUser, publish, type TestUser } from './fixtures';
import { adminToken, callApi, randomNumber, uniqueTag } from './helpers';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string; html: string }[];
}

/**
 * Runs axe on the page as it is now and returns its serious and critical violations.
 * The source goes in through evaluate rather than a <script> tag: the app's CSP allows no
 * inline script, and the check must not need that policy relaxed.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per violation and node, for the test's failure message. */
export function describeViolations(where: string, violations: AxeViolation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${where}: [${v.impact}] ${v.id}: ${v.help}\n    at ${JSON.stringify(n.target)} ${n.html.slice(0, 160)}\n    ${(n.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
    ),
  );
}

/**
 * Spec quality bar: pages work at 390 px. Returns what sticks out past the window's right edge
 * (so the page scrolls sideways, or a fixed box is cut off), or null. Content inside its own
 * scroll box (.table-wrap, the combination list) may be wide, and closed drawers (inert) are
 * parked off-screen on purpose.
 */
export async function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipsSideways = (el: Element) => el !== document.body && getComputedStyle(el).overflowX !== 'visible';
    const out: { el: HTMLElement; right: number }[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const r = el.getBoundingClientRect();
      // A box may fit while its text runs out of it (a long word that cannot wrap).
      const right = Math.max(r.right, getComputedStyle(el).overflowX === 'visible' ? r.left + el.scrollWidth : 0);
      if (right <= width + 1 || r.width === 0 || el.closest('[inert]')) continue;
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) if (clipsSideways(a)) clipped = true;
      if (!clipped) out.push({ el, right });
    }
    // Name the innermost culprits (their ancestors only stick out because of them).
    const culprits = out
      .filter(({ el }) => !out.some((o) => o.el !== el && el.contains(o.el)))
      .map(({ el, right }) => {
        const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
        return `${el.tagName.toLowerCase()}${cls} reaches ${Math.round(right)}px ("${(el.textContent ?? '').trim().slice(0, 50)}")`;
      });
    if (culprits.length === 0 && document.documentElement.scrollWidth <= width) return null;
    return `in a ${width}px window (page ${document.documentElement.scrollWidth}px wide): ${culprits.slice(0, 4).join('; ')}`;
  });
}

/** Waits until the page has settled: the route has arrived, its content is shown, nothing is loading. */
export async function settle(page: Page) {
  await expect(page.locator('#main > *').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .route-progress, .page-fallback')).toHaveCount(0);
  // Entrance animations (the toast, fades) would otherwise be measured half-transparent.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

export type Who = 'visitor' | 'customer' | 'subscriber' | 'admin';
export interface RoutePage {
  /** A file-name friendly name, e.g. "admin-role-management". */
  name: string;
  path: string;
  who: Who;
}

let namedSeq = 0;

/**
 * A unique username of one realistic length: 24 of the 50 allowed characters, and with no
 * spaces, so it cannot wrap. Pages that show it are then judged the same way on every run.
 */
export function realisticUsername(prefix: string): string {
  return `${prefix}_${process.pid.toString(36)}${(namedSeq++).toString(36)}_${Date.now().toString(36)}`.padEnd(24, 'x');
}

export interface Seeded {
  users: Record<Exclude<Who, 'visitor'>, TestUser>;
  /** A paid simulated checkout of the subscriber: its success page shows the receipt links. */
  paidSuccessPath: string;
  /** An unpaid simulated checkout of the subscriber, for the checkout page itself. */
  checkoutPath: string;
}

/**
 * Every route of docs/app.md, "Pages and routes" (and the app's extra /admin/messages), with the
 * role that opens it.
 */
export function routePages(seed: Seeded): RoutePage[] {
  return [
    { name: 'home', path: '/', who: 'visitor' },
    { name: 'login', path: '/login', who: 'visitor' },
    { name: 'register', path: '/register', who: 'visitor' },
    { name: 'forgot-password', path: '/forgot-password', who: 'visitor' },
    { name: 'reset-password', path: '/reset-password/x', who: 'visitor' },
    { name: 'about', path: '/about', who: 'visitor' },
    { name: 'contact', path: '/contact', who: 'visitor' },
    { name: 'explore-plans', path: '/explore-plans', who: 'visitor' },
    { name: 'plans', path: '/plans', who: 'visitor' },
    { name: 'track-record', path: '/track-record', who: 'visitor' },
    { name: 'payment-success-invalid', path: '/payment-success', who: 'visitor' },
    { name: 'gift-link-unknown', path: '/gift/x', who: 'visitor' },
    { name: 'not-found', path: '/no-such-page', who: 'visitor' },
    { name: 'results', path: '/results', who: 'visitor' },
    { name: 'responsible-play', path: '/responsible-play', who: 'visitor' },
    { name: 'terms', path: '/terms', who: 'visitor' },
    { name: 'privacy', path: '/privacy', who: 'visitor' },
    { name: 'refund-policy', path: '/refund-policy', who: 'visitor' },
    { name: 'account-customer', path: '/account', who: 'customer' },
    { name: 'my-numbers', path: '/my-numbers', who: 'customer' },
    { name: 'gift', path: '/gift', who: 'customer' },
    { name: 'predictions-customer', path: '/predictions', who: 'customer' },
    { name: 'past-predictions-customer', path: '/past-predictions', who: 'customer' },
    { name: 'predictions', path: '/predictions', who: 'subscriber' },
    { name: 'past-predictions', path: '/past-predictions', who: 'subscriber' },
    { name: 'combinations', path: '/combinations', who: 'subscriber' },
    { name: 'change-password', path: '/change-password', who: 'subscriber' },
    { name: 'account', path: '/account', who: 'subscriber' },
    { name: 'account-receipts', path: '/account/receipts', who: 'subscriber' },
    { name: 'payment', path: '/payment?plan=weekly', who: 'subscriber' },
    { name: 'payment-invalid-plan', path: '/payment?plan=bogus', who: 'subscriber' },
    { name: 'checkout-simulated-unknown', path: '/checkout/simulated/x', who: 'subscriber' },
    { name: 'checkout-simulated', path: seed.checkoutPath, who: 'subscriber' },
    { name: 'payment-success', path: seed.paidSuccessPath, who: 'subscriber' },
    { name: 'admin-sharing-form', path: '/admin', who: 'admin' },
    { name: 'admin-manual-user', path: '/admin/manual-user', who: 'admin' },
    { name: 'admin-manual-prediction', path: '/admin/manual-prediction', who: 'admin' },
    { name: 'admin-payment-receipts', path: '/admin/payment-receipts', who: 'admin' },
    { name: 'admin-role-management', path: '/role-management', who: 'admin' },
    { name: 'admin-todays-predictions', path: '/admin/todays-predictions', who: 'admin' },
    { name: 'admin-past-predictions', path: '/admin/past-predictions', who: 'admin' },
    { name: 'admin-messages', path: '/admin/messages', who: 'admin' },
    { name: 'admin-results', path: '/admin/results', who: 'admin' },
    { name: 'admin-overview', path: '/admin/overview', who: 'admin' },
    { name: 'admin-activity', path: '/admin/activity', who: 'admin' },
    { name: 'admin-codes', path: '/admin/codes', who: 'admin' },
    { name: 'admin-cancellations', path: '/admin/cancellations', who: 'admin' },
  ];
}

/**
 * Users of every role, a few predictions (current and archived), a contact message, a paid
 * checkout with its receipt, and an open one, so that no page is shown empty.
 */
export async function seed(request: APIRequestContext): Promise<Seeded> {
  const [customer, subscriber, admin] = [
    await makeUser(request, 'customer', { username: realisticUsername('cust') }),
    await makeUser(request, 'subscriber', { username: realisticUsername('subs') }),
    await makeUser(request, 'admin', { username: realisticUsername('admn') }),
  ];
  const token = await adminToken(request);
  const pairs = (n: number, digits: number) => Array.from({ length: n }, () => ({ number1: randomNumber(digits), number2: randomNumber(digits) }));
  await publish(request, {
    sharedContent: `Morning set for Tennessee and Georgia (${uniqueTag('seed')})`,
    predictions: pairs(4, 3),
    alternatives: pairs(3, 3),
    timeOfDay: 'Morning',
  });
  await publish(request, { sharedContent: `Evening set, 4 digit games (${uniqueTag('seed')})`, predictions: pairs(3, 4), alternatives: pairs(12, 4) });

  await callApi(
    request,
    token,
    'post',
    '/api/predictions/manual',
    {
      sharedContent: `Archived set (${uniqueTag('seed')})`,
      date: dayFromNow(-3),
      timeOfDay: 'Evening',
      predictions: pairs(1, 3),
      alternatives: pairs(1, 3),
    },
    201,
  );
  await request.post('/api/contact', { data: { name: 'Jane Player', email: 'jane.player@e2e.test', message: 'How do I read the best alternatives?' } });

  const checkout = async (plan: string) =>
    callApi<{ id: string; url: string }>(request, subscriber.token, 'post', '/api/stripe/create-checkout-session', { userId: subscriber.id, plan, email: subscriber.email });
  const paid = await checkout('weekly');
  const { redirectUrl } = await callApi<{ redirectUrl: string }>(request, subscriber.token, 'post', `/api/stripe/simulated/${paid.id}/pay`, {});
  // Confirmed here (as the success page would) so the receipt exists whichever page is seen first.
  await callApi(request, subscriber.token, 'post', '/api/stripe/payment-success', { session_id: paid.id, plan: 'weekly', userId: subscriber.id });
  const open = await checkout('monthly');
  return { users: { customer, subscriber, admin }, paidSuccessPath: redirectUrl, checkoutPath: open.url };
}
