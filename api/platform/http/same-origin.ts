// Whether a request was sent by the app's own pages, for the check of changes made with the
// session cookie (docs/security.md, "The session cookie"). A browser names the page that sent a
// request in `Origin` (on every POST, PUT, PATCH and DELETE, same-origin fetches included, under
// the server's referrer policy), else in `Referer`; a page of another site cannot forge either.
// The app's origin is APP_URL's, never the request's Host header (docs/runtime.md, "Settings").

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins that count as the app's own: APP_URL's; when that is a loopback address, its other
 * spellings on the same scheme and port too, since a developer may open `http://127.0.0.1:3000`
 * for the default `http://localhost:3000` and no other site can be served from them.
 */
export function ownOrigins(appUrl: string): ReadonlySet<string> {
  const url = new URL(appUrl);
  const origins = new Set([url.origin]);
  if (LOOPBACK_HOSTS.includes(url.hostname)) {
    for (const host of LOOPBACK_HOSTS) origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return origins;
}

/** The origin the browser named for a request: `Origin` (possibly "null"), else `Referer`'s; undefined when it named none. */
export function senderOrigin(header: (name: string) => string | undefined): string | undefined {
  const origin = header('origin');
  if (origin) return origin;
  const referer = header('referer');
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/** Methods that change something: a request with one of them must come from the app's own pages. */
export const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
