import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestSong } from '@/lib/playback/store';
import { makeTrack } from '@/testing/catalog';
import { PlayerPanelBody } from './player-panel-body';

describe('PlayerPanelBody', () => {
  it("says 'No tracks available' until a song is requested", () => {
    render(<PlayerPanelBody />);
    expect(screen.getByText('No tracks available')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Current song' })).not.toBeInTheDocument();
  });

  it('shows the requested song, with Unknown Artist for a missing artist', () => {
    render(<PlayerPanelBody />);
    act(() => requestSong(makeTrack({ title: 'Low Tide', artistName: 'Nina Vale' })));
    const current = screen.getByRole('region', { name: 'Current song' });
    expect(within(current).getByText('Low Tide')).toBeInTheDocument();
    expect(within(current).getByText('Nina Vale')).toBeInTheDocument();
    expect(screen.queryByText('No tracks available')).not.toBeInTheDocument();

    act(() => requestSong(makeTrack({ title: 'Nameless', artistId: 0 })));
    expect(within(current).getByText('Nameless')).toBeInTheDocument();
    expect(within(current).getByText('Unknown Artist')).toBeInTheDocument();
  });
});
