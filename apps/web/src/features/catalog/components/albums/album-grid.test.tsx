import { Code, ConnectError } from '@connectrpc/connect';
import type { ListAlbumsRequest } from '@earshot/contract/catalog/v1/catalog';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogTransport, makeAlbum } from '@/testing/catalog';
import { renderWithProviders } from '@/testing/render';
import { AlbumGrid } from './album-grid';

const cards = async () =>
  within(await screen.findByRole('list', { name: 'Albums' })).getAllByRole('listitem');

describe('AlbumGrid', () => {
  it('links each album and names its artist and year', async () => {
    const transport = catalogTransport({
      listAlbums: () => ({
        albums: [
          makeAlbum({ albumId: 1, title: 'First Flight', artistName: 'The Test Pilots' }),
          makeAlbum({ albumId: 2, title: 'Orphan', artistId: 0, releaseDate: '' }),
        ],
      }),
    });
    renderWithProviders(<AlbumGrid />, { transport });
    const [first, orphan] = await cards();
    expect(within(first!).getByRole('link', { name: 'First Flight' })).toHaveAttribute(
      'href',
      '/album/1',
    );
    expect(first).toHaveTextContent('The Test Pilots · 2024');
    expect(orphan).toHaveTextContent(/Unknown Artist$/);
  });

  it('loads more while pages come back full, and filters by artist when asked', async () => {
    const requests: ListAlbumsRequest[] = [];
    const transport = catalogTransport({
      listAlbums: (request) => {
        requests.push(request);
        const count = request.offset === 0 ? 20 : 1;
        return { albums: Array.from({ length: count }, () => makeAlbum()) };
      },
    });
    const { user } = renderWithProviders(<AlbumGrid artistId={2} />, { transport });
    expect(await cards()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(
      await screen
        .findByRole('list', { name: 'Albums' })
        .then((list) => within(list).findAllByRole('listitem')),
    ).toHaveLength(21);
    expect(requests.map(({ artistId, offset, limit }) => ({ artistId, offset, limit }))).toEqual([
      { artistId: 2, offset: 0, limit: 20 },
      { artistId: 2, offset: 20, limit: 20 },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the empty and the failed state', async () => {
    const { unmount } = renderWithProviders(<AlbumGrid />, { transport: catalogTransport() });
    expect(await screen.findByText('No albums available')).toBeInTheDocument();
    unmount();
    const failing = catalogTransport({
      listAlbums: () => {
        throw new ConnectError('down', Code.Internal);
      },
    });
    renderWithProviders(<AlbumGrid />, { transport: failing });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load albums');
  });
});
