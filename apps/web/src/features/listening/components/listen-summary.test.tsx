import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { rewardsTransport } from '@/testing/rewards';
import { RecentListens, TopArtists } from './listen-summary';

const transport = rewardsTransport(
  {},
  {
    listRecentListens: () => ({
      listens: [
        { trackId: 1, trackTitle: 'Known', artistId: 4, artistName: 'Nova' },
        { trackId: 2, trackTitle: 'Orphan', artistId: 0, artistName: '' },
      ],
    }),
    listTopArtists: () => ({ artists: [{ artistId: 9, artistName: ' ', listens: 3 }] }),
  },
);

describe('the profile listening summary', () => {
  it("names a missing artist 'Unknown Artist' (spec 2 §8), linking only a known one", async () => {
    renderWithProviders(
      <>
        <RecentListens />
        <TopArtists />
      </>,
      { transport },
    );
    const recent = await screen.findByRole('list', { name: 'Recently played' });
    const rows = within(recent).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'Nova' })).toHaveAttribute(
      'href',
      '/artist/4',
    );
    expect(rows[1]).toHaveTextContent('Unknown Artist');
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();
    const top = await screen.findByRole('list', { name: 'Top artists' });
    expect(within(top).getByRole('link', { name: 'Unknown Artist' })).toHaveAttribute(
      'href',
      '/artist/9',
    );
  });
});
