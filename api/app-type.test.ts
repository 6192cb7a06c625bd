// AppType (the app's typed client) is the type of createApiRoutes: every API route must be
// registered there, not on the outer app, or the client could not name it.
import { expect, it } from 'vitest';
import { createTestContext } from './test/harness';
import { listApiRoutes } from './test/routes';

const ctx = await createTestContext();

it('every API route the server answers is one of AppType', () => {
  // Middleware and the 404 for unknown API paths are registered for ALL methods.
  const served = ctx.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api'));
  const answered = [...new Set(served.map((r) => `${r.method} ${r.path}`.replace(/\/$/, '')))].sort();
  expect(answered).toEqual(listApiRoutes(ctx.services));
  expect(answered.length).toBeGreaterThan(40);
});
