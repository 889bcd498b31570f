import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent, unloadedWaitMs } from './lazy-component';

function Page({ name }: { name: string }) {
  return <p>Page of {name}</p>;
}

/** A chunk that fails while `down.now` holds, counting the tries. */
function chunk(down: { now: boolean }) {
  const tries = { count: 0 };
  const load = () => {
    tries.count += 1;
    return down.now ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(Page);
  };
  return { tries, load };
}

const Unloaded = ({ retry, waitMs }: { retry: () => void; waitMs: number }) => (
  <button type="button" onClick={retry}>
    Not loaded; next try in {waitMs} ms
  </button>
);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('lazyComponent', () => {
  it('shows its Unloaded view in the part’s place, and loads on retry', async () => {
    const down = { now: true };
    const { tries, load } = chunk(down);
    const Lazy = lazyComponent(load, Unloaded);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy name="Ann" />
      </Suspense>,
    );
    const unloaded = await screen.findByRole('button', { name: /Not loaded/ });
    expect(unloaded).toHaveTextContent('next try in 1000 ms');
    down.now = false;
    act(() => unloaded.click());
    expect(await screen.findByText('Page of Ann')).toBeInTheDocument();
    expect(tries.count).toBe(2);
  });

  it('tries again by itself, waiting longer each time, and when the browser is back online', async () => {
    vi.useFakeTimers();
    const down = { now: true };
    const { tries, load } = chunk(down);
    const Lazy = lazyComponent(load, Unloaded);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy name="Bo" />
      </Suspense>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button')).toHaveTextContent('next try in 1000 ms');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(tries.count).toBe(2);
    expect(screen.getByRole('button')).toHaveTextContent('next try in 2000 ms');
    // Nothing more before its wait: no loop of tries.
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(tries.count).toBe(2);

    down.now = false;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Page of Bo')).toBeInTheDocument();
    expect(tries.count).toBe(3);
  });

  it('renders nothing in the part’s place by default', async () => {
    const { load } = chunk({ now: true });
    const Lazy = lazyComponent(load);
    const { container } = render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy name="Cy" />
      </Suspense>,
    );
    await act(() => Promise.resolve());
    await act(() => Promise.resolve());
    expect(container).toBeEmptyDOMElement();
  });

  it('waits 1 s, doubling, at most 30 s', () => {
    expect([1, 2, 3, 5, 6, 9].map(unloadedWaitMs)).toEqual([
      1000, 2000, 4000, 16_000, 30_000, 30_000,
    ]);
  });
});
