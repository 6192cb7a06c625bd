// The keys a browser hands over with its push subscription (docs/security.md, "Push endpoints"):
// every push is encrypted to them (RFC 8291), so a subscription whose keys cannot be used would
// fail at every send. `p256dh` is the browser's P-256 public key as an uncompressed point (65
// bytes, 0x04 first, on the curve), `auth` its 16-byte secret, both base64url as
// PushSubscription.toJSON() gives them. Checked once, when the browser subscribes.
import { createPublicKey } from 'node:crypto';

export const PUSH_KEY_MESSAGES = {
  p256dh: "keys.p256dh must be the browser's P-256 public key: 65 bytes in base64url, an uncompressed point on the curve.",
  auth: "keys.auth must be the browser's 16-byte auth secret in base64url.",
} as const;

/** base64url (padding allowed) to bytes; null for anything else. */
function base64url(text: string): Buffer | null {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64url') : null;
}

/** Whether the 65 bytes are 0x04, x and y of a point on P-256 (node:crypto refuses one that is not). */
function onCurve(point: Buffer): boolean {
  try {
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}

/** What is wrong with the keys, naming the field; null when a push can be encrypted to them. */
export function pushKeysProblem(keys: { p256dh: string; auth: string }): { field: 'keys.p256dh' | 'keys.auth'; message: string } | null {
  const point = base64url(keys.p256dh);
  if (point?.length !== 65 || point[0] !== 0x04 || !onCurve(point)) return { field: 'keys.p256dh', message: PUSH_KEY_MESSAGES.p256dh };
  if (base64url(keys.auth)?.length !== 16) return { field: 'keys.auth', message: PUSH_KEY_MESSAGES.auth };
  return null;
}
