import { type Context, Hono } from 'hono';
import { clientAddress } from '../../platform/http/client-address';
import { jsonBody } from '../../platform/http/validate';
import type { Config } from '../../platform/config';
import type { Clock } from '../../platform/clock';
import type { AuthGuards } from './auth.middleware';
import type { AuthService } from './auth.service';
import type { AuthEnv } from './auth.middleware';
import { AUTH_MESSAGES, changePasswordSchema, forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '@shared/auth';
import { toUserDto } from '../users';

// Answers under /api/auth carry their sentence as `msg` too, as the original client reads it.
const said = (text: string) => ({ msg: text, message: text });

/** What the routes use: nothing else of the composition root reaches them. */
export type AuthRoutesDeps = { config: Pick<Config, 'trustProxy'>; clock: Clock; guards: AuthGuards; auth: AuthService };

export function authRoutes({ config, clock, guards, auth }: AuthRoutesDeps) {
  const address = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, config.trustProxy);
  /** After a sign-out: the browser forgets the cookie it sent, whichever credential ended the session. */
  const forgetCookie = (c: Context) => {
    if (guards.cookie.read(c)) guards.cookie.clear(c);
  };

  return new Hono<AuthEnv>()
    .post('/register', jsonBody(registerSchema), async (c) => {
      const user = await auth.register(c.req.valid('json'), address(c));
      return c.json({ ...said(AUTH_MESSAGES.registered), user }, 201);
    })
    .post('/login', jsonBody(loginSchema), async (c) => {
      const { session, ...credentials } = c.req.valid('json');
      // The web app's sign-in: the token goes into the HttpOnly cookie and never into the page
      // (docs/security.md, "The session cookie"); an API client gets it in the answer, as always.
      // A cookie is set only for the app's own pages, so no other site can sign a visitor in to
      // an account of its choosing; checked before any password is.
      if (session === 'cookie') guards.assertFromOwnPages(c);
      const { user, token, expiresAt } = await auth.login(credentials, address(c));
      if (session !== 'cookie') return c.json({ user, token });
      guards.cookie.set(c, token, expiresAt, clock.now());
      return c.json({ user });
    })
    .post('/forgot-password', jsonBody(forgotPasswordSchema), async (c) => {
      await auth.forgotPassword(c.req.valid('json').email, address(c));
      return c.json(said(AUTH_MESSAGES.forgotSent));
    })
    .post('/reset-password/:token', jsonBody(resetPasswordSchema), async (c) => {
      await auth.resetPassword(c.req.param('token'), c.req.valid('json').password, address(c));
      return c.json(said(AUTH_MESSAGES.resetDone));
    })
    .post('/user/change-password', guards.signedIn, jsonBody(changePasswordSchema), async (c) => {
      const { currentPassword, newPassword } = c.req.valid('json');
      await auth.changePassword(await c.var.user.row(), currentPassword, newPassword, address(c));
      return c.json(said(AUTH_MESSAGES.passwordChanged));
    })
    .get('/me', guards.signedIn, async (c) => c.json({ user: toUserDto(await c.var.user.row(), clock.now()) }))
    .post('/session-cookie', guards.signedIn, async (c) => {
      // A browser that kept its bearer token in localStorage (before the session cookie) moves it
      // into the cookie once, and forgets it (docs/app.md, "Sign-in state in the browser").
      const { token, expiresAt } = c.var.credential;
      guards.cookie.set(c, token, expiresAt, clock.now());
      return c.json({ user: toUserDto(await c.var.user.row(), clock.now()) });
    })
    .post('/logout', guards.signedIn, async (c) => {
      await auth.logout(c.var.user);
      forgetCookie(c);
      return c.json(said(AUTH_MESSAGES.signedOut));
    })
    .post('/logout-all', guards.signedIn, async (c) => {
      await auth.logoutAll(c.var.user.id);
      forgetCookie(c);
      return c.json(said(AUTH_MESSAGES.signedOutEverywhere));
    });
}
