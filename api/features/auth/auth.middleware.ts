// Who is calling, decided on every request from the token AND the database (contract §3):
// a role change, demotion, deletion or password change takes effect on the next request.
import { createMiddleware } from 'hono/factory';
import type { Deps } from '../../deps';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { verifyToken, type TokenClaims } from '../../lib/tokens';
import { effectiveRole, findUserById, type UserRow } from '../users/users.service';
import type { Role } from '@shared/users';

/** The caller, as decided for this request. `row()` reads the full user row on first use. */
export interface AuthedUser {
  id: number;
  role: Role;
  row(): UserRow;
}

export type AuthEnv = { Variables: { user: AuthedUser } };

/**
 * Remembers tokens whose signature checked out, so a reader's every request does not redo the
 * HMAC and the parse. Only the signature is remembered: expiry is checked each time, and the
 * token version and role always come from the database.
 */
class VerifiedTokens {
  private readonly seen = new Map<string, TokenClaims>();
  constructor(private readonly secret: string) {}
  check(token: string, now: number): TokenClaims | null {
    let claims = this.seen.get(token);
    if (!claims) {
      claims = verifyToken(this.secret, token, now) ?? undefined;
      if (!claims) return null;
      if (this.seen.size >= 10_000) this.seen.clear();
      this.seen.set(token, claims);
    }
    return claims.exp * 1000 > now ? claims : null;
  }
}

const SESSION_ENDED = 'Your session has ended. Please log in again.';

// What the per-request decision needs of a user: role, subscription end, token version.
type Access = [role: UserRow['role'], subscriptionExpiresAt: number | null, tokenVersion: number];
const ACCESS_BY_ID = 'select role, subscription_expires_at, token_version from users where id = ?';
/** How often the access copy asks SQLite whether another process wrote (the admin CLI). */
export const OTHER_PROCESS_CHECK_MS = 100;

/**
 * The users' access columns as the database has them, kept in memory between requests: reading
 * them was a quarter of a hot read's cost. The copy is exact for this process: any write on its
 * connection, whatever the table, empties it (Db.$writes), so a demotion, deletion or password
 * change through the API counts on the very next request. A write by another process (the admin
 * CLI) shows through `PRAGMA data_version`, asked at most every OTHER_PROCESS_CHECK_MS.
 */
class AccessCopy {
  private readonly rows = new Map<number, Access>();
  private readonly byId;
  private readonly dataVersion;
  private writes = -1;
  private version = -1;
  private checkedAt = -Infinity;

  constructor(private readonly db: Deps['db']) {
    this.byId = db.$client.prepare<[number], Access>(ACCESS_BY_ID).raw();
    this.dataVersion = db.$client.prepare<[], number>('pragma data_version').pluck();
  }

  get(id: number): Access | undefined {
    this.dropIfStale();
    let access = this.rows.get(id);
    if (!access) {
      access = this.byId.get(id);
      if (!access) return undefined;
      if (this.rows.size >= 100_000) this.rows.clear();
      this.rows.set(id, access);
    }
    return access;
  }

  private dropIfStale() {
    let stale = this.db.$writes() !== this.writes;
    const t = performance.now();
    if (t - this.checkedAt >= OTHER_PROCESS_CHECK_MS) {
      this.checkedAt = t;
      const version = this.dataVersion.get()!;
      stale ||= version !== this.version;
      this.version = version;
    }
    if (stale) {
      this.rows.clear();
      this.writes = this.db.$writes();
    }
  }
}

/** Who sent a request with this Authorization header; throws 401 for no, a bad or an ended session. */
export type Identify = (authorization: string | undefined) => AuthedUser;

/** The effective roles that may read predictions. */
export const READER_ROLES: readonly Role[] = ['subscriber', 'admin'];

function identify(deps: Deps): Identify {
  const accessCopy = new AccessCopy(deps.db);
  const verified = new VerifiedTokens(deps.jwtSecret);
  return (authorization: string | undefined): AuthedUser => {
    const match = authorization?.match(/^Bearer\s+(\S+)$/i);
    if (!match) throw unauthorized();
    const now = deps.clock.now();
    const claims = verified.check(match[1], now);
    if (!claims) throw unauthorized(SESSION_ENDED);
    // Who the user is and what they may do comes from the database (or its exact copy) every time.
    const id = Number(claims.sub);
    const access = accessCopy.get(id);
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
    /** The same decision outside a route, for the server's shortcut (current-read.ts). */
    identify: who,
  };
}

export type AuthGuards = ReturnType<typeof authGuards>;
