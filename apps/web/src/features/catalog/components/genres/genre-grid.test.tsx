import { Code, ConnectError } from '@connectrpc/connect';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogTransport, makeGenre } from '@/testing/catalog';
import { renderWithProviders } from '@/testing/render';
import { GenreGrid } from './genre-grid';

describe('GenreGrid', () => {
  it('links every genre to its page with its track count', async () => {
    const transport = catalogTransport({
      listGenres: () => ({
        genres: [
          makeGenre({ genreId: 1, name: 'Jazz', trackCount: 15 }),
          makeGenre({ genreId: 3, name: 'Ambient', trackCount: 1 }),
        ],
      }),
    });
    renderWithProviders(<GenreGrid />, { transport });
    const cards = within(await screen.findByRole('list', { name: 'Genres' })).getAllByRole(
      'listitem',
    );
    expect(within(cards[0]!).getByRole('link', { name: 'Jazz' })).toHaveAttribute(
      'href',
      '/categories/1',
    );
    expect(cards[0]).toHaveTextContent('15 tracks');
    expect(cards[1]).toHaveTextContent('1 track');
  });

  it('shows the empty and the failed state', async () => {
    const { unmount } = renderWithProviders(<GenreGrid />, { transport: catalogTransport() });
    expect(await screen.findByText('No genres available')).toBeInTheDocument();
    unmount();
    const failing = catalogTransport({
      listGenres: () => {
        throw new ConnectError('down', Code.Internal);
      },
    });
    renderWithProviders(<GenreGrid />, { transport: failing });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load genres');
  });
});
