// The one place the web app talks to the API: it attaches the bearer token, sends and reads
// JSON, applies time-outs, and turns every failure into an ApiError with a sentence to show.
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

export interface RequestOptions {
  /** Leave out the bearer header (forgot/reset password, spec §7). */
  anonymous?: boolean;
  /** Abort after this many ms (checkout uses 10 000). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export const NETWORK_ERROR_MESSAGE = 'Failed to connect to the server. Please try again.';

export async function apiRequest<T>(method: string, path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const { token } = getAuth();
  if (token && !opts.anonymous) headers.Authorization = `Bearer ${token}`;

  const signals = [opts.signal, opts.timeoutMs ? AbortSignal.timeout(opts.timeoutMs) : undefined].filter(
    (s): s is AbortSignal => !!s,
  );
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signals.length ? AbortSignal.any(signals) : undefined,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'TimeoutError') throw new ApiError('The request timed out. Please try again.', 0);
    if (err instanceof DOMException && err.name === 'AbortError') throw new ApiError('The request was cancelled.', 0);
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }

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
    // A token the server no longer accepts (expired, password changed, account deleted)
    // signs the browser out, so the guards send the user to /login.
    if (res.status === 401 && token && !opts.anonymous) endSession();
    throw new ApiError(d?.msg || d?.message || `Request failed (Status: ${res.status})`, res.status, data);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => apiRequest<T>('GET', path, undefined, opts),
  post: <T>(path: string, body: unknown = {}, opts?: RequestOptions) => apiRequest<T>('POST', path, body, opts),
  put: <T>(path: string, body: unknown, opts?: RequestOptions) => apiRequest<T>('PUT', path, body, opts),
  patch: <T>(path: string, body: unknown, opts?: RequestOptions) => apiRequest<T>('PATCH', path, body, opts),
  delete: <T>(path: string, body?: unknown, opts?: RequestOptions) => apiRequest<T>('DELETE', path, body, opts),
};

/**
 * Downloads a file the API makes (e.g. the receipts CSV): fetched with the bearer token, then
 * saved under the name the server gives in Content-Disposition.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const { token } = getAuth();
  let res: Response;
  try {
    res = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
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
