import type { MiddlewareHandler } from 'hono';

/**
 * Headers on every answer, pages and API alike. The CSP allows only this origin: scripts and
 * styles come from the built bundle (no inline script), and Stripe Checkout is reached by
 * navigation, which the CSP does not restrict.
 *
 * They are computed once and set before the handler runs, so they go into the response as it
 * is made; adding them to a finished response afterwards made the Node adapter rebuild it as a
 * full Response object on every request.
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

export function securityHeaders(production: boolean): MiddlewareHandler {
  const headers = Object.entries(securityHeaderRecord(production));
  return async (c, next) => {
    for (const [name, value] of headers) c.header(name, value);
    await next();
  };
}
