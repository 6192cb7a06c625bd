// Message encryption for Web Push (RFC 8291) in the aes128gcm content coding (RFC 8188), written
// against Node's crypto directly: a fan-out runs it once per subscriber, and web-push's general
// version (any coding, any record size, validation on each call) cost a third more per message.
// A fresh ECDH key pair and salt for every message, as RFC 8291 §2 says.
import { createCipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';

/** One record holds the whole message: 4096 bytes, the usual size; our payloads are far smaller. */
const RECORD_SIZE = 4096;
/** The AES-GCM tag and the last-record delimiter (RFC 8188 §2). */
const RECORD_OVERHEAD = 16 + 1;
const KEY_INFO = Buffer.from('WebPush: info\0');
const CEK_INFO = Buffer.from('Content-Encoding: aes128gcm\0\x01');
const NONCE_INFO = Buffer.from('Content-Encoding: nonce\0\x01');
const ONE = Buffer.from([1]);
const LAST_RECORD = Buffer.from([2]);

const hmac = (key: Buffer, ...data: Buffer[]) => {
  const h = createHmac('sha256', key);
  for (const d of data) h.update(d);
  return h.digest();
};

export interface SubscriptionKeys {
  /** The browser's P-256 public key, uncompressed, base64url (65 bytes). */
  p256dh: string;
  /** The browser's authentication secret, base64url (16 bytes). */
  auth: string;
}

/** Parsed once per subscription; throws when the browser's keys cannot be used. */
export function parseKeys(keys: SubscriptionKeys): { uaPublic: Buffer; authSecret: Buffer } {
  const uaPublic = Buffer.from(keys.p256dh, 'base64url');
  const authSecret = Buffer.from(keys.auth, 'base64url');
  if (uaPublic.length !== 65 || uaPublic[0] !== 4) throw new Error('p256dh is not an uncompressed P-256 public key');
  if (authSecret.length < 16) throw new Error('auth secret is shorter than 16 bytes');
  return { uaPublic, authSecret };
}

/** The request body for one push: the aes128gcm header (salt, record size, key id) and one record. */
export function encryptPayload(keys: { uaPublic: Buffer; authSecret: Buffer }, payload: Buffer, salt: Buffer = randomBytes(16)): Buffer {
  if (payload.length + RECORD_OVERHEAD > RECORD_SIZE) throw new Error('push payload is larger than one record');
  const ephemeral = createECDH('prime256v1');
  const asPublic = ephemeral.generateKeys();
  // Throws for a point that is not on the curve: the subscription is unusable.
  const ecdhSecret = ephemeral.computeSecret(keys.uaPublic);

  const prkKey = hmac(keys.authSecret, ecdhSecret);
  const ikm = hmac(prkKey, KEY_INFO, keys.uaPublic, asPublic, ONE);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, CEK_INFO).subarray(0, 16);
  const nonce = hmac(prk, NONCE_INFO).subarray(0, 12);

  const header = Buffer.alloc(16 + 4 + 1);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header[20] = asPublic.length;
  const cipher = createCipheriv('aes-128-gcm', cek, nonce);
  return Buffer.concat([header, asPublic, cipher.update(payload), cipher.update(LAST_RECORD), cipher.final(), cipher.getAuthTag()]);
}
