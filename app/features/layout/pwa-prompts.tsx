// The app-wide install and update offers (issue: installable PWA). Each is small, dismissible
// and never blocks the page.
import { useState } from 'react';
import { CloseIcon, DownloadIcon } from '../../components/icons';
import { PRODUCT_NAME } from '@shared/brand';
import { applyUpdate, needsIosInstallHint, promptInstall, usePwa } from '../../lib/pwa';

const DISMISSED_KEY = 'installHintDismissed';

export function PwaPrompts() {
  const { updateReady, canInstall, installed } = usePwa();
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY) === '1');
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };

  if (updateReady) {
    return (
      <div className="pwa-prompt" role="status">
        <p>A new version of {PRODUCT_NAME} is available.</p>
        <button type="button" className="btn btn-primary btn-small" onClick={applyUpdate}>
          Reload to update
        </button>
      </div>
    );
  }
  if (installed || dismissed) return null;
  if (canInstall) {
    return (
      <div className="pwa-prompt" role="region" aria-label="Install the app">
        <p>Install {PRODUCT_NAME} on your home screen to read predictions offline.</p>
        <button type="button" className="btn btn-primary btn-small" onClick={() => void promptInstall()}>
          <DownloadIcon size={16} /> Install
        </button>
        <button type="button" className="pwa-close" onClick={dismiss} aria-label="Dismiss the install offer">
          <CloseIcon size={18} />
        </button>
      </div>
    );
  }
  if (needsIosInstallHint()) {
    return (
      <div className="pwa-prompt" role="region" aria-label="Add to Home Screen">
        <p>
          Install on iPhone: tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.
        </p>
        <button type="button" className="pwa-close" onClick={dismiss} aria-label="Dismiss the Add to Home Screen hint">
          <CloseIcon size={18} />
        </button>
      </div>
    );
  }
  return null;
}
