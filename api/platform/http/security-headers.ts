import type { MiddlewareHandler } from 'hono';

/**
 * Headers on every answer, pages and API alike. The CSP allows only this origin: scripts and
 * styles come from the built bundle (no inline script), and Stripe Checkout is reached by
 * navigation, which the CSP does not restrict.
 *
 * The values are computed once. An answer prepared once and sent many times (the current
 * predictions, prepared-response.ts) carries them in its own header record and is marked, so it
 * is sent as it was made: setting them on every request there cost a fifth of the read.
 */
export function securityHeaderRecord(production: boolean): Readonly<Record<string, string>> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // React sets style attributes (progress bars, the virtual list); no inline <style> is needed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
  const headers: [string, string][] = [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ];
  if (production) headers.push(['Strict-Transport-Security', 'max-age=63072000; includeSubDomains']);
  return Object.freeze(Object.fromEntries(headers));
}

/** Answers whose headers already hold securityHeaderRecord (made once, sent as they are). */
const alreadyHeaded = new WeakSet<Response>();

/** Marks an answer built with securityHeaderRecord in its headers; returns it. */
export function withOwnSecurityHeaders<R extends Response>(res: R): R {
  alreadyHeaded.add(res);
  return res;
}

export function securityHeaders(production: boolean): MiddlewareHandler {
  const headers = Object.entries(securityHeaderRecord(production));
  return async (c, next) => {
    await next();
    if (alreadyHeaded.has(c.res)) return;
    for (const [name, value] of headers) c.res.headers.set(name, value);
  };
}
