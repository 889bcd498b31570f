import { Code, ConnectError } from '@connectrpc/connect';
import type { ListTracksRequest, Track } from '@earshot/contract/catalog/v1/catalog';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogTransport, makeTrack } from '@/testing/catalog';
import { renderWithProviders } from '@/testing/render';
import { TrackList } from './track-list';

describe('TrackList', () => {
  it('asks for the first 25 tracks and shows one row per track', async () => {
    const requests: ListTracksRequest[] = [];
    const transport = catalogTransport({
      listTracks: (request) => {
        requests.push(request);
        return {
          tracks: [
            makeTrack({ title: 'Low Tide', artistName: 'Nina Vale', duration: 215 }),
            makeTrack({ title: 'Nameless', artistId: 0, artistName: 'Ghost', duration: 59 }),
            makeTrack({ title: 'Blank', artistName: '', duration: 3725 }),
          ],
          total: 3,
          limit: 25,
        };
      },
    });
    renderWithProviders(<TrackList />, { transport });

    const list = await screen.findByRole('list', { name: 'Tracks' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.limit).toBe(25);

    const [first, second, third] = rows;
    expect(first).toHaveTextContent('Low Tide');
    expect(first).toHaveTextContent('Nina Vale');
    expect(first).toHaveTextContent('3:35');
    expect(within(first!).getByRole('link', { name: 'Nina Vale' })).toHaveAttribute(
      'href',
      '/artist/1',
    );
    expect(second).toHaveTextContent('Nameless');
    expect(second).toHaveTextContent('Unknown Artist');
    expect(second).not.toHaveTextContent('Ghost');
    expect(within(second!).queryByRole('link')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('0:59');
    expect(third).toHaveTextContent('Unknown Artist');
    expect(third).toHaveTextContent('62:05');
  });

  it('plays a track with the whole list handed to the player, and marks it current', async () => {
    const tracks: Track[] = [
      makeTrack({ title: 'One' }),
      makeTrack({ title: 'Two' }),
      makeTrack({ title: 'Three' }),
    ];
    const { user, playbackState } = renderWithProviders(<TrackList />, {
      transport: catalogTransport({ listTracks: () => ({ tracks }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Play Two' }));

    const state = playbackState();
    expect(state.currentSong?.title).toBe('Two');
    expect(state.externalPlaylist.map((track) => track.title)).toEqual(['One', 'Two', 'Three']);
    expect(state).toMatchObject({ shouldAutoPlay: true, songChangeRequested: true });
    const rows = within(screen.getByRole('list', { name: 'Tracks' })).getAllByRole('listitem');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).not.toHaveAttribute('aria-current');
  });

  it("shows 'No tracks available' when the catalogue is empty", async () => {
    renderWithProviders(<TrackList />, { transport: catalogTransport() });
    expect(await screen.findByText('No tracks available')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tracks' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load tracks from server' when the call fails", async () => {
    const transport = catalogTransport({
      listTracks: () => {
        throw new ConnectError('database down', Code.Unavailable);
      },
    });
    renderWithProviders(<TrackList />, { transport });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load tracks from server');
    expect(screen.queryByRole('list', { name: 'Tracks' })).not.toBeInTheDocument();
  });

  it("shows 'Loading...' until the answer arrives", async () => {
    let answer: (tracks: Track[]) => void = () => {};
    const pending = new Promise<Track[]>((resolve) => {
      answer = resolve;
    });
    const transport = catalogTransport({ listTracks: async () => ({ tracks: await pending }) });
    renderWithProviders(<TrackList />, { transport });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('list', { name: 'Tracks' })).not.toBeInTheDocument();

    answer([makeTrack({ title: 'Late Arrival' })]);
    expect(await screen.findByText('Late Arrival')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
