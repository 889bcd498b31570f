import { clsx } from 'clsx';
import {
  type CSSProperties,
  Fragment,
  type ReactNode,
  useEffect,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** Rows drawn beyond each edge of the view, so a quick scroll does not show blank space. */
const OVERSCAN_ROWS = 6;
/** The view assumed before it can be measured (jsdom never measures): a tall panel's worth. */
const UNMEASURED_HEIGHT_PX = 720;
/** Input by which a listener scrolls a region themselves. */
const LISTENER_SCROLLS = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/** What a row is drawn with: where it sits in the list, for its own <li>. */
export interface WindowedRow {
  style: CSSProperties;
  'aria-posinset': number;
  'aria-setsize': number;
}

/** The first and last row (inclusive) the view shows, overscan included. */
export function visibleRange(options: {
  count: number;
  rowHeight: number;
  /** How far the list's top has scrolled past the view's top; negative while above it. */
  scrolled: number;
  viewHeight: number;
  overscan?: number;
}): { first: number; last: number } {
  const { count, rowHeight, scrolled, viewHeight, overscan = OVERSCAN_ROWS } = options;
  if (count === 0) return { first: 0, last: -1 };
  const top = Math.max(0, scrolled);
  const bottom = Math.max(0, scrolled + viewHeight);
  const first = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const last = Math.min(count - 1, Math.ceil(bottom / rowHeight) + overscan);
  return { first, last: Math.max(first, last) };
}

/**
 * A scrolling region that draws only the rows in view (fixed row height), so 400 or 100,000
 * rows cost the same few dozen elements. `revealIndex` is scrolled into view when it changes,
 * and again when the region resizes, until the listener scrolls.
 * `header` scrolls with the rows, above them; `footer`
 * below them. `onNearEnd` is called whenever the drawn rows reach the last `OVERSCAN_ROWS`, so
 * a paged source can fetch its next page before the listener gets there. Each row draws its own
 * <li> with the style and position it is given (absolute, so the list keeps its full height).
 */
export function WindowedList<Row>(props: {
  rows: readonly Row[];
  rowHeight: number;
  label: string;
  rowKey: (row: Row, index: number) => string;
  renderRow: (row: Row, index: number, place: WindowedRow) => ReactNode;
  onNearEnd?: () => void;
  /** A row brought into view when the list shows and whenever this changes (the current song). */
  revealIndex?: number | null;
  header?: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  const { rows, rowHeight, onNearEnd, revealIndex } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // Nothing is in view until measured, so the first render cannot ask for a page it does not need.
  const [view, setView] = useState({ scrolled: 0, height: 0 });

  // The row to keep in view until the listener scrolls: a reveal made before the region has its
  // final height (a lazy part of the shell landing, a slow machine) is made again when it resizes.
  const reveal = useRef<number | null>(null);
  const revealRow = useCallback(() => {
    const element = scroller.current;
    const rowsTop = list.current?.getBoundingClientRect().top;
    const index = reveal.current;
    if (!element || rowsTop === undefined || index == null || index < 0) return;
    const top =
      rowsTop - element.getBoundingClientRect().top + element.scrollTop + index * rowHeight;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + rowHeight > element.scrollTop + element.clientHeight) {
      element.scrollTop = top + rowHeight - element.clientHeight;
    }
  }, [rowHeight]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => {
      const height = element.clientHeight || UNMEASURED_HEIGHT_PX;
      // How far the list's top lies above the view's top: the header above it counts.
      const rows = list.current?.getBoundingClientRect().top;
      const scrolled = rows === undefined ? 0 : element.getBoundingClientRect().top - rows;
      setView((old) =>
        old.height === height && old.scrolled === scrolled ? old : { scrolled, height },
      );
    };
    const resized = () => {
      revealRow();
      measure();
    };
    // The listener scrolls on their own: the row is no longer held in view.
    const letGo = () => {
      reveal.current = null;
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    for (const type of LISTENER_SCROLLS) element.addEventListener(type, letGo, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resized);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      for (const type of LISTENER_SCROLLS) element.removeEventListener(type, letGo);
      observer?.disconnect();
    };
  }, [revealRow]);

  useLayoutEffect(() => {
    // Only when the row to show changes: the listener's own scrolling is never undone.
    reveal.current = revealIndex ?? null;
    revealRow();
  }, [revealIndex, revealRow]);

  const { first, last } = visibleRange({
    count: rows.length,
    rowHeight,
    scrolled: view.scrolled,
    viewHeight: view.height,
  });
  const nearEnd = rows.length > 0 && last >= rows.length - 1 - OVERSCAN_ROWS;
  useEffect(() => {
    if (nearEnd) onNearEnd?.();
  }, [nearEnd, rows.length, onNearEnd]);

  const drawn: ReactNode[] = [];
  for (let index = first; index <= last; index++) {
    drawn.push(
      <Fragment key={props.rowKey(rows[index] as Row, index)}>
        {props.renderRow(rows[index] as Row, index, {
          style: {
            position: 'absolute',
            insetInline: 0,
            top: index * rowHeight,
            height: rowHeight,
          },
          'aria-posinset': index + 1,
          'aria-setsize': rows.length,
        })}
      </Fragment>,
    );
  }

  return (
    <div
      ref={scroller}
      data-testid="windowed-list"
      className={clsx('min-h-0 overflow-y-auto overscroll-contain', props.className)}
    >
      {props.header}
      <ul
        ref={list}
        aria-label={props.label}
        className="relative"
        style={{ height: rows.length * rowHeight }}
      >
        {drawn}
      </ul>
      {props.footer}
    </div>
  );
}
