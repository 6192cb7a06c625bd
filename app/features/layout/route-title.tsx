import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';

/** A route's `handle` may name its page for the browser's tab and history ("Track record"). */
export interface RouteHandle {
  title?: string;
}

// The page's own <title> (index.html) stands for every route that names none.
const DEFAULT_TITLE = typeof document === 'undefined' ? '' : document.title;
const PRODUCT = 'Lotto Predict';

/** Sets the document title from the deepest matched route whose handle names one. */
export function RouteTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  useEffect(() => {
    document.title = title?.title ? `${title.title} | ${PRODUCT}` : DEFAULT_TITLE;
  }, [title]);
  return null;
}
