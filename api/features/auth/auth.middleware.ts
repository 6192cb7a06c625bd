// Who is calling, decided on every request from the token AND the database (docs/api.md,
// "Signing in and access"): a role change, demotion, deletion or password change takes effect on
// the next request. The token comes as `Authorization: Bearer` (API clients) or in the session
// cookie (the web app, docs/security.md, "The session cookie"); a change sent with the cookie must
// come from the app's own pages.
//
// What a request's access decision needs of a user (role, subscription end, token version) is
// kept in memory between writes (api/platform/http/cached.ts): one lookup by primary key per request cost
// about a third of the hot read's throughput. It is dropped whenever a write to users' access
// commits, in this process at once and in any other within a turn of its event loop (SQLite) or a
// notification (PostgreSQL): the `users` generation moves with every such write.
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Deps } from '../../platform/deps';
import { sessions } from '#db/schema-shared';
import { cachedBy } from '../../platform/http/cached';
import { ApiError, forbidden, unauthorized } from '../../platform/http/http-errors';
import { isWrite, ownOrigins, senderOrigin } from '../../platform/http/same-origin';
import { tokenVerifier } from '../../platform/http/tokens';
import { sessionCookie } from './session-cookie';
import { accessRowOf, effectiveRole, findUserById, type UserRow } from '../users';
import { AUTH_MESSAGES } from '@shared/auth';
import { READER_ROLES, type Role } from '@shared/users';

/** The caller, as decided for this request. `row()` reads the full user row on first use. */
export interface AuthedUser {
  id: number;
  role: Role;
  /** The session of the token (none for a token from before sessions existed). */
  sid?: string;
  row(): Promise<UserRow>;
}

/** How the caller's token came, and the token itself: what the routes need to set or clear the cookie. */
export interface Credential {
  via: 'bearer' | 'cookie';
  token: string;
  /** When the token ends (ms). */
  expiresAt: number;
}

export type AuthEnv = { Variables: { user: AuthedUser; credential: Credential } };

const SESSION_ENDED = AUTH_MESSAGES.sessionEnded;

/** How many users' access a server remembers at once; the rest are read again when they call. */
export const ACCESS_KEPT = 50_000;

type Access = Pick<UserRow, 'role' | 'subscriptionExpiresAt' | 'tokenVersion'>;
type GuardDeps = Pick<Deps, 'db' | 'clock' | 'jwtSecret' | 'config'>;

/** Who holds this token, and when it ends; throws 401 for no, a bad or an ended session. */
function identify(deps: GuardDeps): (token: string) => Promise<{ user: AuthedUser; expiresAt: number }> {
  const { db } = deps;
  const accessOf = cachedBy<number, Access>(db, ['users'], ACCESS_KEPT, (id) => accessRowOf(db, id));
  // A session ended by Logout is deleted, which moves the users generation (a trigger).
  const sessionOf = cachedBy<string, { userId: number; expiresAt: number }>(db, ['users'], ACCESS_KEPT, async (sid) => {
    const [row] = await db.select({ userId: sessions.userId, expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.id, sid)).limit(1);
    return row;
  });
  const verify = tokenVerifier(deps.jwtSecret);
  return async (token) => {
    const now = deps.clock.now();
    const claims = verify(token, now);
    if (!claims) throw unauthorized(SESSION_ENDED);
    // Who the user is and what they may do comes from the database every time.
    const id = Number(claims.sub);
    const access = await accessOf(id);
    if (!access || access.tokenVersion !== claims.ver) throw unauthorized(SESSION_ENDED);
    if (claims.sid !== undefined) {
      const session = await sessionOf(claims.sid);
      if (!session || session.userId !== id || session.expiresAt <= now) throw unauthorized(SESSION_ENDED);
    }
    const role = effectiveRole(access, now);
    let row: Promise<UserRow> | undefined;
    const user: AuthedUser = {
      id,
      role,
      sid: claims.sid,
      row: () =>
        (row ??= findUserById(db, id).then((found) => {
          // Deleted between the check and now (a concurrent admin action): the session is over.
          if (!found) throw unauthorized(SESSION_ENDED);
          return found;
        })),
    };
    return { user, expiresAt: claims.exp * 1000 };
  };
}

/**
 * Middleware factories. `allow` lists the effective roles that may pass; everyone else who is
 * signed in gets 403, anyone not signed in 401.
 *
 * An `Authorization` header, when sent, is the credential (an API client's, unchanged); without
 * one, the session cookie is. A change (POST, PUT, PATCH, DELETE) made with the cookie must name
 * the app's own origin in `Origin` or `Referer`, else 403 before anything is looked up: the
 * browser attaches the cookie to whatever a page of the same site (another port, a subdomain)
 * sends here, which SameSite=Lax does not stop. A bearer token is never attached by a browser on
 * its own, so its requests are not checked. A cookie the server no
 * longer accepts is cleared with the 401 (docs/security.md, "The session cookie").
 */
export function authGuards(deps: GuardDeps) {
  const who = identify(deps);
  const cookie = sessionCookie(deps.config);
  const origins = ownOrigins(deps.config.appUrl);
  /** Throws 403 unless the request names the app's own origin (Origin, else Referer). */
  const assertFromOwnPages = (c: Context) => {
    const sender = senderOrigin((name) => c.req.header(name));
    if (!sender || !origins.has(sender)) throw forbidden(AUTH_MESSAGES.crossSiteWrite);
  };
  const guard = (allow: readonly Role[] | 'any') =>
    createMiddleware<AuthEnv>(async (c, next) => {
      const authorization = c.req.header('authorization');
      const via = authorization === undefined ? 'cookie' : 'bearer';
      const token = via === 'bearer' ? authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] : cookie.read(c);
      if (!token) throw unauthorized();
      if (via === 'cookie' && isWrite(c.req.method)) assertFromOwnPages(c);
      let found: Awaited<ReturnType<typeof who>>;
      try {
        found = await who(token);
      } catch (err) {
        if (via === 'cookie' && err instanceof ApiError && err.status === 401) cookie.clear(c);
        throw err;
      }
      const { user, expiresAt } = found;
      if (allow !== 'any' && !allow.includes(user.role)) {
        throw forbidden(allow.includes('subscriber') ? 'Only subscribers can view predictions. Choose a plan to subscribe.' : 'Only admins can do this.');
      }
      c.set('user', user);
      c.set('credential', { via, token, expiresAt });
      await next();
    });
  return {
    cookie,
    assertFromOwnPages,
    signedIn: guard('any'),
    subscriber: guard(READER_ROLES),
    admin: guard(['admin']),
  };
}

export type AuthGuards = ReturnType<typeof authGuards>;
