/// <reference types="vite-plugin-pwa/client" />
// Installing and updating the app. The service worker is registered once; when a new version
// is deployed it waits, and the app offers "reload to update" instead of serving the old one
// forever. The browser's install offer (beforeinstallprompt) is kept for an install button;
// iPhones have no such offer, so they get a short "Add to Home Screen" hint instead.
import { useSyncExternalStore } from 'react';
import { registerSW } from 'virtual:pwa-register';

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
let updateSW: ((reload?: boolean) => Promise<void>) | undefined;

export function startPwa() {
  if (!('serviceWorker' in navigator)) return;
  // Once the page has loaded: the service worker's code and its precache downloads wait until
  // the page's own have arrived.
  const register = () => {
    updateSW = registerSW({
      onNeedRefresh: () => set({ updateReady: true }),
      // Look for a new version every hour while the app stays open.
      onRegisteredSW: (_url, reg) => {
        if (reg) setInterval(() => void reg.update().catch(() => undefined), 60 * 60 * 1000);
      },
    });
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

/** Activates the waiting version and reloads into it. */
export function applyUpdate() {
  void updateSW?.(true);
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
