import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visibleRange, WindowedList } from './windowed-list';

describe('visibleRange', () => {
  it('covers the rows in view and a few either side', () => {
    expect(visibleRange({ count: 1000, rowHeight: 50, scrolled: 0, viewHeight: 500 })).toEqual({
      first: 0,
      last: 16,
    });
    expect(visibleRange({ count: 1000, rowHeight: 50, scrolled: 10_000, viewHeight: 500 })).toEqual(
      { first: 194, last: 216 },
    );
  });

  it('stays inside the list at its end, above it and for none', () => {
    expect(visibleRange({ count: 30, rowHeight: 50, scrolled: 1200, viewHeight: 500 })).toEqual({
      first: 18,
      last: 29,
    });
    expect(visibleRange({ count: 30, rowHeight: 50, scrolled: -300, viewHeight: 500 })).toEqual({
      first: 0,
      last: 10,
    });
    expect(visibleRange({ count: 0, rowHeight: 50, scrolled: 0, viewHeight: 500 })).toEqual({
      first: 0,
      last: -1,
    });
  });
});

describe('WindowedList', () => {
  afterEach(() => vi.restoreAllMocks());

  /** A view 500 px tall whose list's top lies `scrolled()` px above it (jsdom lays out nothing). */
  function layout(scrolled: () => number) {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(500);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const y = this.tagName === 'UL' ? -scrolled() : 0;
      return { top: y, bottom: y, left: 0, right: 0, width: 0, height: 0, x: 0, y } as DOMRect;
    });
  }

  it('draws only the rows in view of 100,000, and the ones in view after a scroll', () => {
    let scrolled = 0;
    layout(() => scrolled);
    const rows = Array.from({ length: 100_000 }, (_, index) => `Row ${index + 1}`);
    const onNearEnd = vi.fn();
    render(
      <WindowedList
        rows={rows}
        rowHeight={50}
        label="Rows"
        rowKey={(row) => row}
        onNearEnd={onNearEnd}
        renderRow={(row, _index, place) => <li {...place}>{row}</li>}
      />,
    );
    const list = screen.getByRole('list', { name: 'Rows' });
    expect(list).toHaveStyle({ height: '5000000px' });
    let items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(17);
    expect(items[0]).toHaveTextContent('Row 1');
    expect(items[0]).toHaveAttribute('aria-setsize', '100000');

    scrolled = 2_500_000;
    act(() => {
      fireEvent.scroll(screen.getByTestId('windowed-list'));
    });
    items = within(list).getAllByRole('listitem');
    expect(items.length).toBeLessThanOrEqual(23);
    expect(within(list).getByText('Row 50001')).toHaveStyle({ top: '2500000px' });
    expect(items[0]).toHaveAttribute('aria-posinset', '49995');
    expect(onNearEnd).not.toHaveBeenCalled();

    scrolled = 4_999_500;
    act(() => {
      fireEvent.scroll(screen.getByTestId('windowed-list'));
    });
    expect(within(list).getByText('Row 100000')).toBeInTheDocument();
    expect(onNearEnd).toHaveBeenCalledTimes(1);
  });

  it('brings the row to show into view, and again when it changes', () => {
    // The rows move up as far as the view has scrolled.
    layout(() => document.querySelector('[data-testid="windowed-list"]')?.scrollTop ?? 0);
    const rows = Array.from({ length: 1000 }, (_, index) => `Row ${index + 1}`);
    const view = (revealIndex: number) => (
      <WindowedList
        rows={rows}
        rowHeight={50}
        label="Rows"
        rowKey={(row) => row}
        revealIndex={revealIndex}
        renderRow={(row, _index, place) => <li {...place}>{row}</li>}
      />
    );
    const { rerender } = render(view(500));
    const scroller = screen.getByTestId('windowed-list');
    // Row 501 ends at 25,050 px: the view's 500 px end there.
    expect(scroller.scrollTop).toBe(24_550);
    rerender(view(3));
    expect(scroller.scrollTop).toBe(150);
  });
});
