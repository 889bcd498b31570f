import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogTransport, makeTracks } from '@/testing/catalog';
import { setViewportWidth } from '@/testing/match-media';
import { renderWithProviders } from '@/testing/render';
import { PlayerPanel } from './player-panel';

afterEach(() => vi.restoreAllMocks());

/** The whole panel frame, as the app renders it, with the member's figure stood in for. */
function renderPanel() {
  const tracks = makeTracks(3, 'Song');
  const view = renderWithProviders(
    <PlayerPanel viewer={{ kind: 'visitor' }} miniFigure={<span>1.25 EP</span>} />,
    { transport: catalogTransport({ listTracks: () => ({ tracks }) }) },
  );
  const emit = (event: Parameters<typeof view.player.channel.emit>[1]) => {
    const source = view.player.channel.getStatus().source!;
    act(() => view.player.channel.emit(source, event));
  };
  return { ...view, emit };
}

describe('the mini player', () => {
  it('below md shows the song, its progress and the figure, plays, pauses and expands', async () => {
    setViewportWidth(400);
    const { user, emit, router } = renderPanel();
    const mini = await screen.findByRole('region', { name: 'Mini player' });
    expect(await within(mini).findByText('Song 1')).toBeInTheDocument();
    expect(within(mini).getByText('1.25 EP')).toBeInTheDocument();

    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockClear();
    await user.click(within(mini).getByRole('button', { name: 'Play' }));
    emit({ type: 'playing' });
    emit({ type: 'position', position: 30, duration: 180 });
    expect(within(mini).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    await user.click(within(mini).getByRole('button', { name: 'Pause' }));
    expect(pause).toHaveBeenCalledTimes(1);
    emit({ type: 'paused' });
    expect(within(mini).getByRole('button', { name: 'Play' })).toBeInTheDocument();

    await user.click(within(mini).getByRole('button', { name: 'Expand player' }));
    expect(screen.queryByRole('region', { name: 'Mini player' })).not.toBeInTheDocument();
    const collapse = screen.getByRole('button', { name: 'Collapse player' });
    expect(collapse).toHaveFocus();
    const panel = screen.getByRole('complementary', { name: 'Player' });
    expect(panel).not.toHaveClass('max-md:invisible');
    expect(within(panel).getByRole('list', { name: 'Song list' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    const back = await screen.findByRole('region', { name: 'Mini player' });
    expect(within(back).getByRole('button', { name: 'Expand player' })).toHaveFocus();
    expect(panel).toHaveClass('max-md:invisible');

    // Following a link from the expanded panel shows the page it leads to.
    await user.click(within(back).getByRole('button', { name: 'Expand player' }));
    expect(screen.queryByRole('region', { name: 'Mini player' })).not.toBeInTheDocument();
    await act(() => router.navigate('/artist/1'));
    expect(await screen.findByRole('region', { name: 'Mini player' })).toBeInTheDocument();
    expect(panel).toHaveClass('max-md:invisible');
  });

  it('is not there from md up, where the panel sits beside the page', async () => {
    setViewportWidth(768);
    renderPanel();
    const panel = screen.getByRole('complementary', { name: 'Player' });
    expect(await within(panel).findByRole('list', { name: 'Song list' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mini player' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Collapse player' })).not.toBeInTheDocument();
  });

  it('is not there while the panel is hidden', async () => {
    setViewportWidth(400);
    const tracks = makeTracks(1, 'Song');
    renderWithProviders(<PlayerPanel viewer={{ kind: 'visitor' }} hidden />, {
      transport: catalogTransport({ listTracks: () => ({ tracks }) }),
    });
    // The body has loaded (the panel is hidden, so it is found by test id).
    expect(await screen.findByTestId('player')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mini player' })).not.toBeInTheDocument();
  });
});
