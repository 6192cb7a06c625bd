// Bearer tokens: HS256 JWTs signed with the server's key. Written here rather than taken from a
// library so that expiry is judged by the injected clock, and because verification sits on the
// hot path of every signed-in request (synchronous HMAC, no allocation beyond the parse).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface TokenClaims {
  /** user id */
  sub: string;
  /** the user's token version when issued; a password change bumps it */
  ver: number;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export function signToken(secret: string, userId: number, version: number, now: number): string {
  const iat = Math.floor(now / 1000);
  const claims: TokenClaims = { sub: String(userId), ver: version, iat, exp: iat + TOKEN_LIFETIME_MS / 1000 };
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** The claims of a valid, unexpired token, or null. */
export function verifyToken(secret: string, token: string, now: number): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number' || typeof claims.exp !== 'number') return null;
  if (claims.exp * 1000 <= now) return null;
  return claims;
}
