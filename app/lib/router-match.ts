// The pure half of the app's router (app/lib/router.tsx): path patterns, the route table walk,
// link targets and query strings. No React and no window here, so it is unit-tested in Node.

export type Params = Readonly<Record<string, string | undefined>>;

/** One entry of a route table; `E` is what the table renders (a React element in the app). */
export interface RouteNode<E> {
  /** Relative to the parent: "login", "reset-password/:token", "*" (the rest of the path). */
  path?: string;
  /** The parent's own page; matches the parent's path exactly. */
  index?: true;
  /** A layout or guard when the route has children: they render in its <Outlet />. */
  element?: E;
  children?: RouteNode<E>[];
}

export interface RouteMatch<E> {
  /** Outermost first: layouts and guards, then the page. */
  elements: E[];
  params: Params;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape (a hand-typed %) still reaches the page, as the browser shows it.
    return segment;
  }
}

/**
 * Matches a full pattern ("/reset-password/:token", "/*") against a pathname. As with
 * react-router, static segments ignore case and a trailing slash does not matter.
 */
export function matchPath(pattern: string, pathname: string): Params | null {
  const want = segmentsOf(pattern);
  const got = segmentsOf(pathname);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i];
    if (w === '*' && i === want.length - 1) {
      params['*'] = got.slice(i).map(decode).join('/');
      return params;
    }
    if (i >= got.length) return null;
    const value = decode(got[i]);
    if (w.startsWith(':')) params[w.slice(1)] = value;
    else if (w.toLowerCase() !== value.toLowerCase()) return null;
  }
  return want.length === got.length ? params : null;
}

/** The first route, in table order, whose full path matches; so "*" belongs last. */
export function matchRoutes<E>(routes: RouteNode<E>[], pathname: string, base = ''): RouteMatch<E> | null {
  for (const route of routes) {
    const full = route.index ? base : `${base}/${route.path ?? ''}`;
    const own = route.element === undefined ? [] : [route.element];
    if (route.children) {
      const inner = matchRoutes(route.children, pathname, full);
      if (inner) return { elements: [...own, ...inner.elements], params: inner.params };
      continue;
    }
    const params = matchPath(full, pathname);
    if (params) return { elements: own, params };
  }
  return null;
}

/** Where a link goes, resolved like an <a href> against the current address. */
export function resolveTo(to: string, currentHref: string): { path: string; pathname: string; external: boolean } {
  const url = new URL(to, currentHref);
  if (url.origin !== new URL(currentHref).origin) return { path: url.href, pathname: url.pathname, external: true };
  return { path: url.pathname + url.search + url.hash, pathname: url.pathname, external: false };
}

/** NavLink's rule: the same path, or (unless `end`) a path below it. Case and a trailing slash do not count. */
export function isActivePath(toPath: string, pathname: string, end = false): boolean {
  const norm = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();
  const target = norm(toPath);
  const here = norm(pathname);
  if (here === target) return true;
  // "/" would otherwise contain every page.
  return !end && target !== '/' && here.startsWith(`${target}/`);
}

export type SearchParamsInit = ConstructorParameters<typeof URLSearchParams>[0];

/** "?a=1&b=2", or "" when there is nothing to say. */
export function searchString(init: SearchParamsInit): string {
  const s = new URLSearchParams(init).toString();
  return s ? `?${s}` : '';
}
