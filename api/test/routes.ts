import { createApiRoutes } from '../app';
import type { Services } from '../compose';

/** Every "METHOD /api/path" the API router has, as Hono registered it. */
export function listApiRoutes(services: Services): string[] {
  const routes = createApiRoutes(services).routes.filter((r) => r.method !== 'ALL');
  return [...new Set(routes.map((r) => `${r.method} /api${r.path === '/' ? '' : r.path}`.replace(/\/$/, '')))].sort();
}

/** Every API path that reads a JSON body, for the bad-input and fuzz suites; ids are filled in. */
export function jsonEndpoints(ids: { batch: string; user: string }): [method: string, url: string][] {
  return [
    ['POST', '/api/auth/register'],
    ['POST', '/api/auth/login'],
    ['POST', '/api/auth/forgot-password'],
    ['POST', '/api/auth/reset-password/some-token'],
    ['POST', '/api/auth/user/change-password'],
    ['POST', '/api/account/self-exclusion'],
    ['PUT', '/api/account/limits'],
    ['PUT', '/api/account/states'],
    ['PUT', '/api/account/result-pushes'],
    ['PUT', '/api/account/numbers'],
    ['PUT', '/api/account/number-mails'],
    ['DELETE', '/api/account'],
    ['POST', '/api/account/membership/pause'],
    ['POST', '/api/predictions'],
    ['POST', '/api/predictions/manual'],
    ['PUT', `/api/predictions/${ids.batch}`],
    ['PUT', `/api/users/${ids.user}`],
    ['PATCH', `/api/users/${ids.user}`],
    ['POST', '/api/users/manual'],
    ['POST', `/api/users/${ids.user}/extend`],
    ['PATCH', '/api/contact/999999'],
    ['POST', '/api/contact'],
    ['POST', '/api/push/subscribe'],
    ['DELETE', '/api/push/subscribe'],
    ['POST', '/api/stripe/create-checkout-session'],
    ['POST', '/api/gifts'],
    ['POST', '/api/stripe/payment-success'],
    ['POST', '/api/stripe/webhook'],
    ['POST', '/api/dev/renew-now'],
    ['POST', '/api/results'],
    // Its body is checked before the id is looked up, so any id serves.
    ['PUT', '/api/results/1'],
  ];
}
