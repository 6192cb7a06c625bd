// One browser title per page, so tabs and history can be told apart: each route
// names its page in its `handle`, and the layout writes the deepest one into document.title.
import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/brand';

/** What a route's `handle` may carry. */
export interface PageHandle {
  title?: string;
}

/** The title of the page that opens first and of any route that names none. */
export const DEFAULT_TITLE = `${PRODUCT_NAME} | Daily 3 & 4 Digit Lottery Predictions`;

/** "Past Predictions · Lotto Predict"; the default title when the route names none. */
export function pageTitle(title: string | undefined): string {
  return title ? `${title} · ${PRODUCT_NAME}` : DEFAULT_TITLE;
}

/** The deepest matched route's title wins: a page's own over its guard's or layout's. */
export function titleOfMatches(matches: readonly { handle?: unknown }[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i].handle as PageHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/** Keeps document.title in step with the route; called once, by the layout. */
export function usePageTitle(): void {
  const title = pageTitle(titleOfMatches(useMatches()));
  useEffect(() => {
    document.title = title;
  }, [title]);
}
