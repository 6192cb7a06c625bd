// A public answer asked once per page load and shared by every component that shows it (the
// measured track record beside the home page's claims, which checkout runs). Kept once it came,
// so a page opened again (Back) shows it in its first paint; a failed ask is asked again next time.
import { useEffect, useState } from 'react';

/** The hook of one such answer: undefined until it comes, null when it could not be had. */
export function askedOnce<T>(ask: () => Promise<T>): () => T | null | undefined {
  let asked: Promise<T | null> | null = null;
  let known: T | undefined;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per answer at module level, so every render calls the same hook.
  return function useAnswer() {
    const [value, setValue] = useState<T | null | undefined>(known);
    useEffect(() => {
      if (known !== undefined) return;
      let live = true;
      asked ??= ask().then(
        (r) => (known = r),
        () => {
          asked = null;
          return null;
        },
      );
      void asked.then((r) => live && setValue(r));
      return () => {
        live = false;
      };
    }, []);
    return value;
  };
}
