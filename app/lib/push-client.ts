// Web push from the browser's side: asked for only when the user taps "Notify me", sent to the
// API, and removed on logout.
import { answer, client } from './api-client';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  return (await navigator.serviceWorker.getRegistration()) ?? undefined;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const reg = await registration();
  const sub = await reg?.pushManager.getSubscription();
  return sub ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** How long the browser's push service (Google's, Mozilla's, Apple's) may take to subscribe this browser. */
export const PUSH_SERVICE_TIMEOUT_MS = 20_000;

/**
 * The browser's push service could not be reached: subscribing failed with its AbortError
 * ("Registration failed - push service error") or never answered (a network that blocks it).
 */
export class PushServiceUnreachable extends Error {}

/** The browser's subscribe, failing with PushServiceUnreachable rather than waiting forever. */
async function subscribe(reg: ServiceWorkerRegistration, publicKey: string): Promise<PushSubscription> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushServiceUnreachable('no answer')), PUSH_SERVICE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }), timeout]);
  } catch (err) {
    throw err instanceof DOMException && err.name === 'AbortError' ? new PushServiceUnreachable(err.message) : err;
  } finally {
    clearTimeout(timer);
  }
}

/** Asks for permission (from a user's tap), subscribes this browser and tells the server. */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const reg = (await registration()) ?? (await navigator.serviceWorker.ready);
  const { publicKey } = await answer(client.push['public-key'].$get());
  let sub = await reg.pushManager.getSubscription();
  if (!sub) sub = await subscribe(reg, publicKey);
  // The DOM's type leaves every field of toJSON() optional; a browser always fills them, and the
  // server answers 400 naming any that is missing.
  const { keys } = sub.toJSON();
  const json = { endpoint: sub.endpoint, expirationTime: sub.expirationTime, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } };
  await answer(client.push.subscribe.$post({ json }));
  return 'on';
}

export async function disablePush(): Promise<PushState> {
  const reg = await registration();
  const sub = await reg?.pushManager.getSubscription();
  if (sub) {
    await answer(client.push.subscribe.$delete({ json: { endpoint: sub.endpoint } })).catch(() => undefined);
    await sub.unsubscribe().catch(() => undefined);
  }
  return pushSupported() ? 'off' : 'unsupported';
}
