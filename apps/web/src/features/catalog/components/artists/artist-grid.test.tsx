import { Code, ConnectError } from '@connectrpc/connect';
import { VerificationStatus } from '@earshot/contract/catalog/v1/catalog';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogTransport, makeArtist } from '@/testing/catalog';
import { renderWithProviders } from '@/testing/render';
import { ArtistGrid } from './artist-grid';

const cards = async () =>
  within(await screen.findByRole('list', { name: 'Artists' })).getAllByRole('listitem');

describe('ArtistGrid', () => {
  it('links each artist by name and marks the verified ones', async () => {
    const transport = catalogTransport({
      listArtists: () => ({
        artists: [
          makeArtist({
            artistId: 1,
            name: 'The Test Pilots',
            verificationStatus: VerificationStatus.VERIFIED,
          }),
          makeArtist({ artistId: 2, name: 'Fixture Quartet' }),
        ],
      }),
    });
    renderWithProviders(<ArtistGrid />, { transport });
    const [pilots, quartet] = await cards();
    expect(within(pilots!).getByRole('link', { name: 'The Test Pilots' })).toHaveAttribute(
      'href',
      '/artist/1',
    );
    expect(within(pilots!).getByText('Verified')).toBeInTheDocument();
    expect(within(quartet!).queryByText('Verified')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads 20 more while pages come back full, appending them', async () => {
    const offsets: Array<number | undefined> = [];
    const transport = catalogTransport({
      listArtists: (request) => {
        offsets.push(request.offset);
        const count = request.offset === 0 ? 20 : 3;
        const from = request.offset ?? 0;
        return {
          artists: Array.from({ length: count }, (_, index) =>
            makeArtist({ name: `Singer ${from + index + 1}` }),
          ),
        };
      },
    });
    const { user } = renderWithProviders(<ArtistGrid />, { transport });
    expect(await cards()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Singer 23')).toBeInTheDocument();
    expect(await cards()).toHaveLength(23);
    expect(offsets).toEqual([0, 20]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps the loaded artists when a further page fails, offering to try again', async () => {
    let calls = 0;
    const transport = catalogTransport({
      listArtists: () => {
        calls += 1;
        if (calls > 1) throw new ConnectError('down', Code.Unavailable);
        return { artists: Array.from({ length: 20 }, () => makeArtist()) };
      },
    });
    const { user } = renderWithProviders(<ArtistGrid />, { transport });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load artists');
    expect(await cards()).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('shows the empty and the failed state', async () => {
    const { unmount } = renderWithProviders(<ArtistGrid />, { transport: catalogTransport() });
    expect(await screen.findByText('No artists available')).toBeInTheDocument();
    unmount();
    const failing = catalogTransport({
      listArtists: () => {
        throw new ConnectError('down', Code.Internal);
      },
    });
    renderWithProviders(<ArtistGrid />, { transport: failing });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load artists');
  });
});
