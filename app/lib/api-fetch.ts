// How the web app talks to the API underneath the typed client (api-client.ts): a request made as
// the signed-in user carries the session cookie (the browser attaches it; the page never sees it,
// docs/security.md, "The session cookie") and signs the browser out on a 401; every failure
// becomes an ApiError with a sentence to show. Apart from the client so that a page's first
// download can read a public answer without the client's URL builder (hono/client, 3 KB gzip):
// the home page's measured record (components/measured-record.tsx).
import { endSession, getAuth } from './auth-store';
import { legacyTokenMoved } from './legacy-token';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'Failed to connect to the server. Please try again.';

export const headers = (): Record<string, string> => ({ Accept: 'application/json' });

/**
 * fetch for every request made as the signed-in user: with the session cookie (same origin), once
 * an old install's stored token has been moved into it (legacy-token.ts). No answer at all becomes
 * an ApiError with status 0, and a 401 while a user is stored (the session expired, the password
 * was changed, the account deleted, the cookie gone) signs the browser out, so the guards send the
 * user to /login.
 */
export async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  await legacyTokenMoved();
  const res = await send(input, { ...init, credentials: 'same-origin' });
  if (res.status === 401 && getAuth().user) endSession();
  return res;
}

/**
 * fetch for the routes anyone may call (forgot and reset password, the public record): no cookie
 * goes with them, and their 401 signs no one out.
 */
export function anonymousFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return send(input, { ...init, credentials: 'omit' });
}

async function send(input: RequestInfo | URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'TimeoutError') throw new ApiError('The request timed out. Please try again.', 0);
    if (err instanceof DOMException && err.name === 'AbortError') throw new ApiError('The request was cancelled.', 0);
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
}

export async function read(res: Response): Promise<unknown> {
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError('Unexpected response from server', res.status, text);
    }
  }
  if (!res.ok) {
    const d = data as { message?: string; msg?: string } | null;
    throw new ApiError(d?.msg || d?.message || `Request failed (Status: ${res.status})`, res.status, data);
  }
  return data;
}

/**
 * The server's `msg`/`message` if the failure came with one, else `fallback`: what a page shows
 * for a failed request (docs/app.md, "Error messages").
 */
export function serverMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.body && typeof err.body === 'object') {
    const body = err.body as { msg?: unknown; message?: unknown };
    if (typeof body.msg === 'string' && body.msg) return body.msg;
    if (typeof body.message === 'string' && body.message) return body.message;
  }
  return fallback;
}

/**
 * A public GET's answer, e.g. `getPublic<Answer<typeof anonymousClient['track-record']['$get']>>('/track-record')`:
 * the type from the route, the request without the session.
 */
export async function getPublic<T>(path: string): Promise<T> {
  return (await read(await anonymousFetch(`/api${path}`, { headers: headers() }))) as T;
}
