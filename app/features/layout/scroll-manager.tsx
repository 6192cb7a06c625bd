import { useEffect } from 'react';
import { useLocation } from '../../lib/router';
import { HASH_SCROLL_OFFSET_PX } from '../../lib/constants';

/** Every route change starts at the top; #anchors land below the fixed bar (spec §2). */
export function ScrollManager() {
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    let frame = 0;
    // The target may render a frame or two after the route does; look for it briefly.
    const seek = () => {
      const el = document.getElementById(id);
      if (el) {
        const top = el.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX;
        window.scrollTo({ top, behavior: 'smooth' });
      } else if (tries++ < 30) {
        frame = requestAnimationFrame(seek);
      }
    };
    frame = requestAnimationFrame(seek);
    return () => cancelAnimationFrame(frame);
  }, [pathname, search, hash]);

  return null;
}
