// Who is calling, decided on every request from the token AND the database (contract §3):
// a role change, demotion, deletion or password change takes effect on the next request.
import { eq, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Deps } from '../../deps';
import { users } from '../../db/schema';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { verifyToken } from '../../lib/tokens';
import { effectiveRole, type UserRow } from '../users/users.service';
import type { Role } from '../users/users.types';

export interface AuthedUser {
  row: UserRow;
  role: Role;
}

export type AuthEnv = { Variables: { user: AuthedUser } };

const SESSION_ENDED = 'Your session has ended. Please log in again.';

function identify(deps: Deps) {
  // Prepared once: this lookup runs on every signed-in request.
  const byId = deps.db.select().from(users).where(eq(users.id, sql.placeholder('id'))).prepare();
  return (authorization: string | undefined): AuthedUser => {
    const match = authorization?.match(/^Bearer\s+(\S+)$/i);
    if (!match) throw unauthorized();
    const now = deps.clock.now();
    const claims = verifyToken(deps.jwtSecret, match[1], now);
    if (!claims) throw unauthorized(SESSION_ENDED);
    const row = byId.get({ id: Number(claims.sub) });
    if (!row || row.tokenVersion !== claims.ver) throw unauthorized(SESSION_ENDED);
    return { row, role: effectiveRole(row, now) };
  };
}

/**
 * Middleware factories. `allow` lists the effective roles that may pass; everyone else who is
 * signed in gets 403, anyone not signed in 401.
 */
export function authGuards(deps: Deps) {
  const who = identify(deps);
  const guard = (allow: readonly Role[] | 'any') =>
    createMiddleware<AuthEnv>(async (c, next) => {
      const user = who(c.req.header('authorization'));
      if (allow !== 'any' && !allow.includes(user.role)) {
        throw forbidden(
          allow.includes('subscriber')
            ? 'Only subscribers can view predictions. Choose a plan to subscribe.'
            : 'Only admins can do this.',
        );
      }
      c.set('user', user);
      await next();
    });
  return {
    signedIn: guard('any'),
    subscriber: guard(['subscriber', 'admin']),
    admin: guard(['admin']),
  };
}

export type AuthGuards = ReturnType<typeof authGuards>;
