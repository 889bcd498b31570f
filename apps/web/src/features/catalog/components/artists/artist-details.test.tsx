import { Code, ConnectError } from '@connectrpc/connect';
import {
  type ListAlbumsRequest,
  type ListTracksRequest,
  VerificationStatus,
} from '@earshot/contract/catalog/v1/catalog';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogTransport, makeAlbum, makeArtist, makeTrack } from '@/testing/catalog';
import { renderWithProviders } from '@/testing/render';
import { ArtistDetails } from './artist-details';

const pilots = makeArtist({
  artistId: 1,
  name: 'The Test Pilots',
  bio: 'A band that exists only to be tested.',
  verificationStatus: VerificationStatus.VERIFIED,
  albumCount: 1,
  trackCount: 2,
});

describe('ArtistDetails', () => {
  it("shows the artist, a 'Verified' badge, their albums and tracks", async () => {
    const albumRequests: ListAlbumsRequest[] = [];
    const trackRequests: ListTracksRequest[] = [];
    const tracks = [makeTrack({ title: 'E2E Track 01' }), makeTrack({ title: 'E2E Track 03' })];
    const transport = catalogTransport({
      getArtist: (request) => ({ artist: { ...pilots, artistId: request.artistId } }),
      listAlbums: (request) => {
        albumRequests.push(request);
        return { albums: [makeAlbum({ albumId: 1, title: 'First Flight' })] };
      },
      listTracks: (request) => {
        trackRequests.push(request);
        return { tracks };
      },
    });
    const { user, playbackState } = renderWithProviders(<ArtistDetails artistId={1} />, {
      transport,
    });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('The Test Pilots');
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('A band that exists only to be tested.')).toBeInTheDocument();
    expect(screen.getByText('1 album · 2 tracks')).toBeInTheDocument();
    const albums = await screen.findByRole('list', { name: 'Albums' });
    expect(within(albums).getByRole('link', { name: 'First Flight' })).toHaveAttribute(
      'href',
      '/album/1',
    );
    const list = await screen.findByRole('list', { name: 'Tracks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(albumRequests[0]?.artistId).toBe(1);
    expect(trackRequests[0]).toMatchObject({ artistId: 1, offset: 0, limit: 25 });

    await user.click(within(list).getByRole('button', { name: 'Play E2E Track 03' }));
    expect(playbackState().currentSong?.title).toBe('E2E Track 03');
    expect(playbackState().externalPlaylist).toHaveLength(2);
  });

  it('has no badge for an artist who is not verified', async () => {
    const transport = catalogTransport({
      getArtist: () => ({ artist: makeArtist({ name: 'Fixture Quartet' }) }),
    });
    renderWithProviders(<ArtistDetails artistId={2} />, { transport });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Fixture Quartet');
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it('says the artist was not found on NotFound, and for a malformed id without asking', async () => {
    const { unmount } = renderWithProviders(<ArtistDetails artistId={99} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'The requested resource was not found.',
    );
    unmount();

    let asked = false;
    const transport = catalogTransport({
      getArtist: () => {
        asked = true;
        return { artist: pilots };
      },
    });
    renderWithProviders(<ArtistDetails artistId={null} />, { transport });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'The requested resource was not found.',
    );
    expect(asked).toBe(false);
  });

  it('shows the status text of any other failure', async () => {
    const transport = catalogTransport({
      getArtist: () => {
        throw new ConnectError('down', Code.Unavailable);
      },
    });
    renderWithProviders(<ArtistDetails artistId={1} />, { transport });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Service temporarily unavailable. Please try again later.',
    );
  });
});
