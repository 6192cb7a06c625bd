import { secureHeaders } from 'hono/secure-headers';

/**
 * Headers on every answer, pages and API alike. The CSP allows only this origin: scripts and
 * styles come from the built bundle (no inline script), and Stripe Checkout is reached by
 * navigation, which the CSP does not restrict.
 */
export function securityHeaders(production: boolean) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // React sets style attributes (progress bars, the virtual list); no inline <style> is needed.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: production ? 'max-age=63072000; includeSubDomains' : false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
}
