// The web app's session in a cookie (docs/security.md, "The session cookie"): the same token an
// API client sends as `Authorization: Bearer`, kept where the page's scripts cannot read it
// (HttpOnly), sent with the site's own requests and with top-level navigations into it but not
// with another site's requests (SameSite=Lax), and only over https when the app is served so
// (Secure, with the `__Host-` prefix). Setting and reading it is the routes' and the guard's
// work; the services never see it.
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../../platform/config';
import { sessionCookieName } from '@shared/session-cookie';

export interface SessionCookie {
  /** The cookie's name: `__Host-session` under https, else `session`. */
  readonly name: string;
  readonly secure: boolean;
  /** The token the request's cookie holds, if it has one. */
  read(c: Context): string | undefined;
  /** Sets the cookie to `token`, kept until the token's own end (ms). */
  set(c: Context, token: string, expiresAt: number, now: number): void;
  /** Tells the browser to forget the cookie. */
  clear(c: Context): void;
}

/** Secure when the app is served over https (APP_URL) and always in production, which must be. */
export function sessionCookie(config: Pick<Config, 'appUrl' | 'production'>): SessionCookie {
  const secure = config.production || new URL(config.appUrl).protocol === 'https:';
  const name = sessionCookieName(secure);
  const attributes = { path: '/', httpOnly: true, sameSite: 'Lax', secure } as const;
  return {
    name,
    secure,
    read: (c) => getCookie(c, name) || undefined,
    set: (c, token, expiresAt, now) => setCookie(c, name, token, { ...attributes, maxAge: Math.max(0, Math.floor((expiresAt - now) / 1000)) }),
    clear: (c) => setCookie(c, name, '', { ...attributes, maxAge: 0 }),
  };
}
