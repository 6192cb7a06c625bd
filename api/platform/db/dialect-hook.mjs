// A module resolve hook (node:module register(), from dialect.ts): `#db/*` imports resolve under
// the `postgres` condition of package.json's "imports", so they load api/platform/db/pg/.
export async function resolve(specifier, context, nextResolve) {
  if (specifier.startsWith('#db/')) return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'postgres'] });
  return nextResolve(specifier, context);
}
