// "Notify me": asks for push permission only when the user taps it (never on page load),
// and shows what this device will do.
import { useEffect, useState } from 'react';
import { disablePush, enablePush, pushState, type PushState } from '../lib/push-client';
import { whenIdle } from '../lib/when-idle';
import { BellIcon } from './icons';

export function NotifyToggle({ variant = 'button' }: { variant?: 'button' | 'menu' }) {
  const [state, setState] = useState<PushState | 'busy' | null>(null);
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
        <BellIcon size={18} /> Notify me of new predictions
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

  async function toggle() {
    const was = state;
    setState('busy');
    setError('');
    try {
      setState(was === 'on' ? await disablePush() : await enablePush());
    } catch (err) {
      setError((err as Error).message || 'Could not change notifications. Please try again.');
      setState(was);
    }
  }

  return (
    <>
      <button type="button" className={cls} onClick={() => void toggle()} disabled={state === 'busy'} aria-pressed={state === 'on'}>
        <BellIcon size={18} /> {state === 'on' ? 'Notifications on (turn off)' : 'Notify me of new predictions'}
      </button>
      {error && (
        <p className="notify-note" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
