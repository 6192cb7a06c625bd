// Who is calling, decided on every request from the token AND the database (contract §3):
// a role change, demotion, deletion or password change takes effect on the next request.
import { createMiddleware } from 'hono/factory';
import type { Deps } from '../../deps';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { tokenVerifier } from '../../lib/tokens';
import { accessReader } from './access';
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

/** The effective roles that may read predictions. */
const READER_ROLES: readonly Role[] = ['subscriber', 'admin'];

/** Who sent a request with this Authorization header; throws 401 for no, a bad or an ended session. */
function identify(deps: Deps): (authorization: string | undefined) => AuthedUser {
  const accessOf = accessReader(deps.db.$client);
  const verify = tokenVerifier(deps.jwtSecret);
  return (authorization: string | undefined): AuthedUser => {
    const match = authorization?.match(/^Bearer\s+(\S+)$/i);
    if (!match) throw unauthorized();
    const now = deps.clock.now();
    const claims = verify(match[1], now);
    if (!claims) throw unauthorized(SESSION_ENDED);
    // Who the user is and what they may do comes from the database every time.
    const id = Number(claims.sub);
    const access = accessOf(id);
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
    createMiddleware<AuthEnv>((c, next) => {
      const user = who(c.req.header('authorization'));
      if (allow !== 'any' && !allow.includes(user.role)) {
        throw forbidden(
          allow.includes('subscriber')
            ? 'Only subscribers can view predictions. Choose a plan to subscribe.'
            : 'Only admins can do this.',
        );
      }
      c.set('user', user);
      return next();
    });
  return {
    signedIn: guard('any'),
    subscriber: guard(READER_ROLES),
    admin: guard(['admin']),
  };
}

export type AuthGuards = ReturnType<typeof authGuards>;
