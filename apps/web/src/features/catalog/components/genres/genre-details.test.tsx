import type {
  GetTrendingTracksRequest,
  ListTracksRequest,
} from '@earshot/contract/catalog/v1/catalog';
import { TrendingPeriod } from '@earshot/contract/catalog/v1/catalog';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogTransport, makeGenre, makeTrack, makeTrendingTrack } from '@/testing/catalog';
import { renderWithProviders } from '@/testing/render';
import { GenreDetails } from './genre-details';

const jazz = makeGenre({
  genreId: 1,
  name: 'Jazz',
  description: 'Swing, bebop and after.',
  trackCount: 30,
});

describe('GenreDetails', () => {
  it("shows the genre, today's top of its ranking and its tracks with load more", async () => {
    const trending: GetTrendingTracksRequest[] = [];
    const tracks: ListTracksRequest[] = [];
    const transport = catalogTransport({
      getGenre: () => ({ genre: jazz }),
      getTrendingTracks: (request) => {
        trending.push(request);
        return { tracks: [makeTrendingTrack({ track: makeTrack({ title: 'E2E Track 04' }) })] };
      },
      listTracks: (request) => {
        tracks.push(request);
        const count = request.offset === 0 ? 25 : 5;
        return { tracks: Array.from({ length: count }, () => makeTrack()) };
      },
    });
    const { user } = renderWithProviders(<GenreDetails genreId={1} />, { transport });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Jazz');
    expect(screen.getByText('Swing, bebop and after.')).toBeInTheDocument();
    const top = await screen.findByRole('list', { name: 'Trending in Jazz' });
    expect(within(top).getAllByRole('listitem')[0]).toHaveTextContent('E2E Track 04');
    expect(
      within(screen.getByRole('region', { name: 'Trending in Jazz' })).getByRole('link', {
        name: 'See all trending tracks',
      }),
    ).toHaveAttribute('href', '/trending?genre=1');
    expect(trending[0]).toMatchObject({ periodType: TrendingPeriod.DAILY, genreId: 1, limit: 5 });

    const list = await screen.findByRole('list', { name: 'Tracks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('30', { selector: 'li > span' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(30);
    expect(tracks.map(({ genreId, offset }) => ({ genreId, offset }))).toEqual([
      { genreId: 1, offset: 0 },
      { genreId: 1, offset: 25 },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says the genre was not found', async () => {
    renderWithProviders(<GenreDetails genreId={9} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'The requested resource was not found.',
    );
  });

  it("shows its tracks' empty state", async () => {
    const transport = catalogTransport({ getGenre: () => ({ genre: jazz }) });
    renderWithProviders(<GenreDetails genreId={1} />, { transport });
    expect(await screen.findByText('No tracks available')).toBeInTheDocument();
    expect(await screen.findByText('No trending tracks yet')).toBeInTheDocument();
  });
});
