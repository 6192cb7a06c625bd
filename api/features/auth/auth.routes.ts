import { Hono } from 'hono';
import type { Deps } from '../../deps';
import { clientAddress } from '../../lib/client-address';
import { jsonBody } from '../../lib/validate';
import type { AuthEnv, AuthGuards } from './auth.middleware';
import {
  AUTH_MESSAGES,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '@shared/auth';
import { createAuthService } from './auth.service';
import { toUserDto } from '../users/users.service';

// Answers under /api/auth carry their sentence as `msg` too, as the original client reads it.
const said = (text: string) => ({ msg: text, message: text });

export function authRoutes(deps: Deps, guards: AuthGuards) {
  const auth = createAuthService(deps);
  const address = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, deps.config.trustProxy);

  return new Hono<AuthEnv>()
    .post('/register', jsonBody(registerSchema), async (c) => {
      const user = await auth.register(c.req.valid('json'), address(c));
      return c.json({ ...said(AUTH_MESSAGES.registered), user }, 201);
    })
    .post('/login', jsonBody(loginSchema), async (c) => {
      return c.json(await auth.login(c.req.valid('json'), address(c)));
    })
    .post('/forgot-password', jsonBody(forgotPasswordSchema), async (c) => {
      auth.forgotPassword(c.req.valid('json').email, address(c));
      return c.json(said(AUTH_MESSAGES.forgotSent));
    })
    .post('/reset-password/:token', jsonBody(resetPasswordSchema), async (c) => {
      await auth.resetPassword(c.req.param('token'), c.req.valid('json').password, address(c));
      return c.json(said(AUTH_MESSAGES.resetDone));
    })
    .post('/user/change-password', guards.signedIn, jsonBody(changePasswordSchema), async (c) => {
      const { currentPassword, newPassword } = c.req.valid('json');
      await auth.changePassword(c.var.user.row(), currentPassword, newPassword, address(c));
      return c.json(said(AUTH_MESSAGES.passwordChanged));
    })
    .get('/me', guards.signedIn, (c) => c.json({ user: toUserDto(c.var.user.row(), deps.clock.now()) }));
}
