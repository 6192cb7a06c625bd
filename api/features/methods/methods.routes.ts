// GET /api/methods (anyone): the ways of making a set's numbers, each with one plain sentence
// (docs/api.md, "Methods"); the list is the code's own (shared/methods.ts), one answer built once.
import { Hono } from 'hono';
import { METHODS, type MethodDto } from '@shared/methods';

export function methodsRoutes() {
  const body: readonly MethodDto[] = METHODS;
  return new Hono().get('/', (c) => c.json(body));
}
