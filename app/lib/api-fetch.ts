// How the web app talks to the API underneath the typed client (api-client.ts): every request
// attaches the bearer token, signs the browser out on a 401, and turns every failure into an
// ApiError with a sentence to show. Apart from the client so that a page's first download can read
// a public answer without the client's URL builder (hono/client, 3 KB gzip): the home page's
// measured record (components/measured-record.tsx).
import { endSession, getAuth } from './auth-store';

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

export function headers(anonymous = false): Record<string, string> {
  const { token } = getAuth();
  return token && !anonymous ? { Accept: 'application/json', Authorization: `Bearer ${token}` } : { Accept: 'application/json' };
}

/**
 * fetch for every request: no answer at all becomes an ApiError with status 0, and a 401 to a
 * request that carried a token (expired, password changed, account deleted) signs the browser
 * out, so the guards send the user to /login.
 */
export async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(input, init);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'TimeoutError') throw new ApiError('The request timed out. Please try again.', 0);
    if (err instanceof DOMException && err.name === 'AbortError') throw new ApiError('The request was cancelled.', 0);
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  if (res.status === 401 && new Headers(init?.headers).has('authorization')) endSession();
  return res;
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
 * the type from the route, the request without the bearer header.
 */
export async function getPublic<T>(path: string): Promise<T> {
  return (await read(await apiFetch(`/api${path}`, { headers: headers(true) }))) as T;
}
