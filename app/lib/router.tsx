// The app's router: the few parts of react-router's API the pages use, with the same names and
// meaning. react-router's data router was a quarter of the home page's start-up JavaScript, held
// to 1.4x a React hello-world (npm run bench); the app only needs links, a location, params and
// nested layouts.
// The route table and the on-demand pages are in app/router.tsx.
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  isActivePath,
  matchRoutes,
  resolveTo,
  searchString,
  type Params,
  type RouteNode,
  type SearchParamsInit,
} from './router-match';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation carried (`state` of Link, Navigate, navigate), or null. */
  state: unknown;
  /** Differs for every navigation, even to the same address. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: string, options?: NavigateOptions): void;
  /** Steps through the browser history, like the back and forward buttons. */
  (delta: number): void;
}

// ---------- the location: window.history plus a store React subscribes to ----------

/** react-router's layout of history.state, so entries it wrote before an update still read. */
interface HistoryEntry {
  usr?: unknown;
  key?: string;
}

function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = (window.history.state ?? {}) as HistoryEntry;
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
}

let current: Location | null = null;
const listeners = new Set<() => void>();

const getLocation = () => (current ??= readLocation());

/** Publishes the address the browser now shows, if it differs from the one React has. */
function sync() {
  const next = readLocation();
  const prev = getLocation();
  const same =
    prev.key === next.key && prev.pathname === next.pathname && prev.search === next.search && prev.hash === next.hash && prev.state === next.state;
  if (same) return;
  current = next;
  listeners.forEach((l) => l());
}

if (typeof window !== 'undefined') {
  // Back/forward fire popstate; following a bare "#id" link fires hashchange (and popstate in most browsers).
  window.addEventListener('popstate', sync);
  window.addEventListener('hashchange', sync);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const navigate: NavigateFunction = (to: string | number, options: NavigateOptions = {}) => {
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  const { path, external } = resolveTo(to, window.location.href);
  if (!external) {
    const entry: HistoryEntry = { usr: options.state, key: Math.random().toString(36).slice(2, 10) };
    try {
      if (options.replace) window.history.replaceState(entry, '', path);
      else window.history.pushState(entry, '', path);
      sync();
      return;
    } catch {
      // Safari caps history calls per interval; a full page load still gets there.
    }
  }
  window.location[options.replace ? 'replace' : 'assign'](path);
};

export function useLocation(): Location {
  return useSyncExternalStore(subscribe, getLocation);
}

export function useNavigate(): NavigateFunction {
  return navigate;
}

export type SetSearchParams = (
  next: SearchParamsInit | ((prev: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/** The query string as URLSearchParams, and a setter that navigates to the same page with a new one. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set: SetSearchParams = (next, options) =>
    navigate(`${window.location.pathname}${searchString(typeof next === 'function' ? next(params) : next)}`, options);
  return [params, set];
}

// ---------- links ----------

export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

/** An <a> that moves inside the app without a page load; clicks a browser handles itself stay its own. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const { path, external } = resolveTo(to, window.location.href);
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || external || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    if ((target && target !== '_self') || rest.download !== undefined) return;
    e.preventDefault();
    const { pathname, search, hash } = window.location;
    // As in react-router: following a link to the page already shown does not add a history entry.
    navigate(path, { replace: replace ?? (pathname + search + hash === path), state });
  };
  return <a {...rest} href={path} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on exactly this path, not on the paths below it. */
  end?: boolean;
  /** A string gets "active" added while active, as react-router does. */
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

/** A Link that knows whether it points at the current page (aria-current="page"). */
export function NavLink({ end = false, className, 'aria-current': ariaCurrent = 'page', ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = isActivePath(resolveTo(rest.to, window.location.href).pathname, pathname, end);
  const classes =
    typeof className === 'function' ? className({ isActive }) : [className, isActive && 'active'].filter(Boolean).join(' ') || undefined;
  return <Link {...rest} className={classes} aria-current={isActive ? ariaCurrent : undefined} />;
}

/** Navigates once rendered; for guards that send the visitor elsewhere. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  useEffect(() => navigate(to, { replace, state }), [to, replace, state]);
  return null;
}

// ---------- the route table ----------

export type RouteObject = RouteNode<ReactNode>;

const OutletContext = createContext<ReactNode>(null);
const ParamsContext = createContext<Params>({});

/** Where a layout or guard shows the matched route below it. */
export function Outlet() {
  return useContext(OutletContext);
}

/** The `:name` parts of the current route's path. */
export function useParams(): Params {
  return useContext(ParamsContext);
}

/**
 * The element for the current address: each matched layout wraps the next through its Outlet.
 * The same layout on the next page is the same component in the same place, so it stays mounted.
 */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const match = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  if (!match) return null;
  const tree = match.elements.reduceRight<ReactNode>((inner, outer) => <OutletContext value={inner}>{outer}</OutletContext>, null);
  return <ParamsContext value={match.params}>{tree}</ParamsContext>;
}
