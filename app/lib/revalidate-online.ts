// Back online, the open pages read again (docs/app.md, "How a page reads data"): a page showing
// the device's copy (kept-read.ts) then shows the server's answer. The layout's, so it weighs on
// the start-up JavaScript (e2e/bundle.spec.ts): it imports nothing but React and the router.
import { useEffect, useEffectEvent } from 'react';
import { useRevalidator } from 'react-router-dom';

/** Runs the open pages' loaders again when the browser comes back online. */
export function useRevalidateWhenOnline() {
  const { revalidate } = useRevalidator();
  const onOnline = useEffectEvent(() => void revalidate());
  useEffect(() => {
    const on = () => onOnline();
    window.addEventListener('online', on);
    return () => window.removeEventListener('online', on);
  }, []);
}
