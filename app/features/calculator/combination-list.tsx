// A virtualised grid of combinations: only the rows in view exist in the DOM and each one is
// unranked from the count table when it is shown, so 5 digits and 30 digits (2.7 million rows)
// cost the same to display. Rows have a fixed height; wide screens get several per line.
// The scroll arithmetic (and the mapping past the browser's height limit) is in virtual-scroll.ts.
import { useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent, UIEvent } from 'react';
import { TextField } from '../../components/text-field';
import type { CombinationSpace } from './combinations';
import { ROW_HEIGHT, clamp, scrollGeometry, toScrollTop, toVirtualTop, visibleWindow } from './virtual-scroll';

/** A cell's horizontal padding and border, in px, besides its digits (see calculator.css). */
const CELL_CHROME = 24;
const COLUMN_GAP = 8;
const GRID_PADDING = 16;
/** Digit font size in px (the probe measures at this size), and the smallest we shrink to. */
const BASE_FONT_PX = 16;
const MIN_FONT_PX = 11;
const DEFAULT_SIZE = { width: 320, height: 480 };
const DEFAULT_CHAR_WIDTH = 10.9;
const numberFormat = new Intl.NumberFormat('en-US');

export function CombinationList({ space, label }: { space: CombinationSpace; label: string }) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const probeRef = useRef<HTMLSpanElement>(null);
  const [size, setSize] = useState(DEFAULT_SIZE);
  // Width of one digit at BASE_FONT_PX, letter spacing included; measured once mounted.
  const [charWidth, setCharWidth] = useState(DEFAULT_CHAR_WIDTH);
  // virtualTop: how far the view is from the first row in the full (unscaled) height.
  const [position, setPosition] = useState({ scrollTop: 0, virtualTop: 0 });
  const lastScrollTop = useRef(0);
  const virtualTopRef = useRef(0);

  // Long numbers get a smaller font so that one still fits across a phone; past the minimum
  // size the list scrolls sideways instead.
  const available = size.width - GRID_PADDING - CELL_CHROME;
  const fontSize = clamp(Math.floor((available / (space.length * charWidth)) * BASE_FONT_PX), MIN_FONT_PX, BASE_FONT_PX);
  const cellWidth = Math.ceil((space.length * charWidth * fontSize) / BASE_FONT_PX) + CELL_CHROME;
  const columns = Math.max(1, Math.floor((size.width - GRID_PADDING + COLUMN_GAP) / (cellWidth + COLUMN_GAP)));
  const geometry = scrollGeometry(Math.ceil(space.count / columns), size.height);

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const probe = probeRef.current;
    if (!viewport) return;
    if (probe) setCharWidth(probe.getBoundingClientRect().width / 10 || DEFAULT_CHAR_WIDTH);
    const measure = () => setSize({ width: viewport.clientWidth, height: viewport.clientHeight || DEFAULT_SIZE.height });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    return () => observer.disconnect();
  }, []);

  /** Scrolls so that the line holding combination `index` (0-based) is the first one shown. */
  function showIndex(index: number) {
    const virtualTop = Math.min(Math.floor(index / columns) * ROW_HEIGHT, geometry.maxVirtualTop);
    const scrollTop = toScrollTop(geometry, virtualTop);
    // The scroll event this causes then has no delta, so it keeps virtualTop as set here.
    lastScrollTop.current = scrollTop;
    virtualTopRef.current = virtualTop;
    if (viewportRef.current) viewportRef.current.scrollTop = scrollTop;
    setPosition({ scrollTop, virtualTop });
  }

  // A new number of columns (rotation, resize) keeps the first visible combination in view.
  const shownColumns = useRef(columns);
  useLayoutEffect(() => {
    if (shownColumns.current === columns) return;
    const firstShown = Math.floor(virtualTopRef.current / ROW_HEIGHT) * shownColumns.current;
    shownColumns.current = columns;
    showIndex(firstShown);
  });

  function onScroll(event: UIEvent<HTMLDivElement>) {
    const scrollTop = event.currentTarget.scrollTop;
    const delta = scrollTop - lastScrollTop.current;
    lastScrollTop.current = scrollTop;
    const virtualTop = toVirtualTop(geometry, scrollTop, delta, virtualTopRef.current);
    virtualTopRef.current = virtualTop;
    setPosition({ scrollTop, virtualTop });
  }

  // For keyboard and screen reader users, and anyone after row 1,500,000: no need to scroll there.
  const [jumpTo, setJumpTo] = useState('');
  const [jumpError, setJumpError] = useState<string>();
  function onJump(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = Number(jumpTo);
    if (jumpTo.trim() === '' || !Number.isInteger(target) || target < 1 || target > space.count) {
      setJumpError(`Enter a number from 1 to ${numberFormat.format(space.count)}.`);
      return;
    }
    setJumpError(undefined);
    showIndex(target - 1);
    viewportRef.current?.focus();
  }

  const view = visibleWindow(geometry, position, columns, space.count);
  const cells = [];
  for (let index = view.firstIndex; index < view.endIndex; index++) {
    cells.push(
      <li key={index} className="combination-cell" aria-posinset={index + 1} aria-setsize={space.count}>
        {space.at(index)}
      </li>,
    );
  }
  const summaryId = `combination-summary-${space.length}-${space.sum}`;

  return (
    <div className="combination-list">
      {geometry.contentHeight > geometry.viewportHeight && (
        <form className="combination-jump" onSubmit={onJump} noValidate>
          <TextField
            label="Go to combination number"
            name="combination-jump"
            type="number"
            value={jumpTo}
            onChange={setJumpTo}
            inputMode="numeric"
            autoComplete="off"
            error={jumpError}
          />
          <button type="submit" className="btn btn-secondary btn-small">
            Go
          </button>
        </form>
      )}
      <p id={summaryId} className="combination-summary muted">
        Showing {numberFormat.format(view.shownFirst)}–{numberFormat.format(view.shownLast)} of {numberFormat.format(space.count)}
      </p>
      <div
        ref={viewportRef}
        className="combination-viewport"
        style={{ height: `min(${geometry.contentHeight}px, var(--combination-viewport-height))` }}
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label={`${label}, scrollable`}
        aria-describedby={summaryId}
      >
        <span ref={probeRef} className="combination-probe" aria-hidden="true">
          0000000000
        </span>
        <div className="combination-spacer" style={{ height: geometry.scrollHeight, minWidth: columns === 1 ? cellWidth : undefined }}>
          <ul
            className="combination-grid"
            aria-label={label}
            style={{
              top: view.blockTop,
              fontSize,
              gridTemplateColumns: `repeat(${columns}, minmax(${cellWidth}px, 1fr))`,
              gridAutoRows: ROW_HEIGHT,
            }}
          >
            {cells}
          </ul>
        </div>
      </div>
    </div>
  );
}
