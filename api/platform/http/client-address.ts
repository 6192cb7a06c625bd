import type { Context } from 'hono';

/**
 * The caller's address, for rate limits. X-Forwarded-For is believed only behind a proxy the
 * operator vouches for (TRUST_PROXY), and then only its last hop, which that proxy appended.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (hops?.length) return hops[hops.length - 1];
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}
