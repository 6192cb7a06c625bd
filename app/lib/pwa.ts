// Installing and updating the app. The service worker is registered once; when a new version
// is deployed it waits, and the app offers "reload to update" instead of serving the old one
// forever. Registered with the browser's own API: the page needs nothing more than these few
// lines, where workbox-window's helper added 3 KB gzip to every first visit (bench: start-up
// JavaScript). The browser's install offer (beforeinstallprompt) is kept for an install button;
// iPhones have no such offer, so they get a short "Add to Home Screen" hint instead.
import { useSyncExternalStore } from 'react';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface PwaState {
  updateReady: boolean;
  canInstall: boolean;
  installed: boolean;
}

let state: PwaState = { updateReady: false, canInstall: false, installed: false };
const listeners = new Set<() => void>();
const set = (patch: Partial<PwaState>) => {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
};

let installEvent: InstallPromptEvent | null = null;
/** The new version, installed and waiting for the page to let it take over. */
let waiting: ServiceWorker | null = null;

const HOUR_MS = 60 * 60 * 1000;

/** Offers the update once a new version waits behind the one in control (not on a first install). */
function offerWhenWaiting(reg: ServiceWorkerRegistration) {
  const offer = () => {
    if (!reg.waiting || !navigator.serviceWorker.controller) return;
    waiting = reg.waiting;
    set({ updateReady: true });
  };
  offer();
  reg.addEventListener('updatefound', () => {
    const installing = reg.installing;
    installing?.addEventListener('statechange', () => installing.state === 'installed' && offer());
  });
}

export function startPwa() {
  // The Vite dev server builds no service worker (vite.config.ts).
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // Once the page has loaded: the service worker's code and its precache downloads wait until
  // the page's own have arrived.
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((reg) => {
        offerWhenWaiting(reg);
        // Look for a new version every hour while the app stays open.
        setInterval(() => void reg.update().catch(() => undefined), HOUR_MS);
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    installEvent = e as InstallPromptEvent;
    set({ canInstall: true });
  });
  window.addEventListener('appinstalled', () => {
    installEvent = null;
    set({ canInstall: false, installed: true });
  });
  set({ installed: isStandalone() });
}

/** Activates the waiting version (app/sw.ts takes SKIP_WAITING) and reloads into it once it controls the page. */
export function applyUpdate() {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

export async function promptInstall(): Promise<boolean> {
  if (!installEvent) return false;
  await installEvent.prompt();
  const { outcome } = await installEvent.userChoice;
  installEvent = null;
  set({ canInstall: false, installed: outcome === 'accepted' });
  return outcome === 'accepted';
}

export function isStandalone(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** iPhone and iPad Safari, not yet on the home screen: they install by Share, Add to Home Screen. */
export function needsIosInstallHint(): boolean {
  const ua = navigator.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  return ios && !isStandalone();
}

export function usePwa(): PwaState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}
