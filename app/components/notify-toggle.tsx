// "Notify me": asks for push permission only when the user taps it (never on page load),
// and shows what this device will do.
import { useEffect, useState } from 'react';
import { disablePush, enablePush, PushServiceUnreachable, pushState, type PushState } from '../lib/push-client';
import { serverMessage } from '../lib/api-client';
import { offerStatesChoice } from '../lib/states-choice';
import { whenIdle } from '../lib/when-idle';
import { BellIcon } from './account-icons';

/** Said when the browser refused to subscribe though permission was asked: a private or guest window. */
export const PUSH_BLOCKED_HERE = 'This window does not allow notifications (private and guest windows block them). Open the site in a regular window to turn them on.';
const PUSH_FAILED = 'Could not change notifications. Please try again.';
/** Said when the browser's own push service did not answer: nothing on our side to retry sooner. */
export const PUSH_SERVICE_UNREACHABLE = 'Your browser could not reach its notification service. Check your connection (a firewall or VPN may block it) and try again.';

/**
 * A failure as a sentence for a person: the server's own sentence, never the browser's text
 * ("Registration failed - permission denied"); 'blocked' when the browser refuses this window.
 */
function failure(err: unknown): { blocked: true } | { blocked: false; text: string } {
  if (err instanceof PushServiceUnreachable) return { blocked: false, text: PUSH_SERVICE_UNREACHABLE };
  if (err instanceof DOMException) return err.name === 'NotAllowedError' ? { blocked: true } : { blocked: false, text: PUSH_FAILED };
  return { blocked: false, text: serverMessage(err, PUSH_FAILED) };
}

/** `offLabel`: what turning notifications on here is for ("Notify me of new predictions"). */
export function NotifyToggle({ variant = 'button', offLabel = 'Notify me of new predictions' }: { variant?: 'button' | 'menu'; offLabel?: string }) {
  const [state, setState] = useState<PushState | 'busy' | 'blocked' | null>(null);
  const [error, setError] = useState('');

  // Asked once the page has painted; the button holds its place meanwhile.
  useEffect(() => {
    let live = true;
    void whenIdle()
      .then(pushState)
      .then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, []);

  if (state === 'unsupported') return null;
  const cls = variant === 'menu' ? 'account-item' : 'btn btn-secondary btn-small notify-toggle';
  // Until the browser says whether this device is subscribed, hold the button's place.
  if (state === null) {
    return (
      <button type="button" className={cls} disabled aria-hidden="true" tabIndex={-1}>
        <BellIcon size={18} /> {offLabel}
      </button>
    );
  }

  if (state === 'denied') {
    return (
      <p className={variant === 'menu' ? 'account-note' : 'notify-note'} role="status">
        <BellIcon size={16} /> Notifications are blocked for this site in your browser settings.
      </p>
    );
  }
  // Refused after the tap: the button stays where it was, disabled, and the sentence says why.
  if (state === 'blocked') {
    return (
      <>
        <button type="button" className={cls} disabled aria-describedby="notify-blocked">
          <BellIcon size={18} /> {offLabel}
        </button>
        <p id="notify-blocked" className={variant === 'menu' ? 'account-note' : 'notify-note'} role="status">
          {PUSH_BLOCKED_HERE}
        </p>
      </>
    );
  }

  async function toggle() {
    const was = state;
    setState('busy');
    setError('');
    try {
      const now = was === 'on' ? await disablePush() : await enablePush();
      setState(now);
      if (now === 'on') offerStatesChoice();
    } catch (err) {
      const why = failure(err);
      if (why.blocked) setState('blocked');
      else {
        setError(why.text);
        setState(was);
      }
    }
  }

  return (
    <>
      <button type="button" className={cls} onClick={() => void toggle()} disabled={state === 'busy'} aria-pressed={state === 'on'}>
        <BellIcon size={18} /> {state === 'on' ? 'Notifications on (turn off)' : offLabel}
      </button>
      {error && (
        <p className="notify-note" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
