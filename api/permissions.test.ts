// "Who may call what" (docs/api.md), checked against the router itself: every route the API has
// must have a row here, and every role gets exactly the status in its row. A route added without a
// row fails.
import { describe, expect, it } from 'vitest';
import { createTestContext } from './test/harness';
import { listApiRoutes } from './test/routes';

// `fresh`: the request changes its caller (the trial), so each role gets a new account for it.
type Row = { body?: unknown; fresh?: boolean; statuses: [anonymous: number, customer: number, expired: number, subscriber: number, admin: number] };
const WHO = ['anonymous', 'customer', 'expired', 'subscriber', 'admin'] as const;

// Allowed callers get the status of a real answer to the request below: 200, or 400 for an
// empty body, or 404 for an id that does not exist. 401 and 403 are the refusals.
const EVERYONE_400: Row['statuses'] = [400, 400, 400, 400, 400];
const SIGNED_IN = (ok: number): Row['statuses'] => [401, ok, ok, ok, ok];
const SUBSCRIBERS = (ok: number): Row['statuses'] => [401, 403, 403, ok, ok];
const ADMINS = (ok: number): Row['statuses'] => [401, 403, 403, 403, ok];

const MATRIX: Record<string, Row> = {
  'GET /api/health': { statuses: [200, 200, 200, 200, 200] },
  'POST /api/auth/register': { body: {}, statuses: EVERYONE_400 },
  'POST /api/auth/login': { body: {}, statuses: EVERYONE_400 },
  'POST /api/auth/forgot-password': { body: {}, statuses: EVERYONE_400 },
  'POST /api/auth/reset-password/:token': { body: {}, statuses: EVERYONE_400 },
  'POST /api/auth/user/change-password': { body: {}, statuses: SIGNED_IN(400) },
  'POST /api/auth/session-cookie': { statuses: SIGNED_IN(200) },
  'POST /api/auth/logout': { fresh: true, statuses: SIGNED_IN(200) },
  'POST /api/auth/logout-all': { fresh: true, statuses: SIGNED_IN(200) },
  'GET /api/auth/me': { statuses: SIGNED_IN(200) },
  'GET /api/account': { statuses: SIGNED_IN(200) },
  'DELETE /api/account': { body: {}, statuses: SIGNED_IN(400) },
  'POST /api/account/self-exclusion': { body: {}, statuses: SIGNED_IN(400) },
  'PUT /api/account/limits': { body: {}, statuses: SIGNED_IN(400) },
  // "Renewing memberships" (docs/product.md): none of these callers has a renewing membership; the
  // simulated portal is the account page.
  'GET /api/account/membership': { statuses: SIGNED_IN(200) },
  'POST /api/account/membership/cancel': { statuses: SIGNED_IN(409) },
  'POST /api/account/membership/resume': { statuses: SIGNED_IN(409) },
  'POST /api/account/membership/pause': { body: {}, statuses: SIGNED_IN(400) },
  'POST /api/account/membership/unpause': { statuses: SIGNED_IN(409) },
  'GET /api/account/membership/offer': { statuses: SIGNED_IN(200) },
  'POST /api/account/membership/accept-offer': { body: {}, statuses: SIGNED_IN(400) },
  'POST /api/account/billing-portal': { statuses: SIGNED_IN(200) },
  'POST /api/dev/renew-now': { body: {}, statuses: ADMINS(400) },
  'GET /api/mail/unsubscribe/:token': { statuses: [404, 404, 404, 404, 404] },
  'POST /api/mail/unsubscribe/:token': { statuses: [404, 404, 404, 404, 404] },
  'GET /api/mail/news/unsubscribe/:token': { statuses: [404, 404, 404, 404, 404] },
  'POST /api/mail/news/unsubscribe/:token': { statuses: [404, 404, 404, 404, 404] },
  'PUT /api/account/states': { body: {}, statuses: SIGNED_IN(400) },
  'PUT /api/account/result-pushes': { body: {}, statuses: SIGNED_IN(400) },
  // "My numbers" (docs/product.md): everyone signed in, customers too.
  'GET /api/account/numbers': { statuses: SIGNED_IN(200) },
  'PUT /api/account/numbers': { body: {}, statuses: SIGNED_IN(400) },
  'GET /api/account/number-hits': { statuses: SIGNED_IN(200) },
  'GET /api/account/mail-preferences': { statuses: SIGNED_IN(200) },
  'PUT /api/account/mail-preferences': { body: {}, statuses: SIGNED_IN(400) },
  'GET /api/account/referral': { statuses: SIGNED_IN(200) },
  'POST /api/gifts': { body: {}, statuses: SIGNED_IN(400) },
  'GET /api/gifts/mine': { statuses: SIGNED_IN(200) },
  // Anyone holding a gift's link sees it; redeeming it takes an account.
  'GET /api/gifts/:token': { statuses: [404, 404, 404, 404, 404] },
  'POST /api/gifts/:token/redeem': { statuses: SIGNED_IN(404) },
  'GET /api/account/number-mails': { statuses: SIGNED_IN(200) },
  'PUT /api/account/number-mails': { body: {}, statuses: SIGNED_IN(400) },
  'GET /api/account/number-mails/unsubscribe/:token': { statuses: [404, 404, 404, 404, 404] },
  'POST /api/account/number-mails/unsubscribe/:token': { statuses: [404, 404, 404, 404, 404] },
  'GET /api/predictions': { statuses: SUBSCRIBERS(200) },
  'GET /api/predictions/past': { statuses: SUBSCRIBERS(200) },
  'POST /api/predictions': { body: {}, statuses: ADMINS(400) },
  'POST /api/predictions/manual': { body: {}, statuses: ADMINS(400) },
  'POST /api/predictions/move-to-past': { body: {}, statuses: ADMINS(200) },
  'PUT /api/predictions/:id': { body: { sharedContent: 'x' }, statuses: ADMINS(404) },
  'DELETE /api/predictions/:id': { statuses: ADMINS(404) },
  'DELETE /api/predictions/past/:id': { statuses: ADMINS(404) },
  'GET /api/users': { statuses: ADMINS(200) },
  'POST /api/users/manual': { body: {}, statuses: ADMINS(400) },
  'PUT /api/users/:id': { body: { role: 'customer' }, statuses: ADMINS(404) },
  'PATCH /api/users/:id': { body: { username: 'nobody_here' }, statuses: ADMINS(404) },
  'DELETE /api/admin/users/:id': { statuses: ADMINS(404) },
  'GET /api/receipts': { statuses: ADMINS(200) },
  'GET /api/receipts/mine': { statuses: SIGNED_IN(200) },
  'POST /api/contact': { body: {}, statuses: EVERYONE_400 },
  'GET /api/contact': { statuses: ADMINS(200) },
  'GET /api/push/public-key': { statuses: [200, 200, 200, 200, 200] },
  'GET /api/claims': { statuses: [200, 200, 200, 200, 200] },
  'GET /api/play-types': { statuses: [200, 200, 200, 200, 200] },
  'GET /api/methods': { statuses: [200, 200, 200, 200, 200] },
  'GET /api/admin/claims': { statuses: ADMINS(200) },
  'PUT /api/admin/claims': { body: {}, statuses: ADMINS(400) },
  'GET /api/plans': { statuses: [200, 200, 200, 200, 200] },
  'GET /api/admin/plans': { statuses: ADMINS(200) },
  'POST /api/admin/plans': { body: {}, statuses: ADMINS(400) },
  'PUT /api/admin/plans/:id': { body: {}, statuses: ADMINS(400) },
  // Codes and cancellations (docs/api.md, "Codes").
  'GET /api/offers/:code': { statuses: SIGNED_IN(400) },
  'GET /api/admin/offers': { statuses: ADMINS(200) },
  'POST /api/admin/offers': { body: {}, statuses: ADMINS(400) },
  'PATCH /api/admin/offers/:code': { body: {}, statuses: ADMINS(400) },
  'GET /api/admin/cancellations': { statuses: ADMINS(200) },
  // News and the business in numbers (docs/api.md, "News e-mails", "The business in numbers").
  'GET /api/admin/segments/:segment': { statuses: ADMINS(400) },
  'GET /api/admin/broadcasts': { statuses: ADMINS(200) },
  'POST /api/admin/broadcasts': { body: {}, statuses: ADMINS(400) },
  'POST /api/admin/broadcasts/test': { body: {}, statuses: ADMINS(400) },
  'DELETE /api/admin/broadcasts/:id': { statuses: ADMINS(404) },
  'GET /api/admin/analytics': { statuses: ADMINS(200) },
  'GET /api/admin/lab': { statuses: ADMINS(400) },
  'GET /api/admin/schedule': { statuses: ADMINS(200) },
  'PUT /api/admin/schedule': { body: {}, statuses: ADMINS(400) },
  'GET /api/admin/analytics.csv': { statuses: ADMINS(200) },
  'POST /api/push/subscribe': { body: {}, statuses: SIGNED_IN(400) },
  'DELETE /api/push/subscribe': { body: {}, statuses: SIGNED_IN(400) },
  'GET /api/stripe/checkout': { statuses: [200, 200, 200, 200, 200] },
  'POST /api/stripe/create-checkout-session': { body: {}, statuses: SIGNED_IN(400) },
  'POST /api/stripe/payment-success': { body: {}, statuses: SIGNED_IN(400) },
  'POST /api/stripe/webhook': { body: {}, statuses: EVERYONE_400 },
  'GET /api/stripe/simulated/:id': { statuses: SIGNED_IN(404) },
  'POST /api/stripe/simulated/:id/pay': { statuses: SIGNED_IN(404) },
  'POST /api/subscription/trial': { fresh: true, statuses: [401, 200, 200, 409, 409] },
  'GET /api/receipts/export.csv': { statuses: ADMINS(200) },
  'GET /api/receipts/view/:token': { statuses: [404, 404, 404, 404, 404] },
  'GET /api/results': { statuses: [200, 200, 200, 200, 200] },
  'GET /api/results/latest': { statuses: [200, 200, 200, 200, 200] },
  'GET /api/track-record': { statuses: [200, 200, 200, 200, 200] },
  'GET /api/track-record/methods': { statuses: [200, 200, 200, 200, 200] },
  'GET /api/track-record/weekly': { statuses: [200, 200, 200, 200, 200] },
  'GET /api/track-record/hits': { statuses: [200, 200, 200, 200, 200] },
  'GET /api/track-record/money': { statuses: [200, 200, 200, 200, 200] },
  'GET /api/track-record/money/weekly': { statuses: [200, 200, 200, 200, 200] },
  'GET /api/ledger': { statuses: [200, 200, 200, 200, 200] },
  'GET /api/ledger/head': { statuses: [200, 200, 200, 200, 200] },
  'GET /api/ledger/results': { statuses: [200, 200, 200, 200, 200] },
  'GET /api/ledger/results/head': { statuses: [200, 200, 200, 200, 200] },
  'GET /api/ledger/days': { statuses: [200, 200, 200, 200, 200] },
  'POST /api/results': { body: {}, statuses: ADMINS(400) },
  'PUT /api/results/:id': { body: { number: '123' }, statuses: ADMINS(404) },
  'DELETE /api/results/:id': { statuses: ADMINS(404) },
  'POST /api/results/import': { body: {}, statuses: ADMINS(400) },
  'GET /api/receipts/summary': { statuses: ADMINS(200) },
  'GET /api/admin/overview': { statuses: ADMINS(200) },
  'GET /api/admin/audit': { statuses: ADMINS(200) },
  'GET /api/admin/jobs': { statuses: ADMINS(200) },
  'POST /api/admin/jobs/:id/retry': { statuses: ADMINS(404) },
  'POST /api/users/:id/extend': { body: { days: 1 }, statuses: ADMINS(404) },
  'GET /api/users/:id/payments': { statuses: ADMINS(404) },
  'GET /api/contact/unread-count': { statuses: ADMINS(200) },
  'PATCH /api/contact/:id': { body: { handled: true }, statuses: ADMINS(404) },
  'DELETE /api/contact/:id': { statuses: ADMINS(404) },
};

const ctx = await createTestContext();
async function makeTokens(): Promise<Record<(typeof WHO)[number], string | undefined>> {
  return {
    anonymous: undefined,
    customer: (await ctx.makeUser('customer')).token,
    expired: (await ctx.makeUser('expired')).token,
    subscriber: (await ctx.makeUser('subscriber')).token,
    admin: (await ctx.makeUser('admin')).token,
  };
}
const shared = await makeTokens();

describe('permission matrix', () => {
  it('has exactly one row for every route of the router', () => {
    expect(listApiRoutes(ctx.services)).toEqual(Object.keys(MATRIX).sort());
  });

  for (const [route, row] of Object.entries(MATRIX)) {
    const [method, pattern] = route.split(' ');
    const url = pattern.replace(':id', '999999').replace(':token', 'no-such-token');
    it(`${route}: ${row.statuses.join(' / ')}`, async () => {
      const tokens = row.fresh ? await makeTokens() : shared;
      const got: number[] = [];
      for (const who of WHO) got.push((await ctx.call(method, url, { token: tokens[who], body: row.body })).status);
      expect(Object.fromEntries(WHO.map((w, i) => [w, got[i]]))).toEqual(Object.fromEntries(WHO.map((w, i) => [w, row.statuses[i]])));
    });
  }
});
