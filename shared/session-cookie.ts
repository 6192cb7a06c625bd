// The name of the cookie that holds the web app's session (docs/security.md, "The session
// cookie"). Under https it carries the `__Host-` prefix, which browsers accept only from a secure
// origin, for the whole site and without a Domain: no neighbouring subdomain and no page served
// over plain http can plant or overwrite it. Over plain http (development, the browser tests) the
// prefix cannot be used.
export const SESSION_COOKIE = 'session';

export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}
