import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { onBrandFontsApplied } from '../../lib/brand-fonts';

/** How long after opening an #anchor a font swap may still bring it back into place. */
const SETTLE_MS = 10_000;

/**
 * An opened #anchor stays where it landed (docs/app.md, "Layout and navigation": 80 px below the
 * top) when fonts arrive after the scroll to it (app/lib/brand-fonts.ts: a first visit shows the
 * fallback font first) and the text above it reflows: their arrival scrolls to it again, unless the
 * reader has scrolled or typed themselves by then. An anchor drawn only once its page's data has
 * come (the account page's #play-limits) is scrolled to when it appears.
 */
export function KeepAnchorInPlace() {
  const { hash, key } = useLocation();

  useEffect(() => {
    if (!hash) return;
    const target = () => document.getElementById(decodeURIComponent(hash.slice(1)));
    const stopWatching = onBrandFontsApplied(() => target()?.scrollIntoView());
    const appearing = target()
      ? null
      : new MutationObserver(() => {
          const el = target();
          if (!el) return;
          appearing?.disconnect();
          el.scrollIntoView();
        });
    appearing?.observe(document.body, { childList: true, subtree: true });
    const stop = () => {
      clearTimeout(timer);
      stopWatching();
      appearing?.disconnect();
      for (const type of READER_INPUT) window.removeEventListener(type, stop);
    };
    for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true });
    const timer = setTimeout(stop, SETTLE_MS);
    return stop;
  }, [hash, key]);

  return null;
}

const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
