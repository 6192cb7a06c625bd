import { createApiRoutes, type Services } from '../app';
import type { Deps } from '../deps';

/** Every "METHOD /api/path" the API router has, as Hono registered it. */
export function listApiRoutes(deps: Deps, services: Services): string[] {
  const routes = createApiRoutes(deps, services).routes.filter((r) => r.method !== 'ALL');
  return [...new Set(routes.map((r) => `${r.method} /api${r.path === '/' ? '' : r.path}`.replace(/\/$/, '')))].sort();
}
