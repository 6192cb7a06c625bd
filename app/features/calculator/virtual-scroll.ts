// The arithmetic of the virtualised combination list, kept apart from React so it can be tested:
// which rows a scroll position shows, and how scroll positions map onto millions of rows.
//
// Browsers cap an element's height (about 33.5 million px in Chrome, 17.9 million in Firefox);
// 2.7 million rows at 40 px would need 110 million. Past MAX_SCROLL_HEIGHT the scroll area stays
// that tall and a scroll position is mapped onto a "virtual" position in the full height.

export const ROW_HEIGHT = 40;
export const MAX_SCROLL_HEIGHT = 4_000_000;
/** Lines drawn above and below the visible ones, so fast scrolling shows no gaps. */
export const OVERSCAN = 3;

export interface ScrollGeometry {
  lineCount: number;
  /** Height all lines would need, in px. */
  contentHeight: number;
  /** Height of the element that the browser actually scrolls. */
  scrollHeight: number;
  viewportHeight: number;
  maxScrollTop: number;
  maxVirtualTop: number;
}

export function scrollGeometry(lineCount: number, viewportLimit: number): ScrollGeometry {
  const contentHeight = lineCount * ROW_HEIGHT;
  const scrollHeight = Math.min(contentHeight, MAX_SCROLL_HEIGHT);
  const viewportHeight = Math.min(viewportLimit, contentHeight);
  return {
    lineCount,
    contentHeight,
    scrollHeight,
    viewportHeight,
    maxScrollTop: Math.max(0, scrollHeight - viewportHeight),
    maxVirtualTop: Math.max(0, contentHeight - viewportHeight),
  };
}

/** Where a new scrollTop (moved by `delta` since the last one) puts the view in the full height. */
export function toVirtualTop(g: ScrollGeometry, scrollTop: number, delta: number, previous: number): number {
  if (g.scrollHeight === g.contentHeight) return clamp(scrollTop, 0, g.maxVirtualTop); // no mapping needed
  // The two ends always show the first and last rows (Home, End, dragging to an end).
  if (scrollTop <= 0) return 0;
  if (scrollTop >= g.maxScrollTop - 1) return g.maxVirtualTop;
  // Wheel, arrow keys, Page Up/Down and touch move by small steps: follow them pixel for pixel,
  // so no row is skipped. A big jump (dragging the scrollbar thumb) maps proportionally.
  if (Math.abs(delta) <= g.viewportHeight * 1.5) return clamp(previous + delta, 0, g.maxVirtualTop);
  return (scrollTop / g.maxScrollTop) * g.maxVirtualTop;
}

/** The scrollTop that matches a virtual position, for jumps made by the page itself. */
export function toScrollTop(g: ScrollGeometry, virtualTop: number): number {
  return g.maxVirtualTop > 0 ? Math.round((virtualTop / g.maxVirtualTop) * g.maxScrollTop) : 0;
}

export interface VisibleWindow {
  /** Combinations to render, [firstIndex, endIndex), overscan included. */
  firstIndex: number;
  endIndex: number;
  /** Offset of the rendered block inside the scrolled element, in px. */
  blockTop: number;
  /** 1-based positions of the first and last combination in view, for the summary. */
  shownFirst: number;
  shownLast: number;
}

export function visibleWindow(g: ScrollGeometry, position: { scrollTop: number; virtualTop: number }, columns: number, count: number): VisibleWindow {
  const virtualTop = clamp(position.virtualTop, 0, g.maxVirtualTop);
  const firstVisibleLine = Math.floor(virtualTop / ROW_HEIGHT);
  const endVisibleLine = Math.min(g.lineCount, Math.ceil((virtualTop + g.viewportHeight) / ROW_HEIGHT));
  const firstLine = Math.max(0, firstVisibleLine - OVERSCAN);
  const endLine = Math.min(g.lineCount, endVisibleLine + OVERSCAN);
  return {
    firstIndex: firstLine * columns,
    endIndex: Math.min(count, endLine * columns),
    // Rows are placed relative to the current scrollTop, so the block sits in view whatever
    // the mapping between scrollTop and virtualTop is.
    blockTop: clamp(position.scrollTop, 0, g.maxScrollTop) + firstLine * ROW_HEIGHT - virtualTop,
    shownFirst: Math.min(count, firstVisibleLine * columns + 1),
    shownLast: Math.min(count, endVisibleLine * columns),
  };
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
