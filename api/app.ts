// createApp(services): the whole HTTP surface; the Node server around it (api/server.ts) sends
// every request through this chain; the services come from api/compose.ts. Middleware order
// matters: the count of answers in flight and the request log wrap everything, an answer given
// before the body was read closes the connection, headers go on every answer, the body limit
// guards every API path before any handler reads a body, and one error handler turns every
// failure into JSON.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { accountRoutes } from './features/account';
import { adminRoutes } from './features/admin';
import { authRoutes } from './features/auth';
import { claimsAdminRoutes, claimsRoutes } from './features/claims';
import { plansAdminRoutes, plansRoutes } from './features/plans';
import { offersAdminRoutes, offersRoutes } from './features/offers';
import { contactRoutes } from './features/contact';
import { hitsRoutes } from './features/hits';
import { ledgerRoutes } from './features/ledger';
import { mailPreferencesRoutes, mailRoutes } from './features/mail';
import { methodsAdminRoutes, methodsRoutes } from './features/methods';
import { myNumbersRoutes } from './features/my-numbers';
import { referralsRoutes } from './features/referrals';
import { giftsRoutes } from './features/gifts';
import { newsRoutes, newsUnsubscribeRoutes } from './features/news';
import { devRoutes, membershipRoutes } from './features/payments';
import { paymentsRoutes } from './features/payments';
import { playTypesRoutes } from './features/play-types';
import { predictionsRoutes } from './features/predictions';
import { pushRoutes } from './features/push';
import { receiptsRoutes } from './features/receipts';
import { RESULTS_IMPORT_PATH, resultsRoutes } from './features/results';
import { userAdminRoutes } from './features/user-admin';
import { ApiError, RetryLaterError } from './platform/http/http-errors';
import { closeIfBodyUnread } from './platform/http/close-if-body-unread';
import { nulFreePath } from './platform/http/validate';
import { securityHeaders } from './platform/http/security-headers';
import { staticSite } from './platform/http/static-site';
import { projectPath } from './platform/paths';
import { isDatabaseBusy, WriteConflictError } from './platform/db/types';
import type { Services } from './compose';

export const BODY_LIMIT_BYTES = 100 * 1024;

const DEFAULT_DIST = projectPath('dist');

export interface AppOptions {
  distDir?: string;
}

/** Each feature's routes get the services they use, by name, and nothing else (docs/architecture.md, "Adding a feature"). */
export function createApiRoutes(s: Services) {
  const { config, clock } = s.deps;
  const guards = s.guards;
  return new Hono()
    .get('/health', (c) => c.json({ status: 'ok' }))
    .route('/auth', authRoutes({ config, clock, guards, auth: s.auth }))
    .route('/account', accountRoutes({ guards, account: s.account, memberships: s.memberships }))
    .route('/account', membershipRoutes({ guards, memberships: s.memberships }))
    .route('/account', myNumbersRoutes({ guards, myNumbers: s.myNumbers }))
    .route('/account', referralsRoutes({ guards, referrals: s.referrals }))
    .route('/gifts', giftsRoutes({ guards, gifts: s.gifts }))
    .route('/account', mailPreferencesRoutes({ guards, mailPreferences: s.mailPreferences }))
    .route('/predictions', predictionsRoutes({ config, guards, predictions: s.predictions }))
    .route('/', userAdminRoutes({ config, clock, guards, users: s.userAdmin }))
    .route('/admin', adminRoutes({ guards, overview: s.overview, audit: s.audit, jobs: s.jobs, analytics: s.analytics }))
    .route('/admin', methodsAdminRoutes({ guards, methods: s.methods }))
    .route('/admin/claims', claimsAdminRoutes({ guards, claims: s.claims }))
    .route('/admin', newsRoutes({ guards, news: s.news }))
    .route('/claims', claimsRoutes({ claims: s.claims }))
    .route('/admin/plans', plansAdminRoutes({ guards, plans: s.plans }))
    .route('/plans', plansRoutes({ plans: s.plans }))
    .route('/admin', offersAdminRoutes({ guards, offers: s.offers }))
    .route('/offers', offersRoutes({ guards, offers: s.offers }))
    .route('/receipts', receiptsRoutes({ config, clock, guards, receipts: s.receipts }))
    .route('/contact', contactRoutes({ config, guards, contact: s.contact }))
    .route('/push', pushRoutes({ guards, push: s.push }))
    .route('/results', resultsRoutes({ config, guards, results: s.results }))
    .route('/track-record', hitsRoutes({ config, hits: s.hits }))
    .route('/ledger', ledgerRoutes({ ledger: s.ledger, results: s.resultLedger }))
    .route('/play-types', playTypesRoutes())
    .route('/methods', methodsRoutes())
    .route('/', paymentsRoutes({ config, guards, payments: s.payments, paymentsWiring: s.paymentsWiring, stripeWebhook: s.stripeWebhook }))
    .route('/dev', devRoutes({ config, guards, memberships: s.memberships }))
    .route('/mail', mailRoutes({ unsubscribe: s.unsubscribe }))
    .route('/mail/news', newsUnsubscribeRoutes({ news: s.news }));
}

export function createApp(services: Services, opts: AppOptions = {}) {
  const { deps } = services;
  const app = new Hono();

  // Jobs a request adds start once the answers in flight have gone out (answers-in-flight.ts).
  app.use(services.answers.middleware);
  if (deps.config.requestLog) {
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      deps.log.request({ method: c.req.method, path: c.req.path, status: c.res.status, ms: performance.now() - started });
    });
  }
  app.use(closeIfBodyUnread);
  app.use(securityHeaders(deps.config.production));
  const limitBody = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: (c) => c.json({ message: 'The request body is too large (the limit is 100 KB).' }, 413),
  });
  // Only where a body can come: the check reads the raw request, which on GET would make the
  // Node adapter build a full Request object for every read (a third of a hot read's cost).
  // The results import sets its own, larger limit (docs/security.md, "Requests and logs") after
  // checking the caller.
  const ownLimit = (c: { req: { method: string; path: string } }) => c.req.method === 'POST' && c.req.path === RESULTS_IMPORT_PATH;
  app.use('/api/*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' || ownLimit(c) ? next() : limitBody(c, next)));
  // Bodies and queries meet the same rule in their validators (api/platform/http/validate.ts).
  app.use('/api/*', nulFreePath);

  // JSON over 1 KB (archive pages, user lists) is compressed per request for browsers that take
  // it; the pages and assets come precompressed from the build (static-site.ts). A client that
  // takes no compression (the benchmarks, curl) skips the check.
  const compressJson = compress();
  app.use('/api/*', (c, next) => (c.req.header('accept-encoding') ? compressJson(c, next) : next()));

  app.route('/api', createApiRoutes(services));
  app.all('/api/*', (c) => c.json({ message: `No such API path: ${c.req.method} ${c.req.path}` }, 404));

  app.route('/', staticSite(opts.distDir ?? DEFAULT_DIST, deps.config));

  app.onError((err, c) => {
    let status = 500;
    let message = 'Something went wrong on our side. Please try again.';
    let extra: Record<string, unknown> = {};
    if (err instanceof WriteConflictError || isDatabaseBusy(err)) {
      // Re-run as often as the database layer allows, or a lock held past its wait (SQLite's
      // "database is locked"): the client may try again (docs/architecture.md, "Many writers at once").
      deps.log.error(`${c.req.method} ${c.req.path}: ${err.message}`, err instanceof WriteConflictError ? err.cause : err);
      status = 503;
      message = 'The server is busy. Please try again in a moment.';
      c.header('Retry-After', '1');
    } else if (err instanceof HTTPException) {
      status = err.status;
      message = err.message || message;
      if (err instanceof ApiError) extra = err.extra;
    } else {
      // Never a stack trace in the answer; the log has it.
      deps.log.error(`${c.req.method} ${c.req.path} failed`, err);
    }
    if (err instanceof RetryLaterError) c.header('Retry-After', String(err.retryAfterSeconds));
    const body: Record<string, unknown> = { message, ...extra };
    if (c.req.path.startsWith('/api/auth/')) body.msg = message;
    return c.json(body, status as 400);
  });

  return app;
}

export type AppType = ReturnType<typeof createApiRoutes>;
