// "Sign-out and sessions" (docs/security.md): a token has one spelling. Every other spelling of the
// same bytes, and every `sub` that merely reads as a number, is refused.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signToken, tokenVerifier, TOKEN_LIFETIME_MS, verifyToken } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-000000';
const NOW = Date.parse('2026-06-15T16:00:00Z');
const token = signToken(SECRET, 4, 0, NOW);
const [header, payload, signature] = token.split('.');

/** A token over `claims`, correctly signed, with the payload spelt as given. */
function signedWith(body: string) {
  const signed = `${header}.${body}`;
  return `${signed}.${createHmac('sha256', SECRET).update(signed).digest('base64url')}`;
}
const claims = (over: Record<string, unknown>) => Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ...over })).toString('base64url');

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** The last character of 32 bytes in base64url carries 2 unused bits: set one, the bytes stay. */
const strayBits = (last: string) => ALPHABET[ALPHABET.indexOf(last) | 1];

/** base64url with `-_` swapped for the standard alphabet's `+/`. */
const standard = (s: string) => s.replace(/-/g, '+').replace(/_/g, '/');

describe('verifyToken', () => {
  it('accepts the token as signed', () => {
    expect(verifyToken(SECRET, token, NOW)).toMatchObject({ sub: '4', ver: 0 });
    // The stray-bits spelling really is the same bytes, so only the spelling rule refuses it.
    expect(Buffer.from(`${signature.slice(0, -1)}${strayBits(signature.at(-1)!)}`, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
  });

  it.each([
    ['a trailing = on the signature', `${header}.${payload}.${signature}=`],
    ['a padded signature', `${header}.${payload}.${signature}${'='.repeat((4 - (signature.length % 4)) % 4 || 1)}`],
    ['the signature in the +/ alphabet', `${header}.${payload}.${standard(signature)}`],
    ['a signature with the unused low bits of its last character set', `${header}.${payload}.${signature.slice(0, -1)}${strayBits(signature.at(-1)!)}`],
    ['a signature with a space', `${header}.${payload}.${signature} `],
    ['a signature with a character base64 ignores', `${header}.${payload}.${signature.slice(0, 10)}.${signature.slice(10)}`],
    ['a truncated signature', `${header}.${payload}.${signature.slice(0, -1)}`],
  ])('refuses %s', (_label, spelt) => {
    expect(spelt).not.toBe(token);
    expect(verifyToken(SECRET, spelt, NOW)).toBeNull();
  });

  it('refuses a payload spelt another way, even when signed', () => {
    // Padding and the +/ alphabet decode to the same claims; a re-signed token is still refused.
    const padded = payload + '='.repeat((4 - (payload.length % 4)) % 4 || 1);
    expect(verifyToken(SECRET, signedWith(padded), NOW)).toBeNull();
    const otherAlphabet = claims({ pad: '>>>???' }); // makes + and / appear in the standard spelling
    expect(otherAlphabet).toMatch(/[-_]/);
    expect(verifyToken(SECRET, signedWith(otherAlphabet), NOW)).not.toBeNull();
    expect(verifyToken(SECRET, signedWith(standard(otherAlphabet)), NOW)).toBeNull();
  });

  it.each(['1e0', '0x4', ' 4', '4 ', '04', '4.0', '+4', '-4', '0', '', '4\u0000', '٤', '99999999999999999'])('refuses sub %j even when signed', (sub) => {
    expect(verifyToken(SECRET, signedWith(claims({ sub })), NOW)).toBeNull();
  });

  it.each([[4], [null], [['4']]])('refuses sub of another type: %j', (sub) => {
    expect(verifyToken(SECRET, signedWith(claims({ sub })), NOW)).toBeNull();
  });

  it('refuses versions and expiries that are not whole numbers, and claims that are not an object', () => {
    expect(verifyToken(SECRET, signedWith(claims({ ver: '0' })), NOW)).toBeNull();
    expect(verifyToken(SECRET, signedWith(claims({ ver: 0.5 })), NOW)).toBeNull();
    expect(verifyToken(SECRET, signedWith(claims({ exp: 'later' })), NOW)).toBeNull();
    expect(verifyToken(SECRET, signedWith(Buffer.from('null').toString('base64url')), NOW)).toBeNull();
    expect(verifyToken(SECRET, signedWith(Buffer.from('"4"').toString('base64url')), NOW)).toBeNull();
  });
});

describe('tokenVerifier (the request path)', () => {
  it('answers a remembered token as verifyToken does, and still refuses every altered spelling of it', () => {
    const verify = tokenVerifier(SECRET);
    expect(verify(token, NOW)).toEqual(verifyToken(SECRET, token, NOW));
    expect(verify(token, NOW)).toMatchObject({ sub: '4', ver: 0 });
    for (const altered of [
      `${header}.${payload}.${signature.slice(0, -1)}${strayBits(signature.at(-1)!)}`,
      `${header}.${payload}.${standard(signature)}=`,
      `${header}.${claims({ sub: '5' })}.${signature}`,
      signToken('another-secret-that-is-long-enough-0000', 4, 0, NOW),
    ]) {
      expect(verify(altered, NOW)).toBeNull();
    }
  });

  it('judges expiry on every call, also for a token it remembers', () => {
    const verify = tokenVerifier(SECRET);
    expect(verify(token, NOW)).not.toBeNull();
    expect(verify(token, NOW + TOKEN_LIFETIME_MS - 1000)).not.toBeNull();
    expect(verify(token, NOW + TOKEN_LIFETIME_MS)).toBeNull();
    expect(verify(token, NOW + TOKEN_LIFETIME_MS + 1000)).toBeNull();
  });

  it('keeps at most the number it is given, and verifies the ones it let go again', () => {
    const verify = tokenVerifier(SECRET, 2);
    const tokens = [1, 2, 3].map((id) => signToken(SECRET, id, 0, NOW));
    for (const t of tokens) expect(verify(t, NOW)?.sub).toBe(tokens.indexOf(t) + 1 + '');
    expect(verify(tokens[0], NOW)).toMatchObject({ sub: '1' });
    expect(() => ((verify(tokens[1], NOW) as { sub: string }).sub = '9')).toThrow(TypeError);
  });
});
