// Our aes128gcm encryption is read back by an independent implementation (http_ece, the one
// web-push uses), as a browser would, and refuses keys a browser could not have sent.
import { createECDH, randomBytes } from 'node:crypto';
import ece from 'http_ece';
import { describe, expect, it } from 'vitest';
import { encryptPayload, parseKeys } from './push.encrypt';

function browser() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

describe('push encryption (RFC 8291, aes128gcm)', () => {
  it('decrypts with the browser side of an independent implementation', () => {
    const b = browser();
    const payload = Buffer.from(JSON.stringify({ title: 'New predictions', body: 'Fresh numbers are in', url: '/predictions' }));
    const body = encryptPayload(parseKeys(b.keys), payload);
    const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: b.ecdh, authSecret: b.auth.toString('base64url') });
    expect(plain.toString()).toBe(payload.toString());
    // Header: 16-byte salt, record size 4096, a 65-byte key id.
    expect(body.readUInt32BE(16)).toBe(4096);
    expect(body[20]).toBe(65);
  });

  it('uses a fresh key pair and salt for every message', () => {
    const keys = parseKeys(browser().keys);
    const a = encryptPayload(keys, Buffer.from('same'));
    const b = encryptPayload(keys, Buffer.from('same'));
    expect(a.subarray(0, 16).equals(b.subarray(0, 16))).toBe(false);
    expect(a.subarray(21, 86).equals(b.subarray(21, 86))).toBe(false);
  });

  it('refuses keys no browser sends', () => {
    const { keys } = browser();
    expect(() => parseKeys({ ...keys, p256dh: Buffer.alloc(65, 1).toString('base64url') })).toThrow();
    expect(() => parseKeys({ ...keys, p256dh: 'short' })).toThrow();
    expect(() => parseKeys({ ...keys, auth: 'c2hvcnQ' })).toThrow();
    const offCurve = Buffer.alloc(65, 7);
    offCurve[0] = 4;
    expect(() => encryptPayload(parseKeys({ ...keys, p256dh: offCurve.toString('base64url') }), Buffer.from('x'))).toThrow();
  });
});
