// The one place the web app talks to the API. `client` is typed from the server's own routes
// (hc<AppType>): a request body, a parameter or an answer the server changes stops compiling
// here. Every request goes through api-fetch.ts (the session cookie, sign-out on a 401, ApiError),
// and may carry a time-out.
import { hc, type ClientResponse, type InferRequestType } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
// Types only, erased from the bundle: the one server module app/ names (npm run lint's app-api-types-in-client).
import type { AppType } from '../../api/app';
import { ApiError, anonymousFetch, apiFetch, headers, read } from './api-fetch';

export { ApiError, NETWORK_ERROR_MESSAGE, serverMessage } from './api-fetch';

export interface RequestOptions {
  /** Abort after this many ms (checkout uses 10 000). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * Every route of the API as the signed-in user (the session cookie), e.g.
 * `answer(client.predictions.past.$get({ query: { before } }))`. Path parameters go as they are
 * given (Hono's client does not encode them), so callers pass them through encodeURIComponent.
 */
export const client = hc<AppType>('/api', { fetch: apiFetch, headers });

/**
 * The same routes without the session (forgot and reset password, the public record; docs/api.md,
 * "Accounts"): a 401 there signs no one out.
 */
export const anonymousClient = hc<AppType>('/api', { fetch: anonymousFetch, headers });

/** The second argument of a typed call: abort on `signal`, or after `timeoutMs`. */
export function requestOptions(opts: RequestOptions) {
  const signals = [opts.signal, opts.timeoutMs ? AbortSignal.timeout(opts.timeoutMs) : undefined].filter((s): s is AbortSignal => !!s);
  return { init: { signal: signals.length ? AbortSignal.any(signals) : undefined } };
}

type QueryValue = string | number | boolean | undefined;
type QueryOf<T> = { [K in keyof T]?: Exclude<T[K], undefined> extends string ? Exclude<T[K], undefined> : string };

/**
 * A form's filter as a typed call's query: numbers as text, true as '1', and unset, empty or
 * false fields left out, so the server's defaults apply to them.
 */
export function queryOf<T extends { [K in keyof T]: QueryValue }>(fields: T): QueryOf<T> {
  const query: Record<string, string> = {};
  for (const key of Object.keys(fields) as (keyof T)[]) {
    const value = fields[key];
    if (value !== undefined && value !== '' && value !== false) query[key as string] = value === true ? '1' : String(value);
  }
  return query as QueryOf<T>;
}

// What a successful response of a route holds; its error answers become ApiErrors instead.
type OkBody<R> = R extends ClientResponse<infer T, infer S, infer _F> ? (S extends SuccessStatusCode ? T : never) : never;

/** What a typed call answers on success, e.g. `Answer<typeof client.auth.me.$get>`. */
export type Answer<F extends (...args: never[]) => Promise<unknown>> = OkBody<Awaited<ReturnType<F>>>;

/** The JSON body a typed call sends, e.g. `JsonBody<typeof client.predictions.$post>`. */
export type JsonBody<F> = InferRequestType<F> extends { json: infer J } ? J : never;

/**
 * The body of a successful answer, typed by the route; otherwise an ApiError carrying the
 * server's sentence (`msg` on /api/auth/*, else `message`) and the parsed body.
 */
export async function answer<R extends ClientResponse<unknown, number, string>>(request: Promise<R>): Promise<OkBody<R>> {
  return (await read((await request) as unknown as Response)) as OkBody<R>;
}

/**
 * Downloads a file the API makes (e.g. the receipts CSV): a typed request such as
 * `client.receipts['export.csv'].$get({ query })`, saved under the name the server gives in
 * Content-Disposition.
 */
export async function downloadFile(request: Promise<Response>, fallbackName: string): Promise<void> {
  const res = await request;
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(body?.message || `Download failed (Status: ${res.status})`, res.status, body);
  }
  const name = res.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
