// Which senders count as the app's own pages for a change made with the session cookie
// (docs/security.md, "The session cookie").
import { describe, expect, it } from 'vitest';
import { ownOrigins, senderOrigin } from './same-origin';

describe('ownOrigins', () => {
  it("is APP_URL's origin alone for a public address", () => {
    expect([...ownOrigins('https://predictions.example.com')]).toEqual(['https://predictions.example.com']);
    expect([...ownOrigins('https://predictions.example.com:8443/')]).toEqual(['https://predictions.example.com:8443']);
  });

  it('takes every loopback spelling on the same scheme and port', () => {
    const own = ownOrigins('http://localhost:3000');
    expect(own).toEqual(new Set(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']));
    expect(own.has('http://127.0.0.1:3001')).toBe(false);
    expect(own.has('https://127.0.0.1:3000')).toBe(false);
  });
});

describe('senderOrigin', () => {
  const from = (headers: Record<string, string>) => senderOrigin((name) => headers[name]);

  it('is Origin when the browser sent one, "null" included', () => {
    expect(from({ origin: 'https://a.example', referer: 'https://b.example/x' })).toBe('https://a.example');
    expect(from({ origin: 'null' })).toBe('null');
  });

  it("is Referer's origin without Origin, and undefined without either or for a Referer that is not a URL", () => {
    expect(from({ referer: 'https://a.example/account?x=1' })).toBe('https://a.example');
    expect(from({})).toBeUndefined();
    expect(from({ referer: 'not a url' })).toBeUndefined();
  });
});
