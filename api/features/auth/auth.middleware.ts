// Who is calling, decided on every request from the token AND the database (contract §3):
// a role change, demotion, deletion or password change takes effect on the next request.
import { createMiddleware } from 'hono/factory';
import type { Deps } from '../../deps';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { verifyToken, type TokenClaims } from '../../lib/tokens';
import { effectiveRole, type UserRow } from '../users/users.service';
import type { Role } from '../users/users.types';

export interface AuthedUser {
  row: UserRow;
  role: Role;
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

// The user lookup runs on every signed-in request, so it is one raw prepared statement (the ORM's
// row mapping cost more than the query); the columns are named as Drizzle names them.
const USER_BY_ID = `select id, username, email, password_hash as passwordHash, role,
  subscription_expires_at as subscriptionExpiresAt, token_version as tokenVersion,
  trial_used_at as trialUsedAt, last_expiry_reminder_day as lastExpiryReminderDay, created_at as createdAt
  from users where id = ?`;

function identify(deps: Deps) {
  const byId = deps.db.$client.prepare<[number], UserRow>(USER_BY_ID);
  const verified = new VerifiedTokens(deps.jwtSecret);
  return (authorization: string | undefined): AuthedUser => {
    const match = authorization?.match(/^Bearer\s+(\S+)$/i);
    if (!match) throw unauthorized();
    const now = deps.clock.now();
    const claims = verified.check(match[1], now);
    if (!claims) throw unauthorized(SESSION_ENDED);
    // Who the user is and what they may do comes from the database on every request.
    const row = byId.get(Number(claims.sub));
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
