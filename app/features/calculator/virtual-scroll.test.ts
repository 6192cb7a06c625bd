import { describe, expect, it } from 'vitest';
import { MAX_SCROLL_HEIGHT, ROW_HEIGHT, scrollGeometry, toScrollTop, toVirtualTop, visibleWindow } from './virtual-scroll';

const THIRTY_DIGITS = 2_767_118;

describe('virtual scroll', () => {
  it('needs no mapping while everything fits', () => {
    const g = scrollGeometry(100, 480);
    expect(g.scrollHeight).toBe(100 * ROW_HEIGHT);
    expect(toVirtualTop(g, 1234, 5000, 0)).toBe(1234);
    const view = visibleWindow(g, { scrollTop: 400, virtualTop: 400 }, 3, 300);
    expect(view.shownFirst).toBe(31); // line 10 of 3 columns
    expect(view.shownLast).toBe(66); // 12 lines of 40 px fit in 480
    expect(view.blockTop).toBe(7 * ROW_HEIGHT); // three lines of overscan above
  });

  it('shrinks to a short list and shows all of it', () => {
    const g = scrollGeometry(2, 480);
    expect(g.viewportHeight).toBe(80);
    expect(visibleWindow(g, { scrollTop: 0, virtualTop: 0 }, 1, 2)).toMatchObject({ firstIndex: 0, endIndex: 2, shownFirst: 1, shownLast: 2 });
  });

  describe('2.7 million rows, one per line (a phone)', () => {
    const g = scrollGeometry(THIRTY_DIGITS, 480);

    it('keeps the scrolled element under the browsers’ height limit', () => {
      expect(g.contentHeight).toBeGreaterThan(33_554_432);
      expect(g.scrollHeight).toBe(MAX_SCROLL_HEIGHT);
    });

    it('shows the last row at the bottom of the scroll range (End key, dragging down)', () => {
      const virtualTop = toVirtualTop(g, g.maxScrollTop, g.maxScrollTop, 0);
      expect(virtualTop).toBe(g.maxVirtualTop);
      const view = visibleWindow(g, { scrollTop: g.maxScrollTop, virtualTop }, 1, THIRTY_DIGITS);
      expect(view.endIndex).toBe(THIRTY_DIGITS);
      expect(view.shownLast).toBe(THIRTY_DIGITS);
      expect(view.shownFirst).toBe(THIRTY_DIGITS - 11);
      // The last row ends exactly at the bottom of the scrolled element.
      expect(view.blockTop + (view.endIndex - view.firstIndex) * ROW_HEIGHT).toBe(g.scrollHeight);
    });

    it('follows small steps (wheel, arrows, Page Down) pixel for pixel, so no row is skipped', () => {
      expect(toVirtualTop(g, 1_000_040, 40, 20_000_000)).toBe(20_000_040);
      expect(toVirtualTop(g, 1_000_000 - 420, -420, 20_000_000)).toBe(20_000_000 - 420);
    });

    it('maps a big jump (dragging the thumb) proportionally, and back', () => {
      const half = g.maxScrollTop / 2;
      const virtualTop = toVirtualTop(g, half, half, 0);
      expect(virtualTop).toBeCloseTo(g.maxVirtualTop / 2, 6);
      expect(toScrollTop(g, virtualTop)).toBe(Math.round(half));
      expect(toVirtualTop(g, 0, -half, virtualTop)).toBe(0);
    });

    it('places the rendered rows inside the view whatever the mapping', () => {
      const position = { scrollTop: 123_456, virtualTop: 55_555_555 };
      const view = visibleWindow(g, position, 1, THIRTY_DIGITS);
      const firstVisibleTop = view.blockTop + (view.shownFirst - 1 - view.firstIndex) * ROW_HEIGHT;
      expect(firstVisibleTop).toBeLessThanOrEqual(position.scrollTop);
      expect(firstVisibleTop + ROW_HEIGHT).toBeGreaterThan(position.scrollTop);
      expect(view.endIndex - view.firstIndex).toBeLessThanOrEqual(12 + 1 + 6);
    });
  });
});
