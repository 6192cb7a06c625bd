// Who is calling, decided on every request from the token AND the database (contract §3):
// a role change, demotion, deletion or password change takes effect on the next request.
import { createMiddleware } from 'hono/factory';
import type { Deps } from '../../deps';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { verifyToken } from '../../lib/tokens';
import { effectiveRole, findUserById, type UserRow } from '../users/users.service';
import { AUTH_MESSAGES } from '@shared/auth';
import type { Role } from '@shared/users';

/** The caller, as decided for this request. `row()` reads the full user row on first use. */
export interface AuthedUser {
  id: number;
  role: Role;
  row(): UserRow;
}

export type AuthEnv = { Variables: { user: AuthedUser } };

const SESSION_ENDED = AUTH_MESSAGES.sessionEnded;

// What the per-request decision needs of a user: role, subscription end, token version. One
// prepared lookup by primary key per request, so a write by this process or another (the admin
// CLI) counts on the very next request.
type Access = [role: UserRow['role'], subscriptionExpiresAt: number | null, tokenVersion: number];
const ACCESS_BY_ID = 'select role, subscription_expires_at, token_version from users where id = ?';

/** The effective roles that may read predictions. */
const READER_ROLES: readonly Role[] = ['subscriber', 'admin'];

/** Who sent a request with this Authorization header; throws 401 for no, a bad or an ended session. */
function identify(deps: Deps): (authorization: string | undefined) => AuthedUser {
  const accessById = deps.db.$client.prepare<[number], Access>(ACCESS_BY_ID).raw();
  return (authorization: string | undefined): AuthedUser => {
    const match = authorization?.match(/^Bearer\s+(\S+)$/i);
    if (!match) throw unauthorized();
    const now = deps.clock.now();
    const claims = verifyToken(deps.jwtSecret, match[1], now);
    if (!claims) throw unauthorized(SESSION_ENDED);
    // Who the user is and what they may do comes from the database every time.
    const id = Number(claims.sub);
    const access = accessById.get(id);
    if (!access || access[2] !== claims.ver) throw unauthorized(SESSION_ENDED);
    const role = effectiveRole({ role: access[0], subscriptionExpiresAt: access[1] }, now);
    let row: UserRow | undefined;
    return {
      id,
      role,
      row: () => {
        row ??= findUserById(deps.db, id);
        // Deleted between the check and now (a concurrent admin action): the session is over.
        if (!row) throw unauthorized(SESSION_ENDED);
        return row;
      },
    };
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
    subscriber: guard(READER_ROLES),
    admin: guard(['admin']),
  };
}

export type AuthGuards = ReturnType<typeof authGuards>;
