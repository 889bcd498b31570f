import { Code, ConnectError } from '@connectrpc/connect';
import {
  type GetTrendingTracksRequest,
  TrendingPeriod,
} from '@earshot/contract/catalog/v1/catalog';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogTransport, makeGenre, makeTrack, makeTrendingTrack } from '@/testing/catalog';
import { renderWithProviders } from '@/testing/render';
import { outage, retryingQueryClient } from '@/testing/retries';
import { TrendingTracks } from './trending-page';

const genres = [makeGenre({ genreId: 1, name: 'Jazz' }), makeGenre({ genreId: 2, name: 'Rock' })];
const periodTitle: Record<number, string> = {
  [TrendingPeriod.DAILY]: 'Daily top',
  [TrendingPeriod.WEEKLY]: 'Weekly top',
  [TrendingPeriod.MONTHLY]: 'Monthly top',
};

/** A ranking whose #1 names the window and genre it was asked for. */
function renderTrending(path = '/trending') {
  const requests: GetTrendingTracksRequest[] = [];
  const transport = catalogTransport({
    listGenres: () => ({ genres }),
    getTrendingTracks: (request) => {
      requests.push(request);
      const genre = request.genreId === undefined ? '' : ` in ${request.genreId}`;
      const title = `${periodTitle[request.periodType]}${genre}`;
      return { tracks: [makeTrendingTrack({ track: makeTrack({ title }), rank: 1 })] };
    },
  });
  return { ...renderWithProviders(<TrendingTracks />, { transport, path }), requests };
}

const rows = async () =>
  within(await screen.findByRole('list', { name: 'Trending tracks' })).getAllByRole('listitem');
const last = <T,>(items: T[]) => items[items.length - 1];

describe('Trending tracks', () => {
  it('asks for the daily ranking, 50 from offset 0, all genres, by default', async () => {
    const { requests } = renderTrending();
    expect((await rows())[0]).toHaveTextContent('Daily top');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ periodType: TrendingPeriod.DAILY, offset: 0, limit: 50 });
    expect(requests[0]?.genreId).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Daily' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Genre')).toHaveValue('');
  });

  it('switches the window, asking again and keeping it in the address', async () => {
    const { requests, router, user } = renderTrending();
    await rows();
    await user.click(screen.getByRole('button', { name: 'Weekly' }));
    expect((await rows())[0]).toHaveTextContent('Weekly top');
    expect(last(requests)).toMatchObject({ periodType: TrendingPeriod.WEEKLY, offset: 0 });
    expect(screen.getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Daily' })).toHaveAttribute('aria-pressed', 'false');
    expect(router.state.location.search).toBe('?period=weekly');

    await user.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(await screen.findByText('Monthly top')).toBeInTheDocument();
    expect(last(requests)?.periodType).toBe(TrendingPeriod.MONTHLY);
  });

  it('filters by genre within the chosen window, and back to all genres', async () => {
    const { requests, router, user } = renderTrending('/trending?ref=abc&period=weekly');
    await rows();
    await user.selectOptions(await screen.findByLabelText('Genre'), 'Jazz');
    expect(await screen.findByText('Weekly top in 1')).toBeInTheDocument();
    expect(last(requests)).toMatchObject({ periodType: TrendingPeriod.WEEKLY, genreId: 1 });
    expect(router.state.location.search).toBe('?ref=abc&period=weekly&genre=1');

    await user.selectOptions(screen.getByLabelText('Genre'), 'All genres');
    expect(await screen.findByText('Weekly top')).toBeInTheDocument();
    expect(last(requests)?.genreId).toBeUndefined();
  });

  it('steps back through the filters chosen before leaving the page (Back)', async () => {
    const { router, user } = renderTrending();
    await rows();
    await user.click(screen.getByRole('button', { name: 'Weekly' }));
    expect(await screen.findByText('Weekly top')).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Genre'), 'Jazz');
    expect(await screen.findByText('Weekly top in 1')).toBeInTheDocument();

    await router.back();
    expect(await screen.findByText('Weekly top')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?period=weekly');
    expect(screen.getByLabelText('Genre')).toHaveValue('');
    await router.back();
    expect(await screen.findByText('Daily top')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/trending');
    expect(screen.getByRole('button', { name: 'Daily' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts from the window and genre in the address', async () => {
    const { requests } = renderTrending('/trending?period=monthly&genre=2');
    expect((await rows())[0]).toHaveTextContent('Monthly top in 2');
    expect(requests[0]).toMatchObject({ periodType: TrendingPeriod.MONTHLY, genreId: 2 });
    expect(await screen.findByRole('option', { name: 'Rock', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
  });

  it.each(['999', 'abc'])(
    'falls back to all genres visibly when the address names genre %s, which does not exist',
    async (genre) => {
      // Issue 38: the menu said 'All genres' while the list said 'No trending tracks yet'.
      const { requests, router, user } = renderTrending(
        `/trending?ref=abc&period=weekly&genre=${genre}`,
      );
      expect(
        await screen.findByText('That genre does not exist, so every genre is shown.'),
      ).toBeInTheDocument();
      expect(router.state.location.search).toBe('?ref=abc&period=weekly');
      expect((await rows())[0]).toHaveTextContent('Weekly top');
      expect(last(requests)?.genreId).toBeUndefined();
      expect(screen.getByLabelText('Genre')).toHaveValue('');
      // The next choice is the person's own: the line goes.
      await user.selectOptions(screen.getByLabelText('Genre'), 'Jazz');
      expect(await screen.findByText('Weekly top in 1')).toBeInTheDocument();
      expect(screen.queryByText(/does not exist/)).not.toBeInTheDocument();
    },
  );

  it('loads more while pages come back full, appending with fallback ranks, then stops', async () => {
    const offsets: Array<number | undefined> = [];
    const transport = catalogTransport({
      getTrendingTracks: (request) => {
        offsets.push(request.offset);
        const count = request.offset === 0 ? 50 : 20;
        return {
          tracks: Array.from({ length: count }, (_, index) =>
            makeTrendingTrack({
              track: makeTrack({ title: `Hit ${(request.offset ?? 0) + index + 1}` }),
              rank: 0,
            }),
          ),
        };
      },
    });
    const { user } = renderWithProviders(<TrendingTracks />, { transport, path: '/trending' });
    expect(await rows()).toHaveLength(50);
    expect((await rows())[49]).toHaveTextContent(/^50.*Hit 50/);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Hit 70')).toBeInTheDocument();
    const all = await rows();
    expect(all).toHaveLength(70);
    expect(all[50]).toHaveTextContent(/^51.*Hit 51/);
    expect(all[69]).toHaveTextContent(/^70.*Hit 70/);
    expect(offsets).toEqual([0, 50]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows rank, movement and plays change of each row', async () => {
    const transport = catalogTransport({
      getTrendingTracks: () => ({
        tracks: [
          makeTrendingTrack({ rank: 1, rankChange: 2, playsChangePercent: 25 }),
          makeTrendingTrack({ rank: 2, rankChange: -1, playsChangePercent: -10 }),
          makeTrendingTrack({ rank: 3, rankChange: 0 }),
          makeTrendingTrack({ rank: 4, isNew: true }),
        ],
      }),
    });
    renderWithProviders(<TrendingTracks />, { transport });
    const [up, down, same, fresh] = await rows();
    expect(within(up!).getByRole('img', { name: 'Up 2' })).toBeInTheDocument();
    expect(within(up!).getByText('+25%')).toBeInTheDocument();
    expect(within(down!).getByRole('img', { name: 'Down 1' })).toBeInTheDocument();
    expect(within(down!).getByText('-10%')).toBeInTheDocument();
    expect(within(same!).getByRole('img', { name: 'No change' })).toBeInTheDocument();
    expect(within(fresh!).getByText('New')).toBeInTheDocument();
    expect(within(fresh!).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a track that failed to build as the placeholder, which cannot be played', async () => {
    const transport = catalogTransport({
      getTrendingTracks: () => ({
        tracks: [
          makeTrendingTrack({ track: makeTrack({ trackId: 41, title: '' }), rank: 1 }),
          makeTrendingTrack({ track: undefined, rank: 2 }),
        ],
      }),
    });
    renderWithProviders(<TrendingTracks />, { transport });
    const [broken, missing] = await rows();
    expect(broken).toHaveTextContent('Track 41');
    expect(broken).toHaveTextContent('Unknown Artist');
    expect(within(broken!).getByRole('button', { name: 'Play Track 41' })).toBeDisabled();
    expect(missing).toHaveTextContent('Track 0');
    expect(missing).toHaveTextContent('Unknown Artist');
  });

  it('plays a row with the ranking (without placeholders) as the list', async () => {
    const [first, second] = [makeTrack({ title: 'First' }), makeTrack({ title: 'Second' })];
    const transport = catalogTransport({
      getTrendingTracks: () => ({
        tracks: [
          makeTrendingTrack({ track: first }),
          makeTrendingTrack({ track: undefined }),
          makeTrendingTrack({ track: second }),
        ],
      }),
    });
    const { user, playbackState } = renderWithProviders(<TrendingTracks />, { transport });
    await user.click(await screen.findByRole('button', { name: 'Play Second' }));
    const state = playbackState();
    expect(state.currentSong).toEqual(second);
    expect(state.externalPlaylist.map((track) => track.title)).toEqual(['First', 'Second']);
    expect(state.songChangeRequested).toBe(true);
  });

  it("shows 'Failed to fetch trending tracks' when the call fails", async () => {
    const transport = catalogTransport({
      getTrendingTracks: () => {
        throw new ConnectError('down', Code.Unavailable);
      },
    });
    renderWithProviders(<TrendingTracks />, { transport });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch trending tracks');
    expect(screen.queryByRole('list', { name: 'Trending tracks' })).not.toBeInTheDocument();
  });

  it('says so when the ranking is empty', async () => {
    renderWithProviders(<TrendingTracks />, { transport: catalogTransport() });
    expect(await screen.findByText('No trending tracks yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a failure from its first try, with the next try and Try again, and recovers', async () => {
    const ranking = outage(() => ({
      tracks: [makeTrendingTrack({ track: makeTrack({ title: 'Back again' }), rank: 1 })],
    }));
    const transport = catalogTransport({ getTrendingTracks: ranking.handler });
    const queryClient = retryingQueryClient();
    const { user } = renderWithProviders(<TrendingTracks />, { transport, queryClient });
    // One call failed: the page says so at once (not after 31 s of backoff) and counts down.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch trending tracks');
    expect(alert).toHaveTextContent('Retrying in 1 s');
    expect(ranking.calls).toBeLessThanOrEqual(2);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    ranking.down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await rows())[0]).toHaveTextContent('Back again');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks again at once on Try again, not at the next try of the backoff', async () => {
    const ranking = outage(() => ({ tracks: [makeTrendingTrack({ rank: 1 })] }));
    const transport = catalogTransport({ getTrendingTracks: ranking.handler });
    // The next automatic try is a minute away: only Try again can ask before the test ends.
    const queryClient = retryingQueryClient(60_000);
    const { user } = renderWithProviders(<TrendingTracks />, { transport, queryClient });
    const alert = await screen.findByRole('alert');
    expect(ranking.calls).toBe(1);
    ranking.down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(1);
    expect(ranking.calls).toBe(2);
  });

  it('keeps the rows shown while asking again fails, with the failure above them', async () => {
    const ranking = outage(
      () => ({ tracks: [makeTrendingTrack({ track: makeTrack({ title: 'Kept' }), rank: 1 })] }),
      false,
    );
    const transport = catalogTransport({ getTrendingTracks: ranking.handler });
    const queryClient = retryingQueryClient(60_000);
    renderWithProviders(<TrendingTracks />, { transport, queryClient });
    expect((await rows())[0]).toHaveTextContent('Kept');
    ranking.down = true;
    void queryClient.refetchQueries();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch trending tracks');
    expect(alert).toHaveTextContent('Retrying in 60 s');
    expect((await rows())[0]).toHaveTextContent('Kept');
  });
});
