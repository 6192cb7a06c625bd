// Bearer tokens: HS256 JWTs signed with the server's key. Written here rather than taken from a
// library so that expiry is judged by the injected clock, and because verification sits on the
// hot path of every signed-in request (synchronous HMAC, no allocation beyond the parse).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { ID_PATTERN } from './ids';

export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface TokenClaims {
  /** user id */
  sub: string;
  /** the user's token version when issued; a password change bumps it */
  ver: number;
  /** the session it belongs to (api/platform/db/sqlite/schema-shared.ts, sessions): Logout ends it. Tokens issued before sessions existed have none. */
  sid?: string;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** A session id: 18 random bytes, base64url. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{24}$/;

export function signToken(secret: string, userId: number, version: number, now: number, sid?: string): string {
  const iat = Math.floor(now / 1000);
  const claims: TokenClaims = { sub: String(userId), ver: version, ...(sid !== undefined && { sid }), iat, exp: iat + TOKEN_LIFETIME_MS / 1000 };
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/**
 * The bytes `text` spells if it is their one canonical base64url spelling (no padding, no `+` or
 * `/`, no stray low bits in the last character), else null: a token has exactly one spelling,
 * so a signature cannot be altered into another string that still verifies.
 */
function canonicalBase64url(text: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

const isWhole = (v: unknown): v is number => Number.isSafeInteger(v);

/** The claims of a valid, unexpired token, or null. */
export function verifyToken(secret: string, token: string, now: number): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = canonicalBase64url(parts[2]);
  if (!given || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = canonicalBase64url(parts[1]);
  if (!payload) return null;
  let claims: TokenClaims;
  try {
    claims = JSON.parse(payload.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  // `sub` is an id exactly as ids are written ("4", never "04", "4.0", "1e0", "0x4" or " 4").
  if (typeof claims.sub !== 'string' || !ID_PATTERN.test(claims.sub)) return null;
  if (!isWhole(claims.ver) || !isWhole(claims.exp)) return null;
  if (claims.sid !== undefined && (typeof claims.sid !== 'string' || !SESSION_ID_PATTERN.test(claims.sid))) return null;
  if (claims.exp * 1000 <= now) return null;
  return claims;
}

/** How many verified tokens a server remembers: every signed-in device of a busy day. */
export const VERIFIED_TOKENS_KEPT = 20_000;

/**
 * verifyToken for the request path. A token's signature and claims never change, so once a
 * token has verified, its claims are remembered (bounded, least recently used first out) and the
 * HMAC is not recomputed for it: with every subscriber opening the same cached answer, the HMAC
 * was the largest part of a read's cost. Only tokens that verified are kept, keyed by the whole
 * string, so an altered or forged token still goes through the full check; expiry is judged
 * against `now` on every call; whether the token still counts (its version, the user's role) is
 * the caller's lookup, on every request.
 */
export function tokenVerifier(secret: string, kept = VERIFIED_TOKENS_KEPT): (token: string, now: number) => TokenClaims | null {
  const verified = new LRUCache<string, Readonly<TokenClaims>>({ max: kept });
  return (token, now) => {
    const known = verified.get(token);
    if (known) {
      if (known.exp * 1000 > now) return known;
      verified.delete(token);
      return null;
    }
    const claims = verifyToken(secret, token, now);
    if (claims) verified.set(token, Object.freeze(claims));
    return claims;
  };
}
