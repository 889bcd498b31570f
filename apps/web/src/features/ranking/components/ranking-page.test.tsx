import { Code, ConnectError } from '@connectrpc/connect';
import { type GetLeaderboardRequest, RankingPeriod } from '@earshot/contract/ranking/v1/ranking';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEntry, rankingTransport } from '@/testing/ranking';
import type { QueryClient } from '@tanstack/react-query';
import { renderWithProviders } from '@/testing/render';
import { retryingQueryClient, unavailable } from '@/testing/retries';
import { RankingPage } from './ranking-page';

const ME = 'cme00000000000000000000001';
const never = () => new Promise<never>(() => {});

/** A board of `n` listeners, 1000 EP down by 10, the n-th being ME when `mine` says. */
function board(n: number, mine?: number) {
  return Array.from({ length: n }, (_, i) =>
    makeEntry({
      id: i + 1 === mine ? ME : `cother${String(i + 1).padStart(19, '0')}`,
      displayName: i + 1 === mine ? 'Me Myself' : `Listener ${i + 1}`,
      totalPoints: 1000 - i * 10,
      rank: i + 1,
    }),
  );
}

/** Renders /ranking for `me`, recording the calls in order. */
function renderRanking(
  me: string | null,
  handlers: Parameters<typeof rankingTransport>[0] = {},
  options: { path?: string; queryClient?: QueryClient; balance?: string } = {},
) {
  const calls: string[] = [];
  const boardRequests: GetLeaderboardRequest[] = [];
  const entries = board(8, 7);
  const transport = rankingTransport({
    getLeaderboard: (req, ctx) => {
      calls.push('getLeaderboard');
      boardRequests.push(req);
      return handlers.getLeaderboard?.(req, ctx) ?? { entries, total: entries.length };
    },
    getUserRank: (req, ctx) => {
      calls.push('getUserRank');
      return (
        handlers.getUserRank?.(req, ctx) ?? { rank: 7, combinedTotal: 940, near: entries.slice(1) }
      );
    },
  });
  return {
    ...renderWithProviders(<RankingPage me={me} balance={options.balance} />, {
      transport,
      ...options,
    }),
    calls,
    boardRequests,
  };
}

const topThree = () => screen.findAllByTestId('top-three');

describe('/ranking', () => {
  it('says loading while the board is read', () => {
    renderRanking(null, { getLeaderboard: never });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('says so when no one has earned EP', async () => {
    renderRanking(null, { getLeaderboard: () => ({ entries: [], total: 0 }) });
    expect(await screen.findByText('No one has earned EP yet')).toBeInTheDocument();
    expect(screen.queryByTestId('top-three')).not.toBeInTheDocument();
  });

  it('highlights the top three (rank, name, combined EP), then lists from 4', async () => {
    const { calls } = renderRanking(null);
    const top = await topThree();
    expect(top.map((card) => card.textContent)).toEqual([
      '#1L' + 'Listener 11,000 EP',
      '#2L' + 'Listener 2990 EP',
      '#3L' + 'Listener 3980 EP',
    ]);
    const rest = within(screen.getByRole('region', { name: 'Everyone' })).getAllByTestId(
      'leaderboard-row',
    );
    expect(rest.map((row) => row.textContent)).toEqual([
      '#4LListener 4970 EP',
      '#5LListener 5960 EP',
      '#6LListener 6950 EP',
      '#7MMe Myself940 EP',
      '#8LListener 8930 EP',
    ]);
    // A visitor is never asked for a rank, and has no pinned row.
    expect(calls).toEqual(['getLeaderboard']);
    expect(screen.queryByTestId('own-rank')).not.toBeInTheDocument();
  });

  it('pins the signed-in user’s own row with the five above and below, fetched after the board', async () => {
    const { calls } = renderRanking(ME);
    const own = await screen.findByTestId('own-rank');
    expect(within(own).getByTestId('own-rank-value')).toHaveTextContent('#7');
    const near = within(own).getAllByTestId('leaderboard-row');
    expect(near).toHaveLength(7);
    const mine = near.filter((row) => row.dataset.mine);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toHaveTextContent('#7MMe MyselfYouEarned940 EPBalance—');
    expect(calls).toEqual(['getLeaderboard', 'getUserRank']);
    // The own row is marked in the full list too.
    const rows = within(screen.getByRole('region', { name: 'Everyone' })).getAllByTestId(
      'leaderboard-row',
    );
    expect(rows.filter((row) => row.dataset.mine)).toHaveLength(1);
  });

  it('names the board’s figure (EP earned) and shows the balance, labelled, on the own row', async () => {
    // Issue 38's story: 99 EP listened + the 100 EP bonus = 199 earned; 50 spent, 149 left.
    const entries = [
      makeEntry({
        id: ME,
        displayName: 'Me Myself',
        totalPoints: 99,
        referralPoints: 100,
        rank: 1,
      }),
    ];
    renderRanking(
      ME,
      {
        getLeaderboard: () => ({ entries, total: 1 }),
        getUserRank: () => ({
          rank: 1,
          totalPoints: 99,
          referralPoints: 100,
          combinedTotal: 199,
          near: entries,
        }),
      },
      { balance: '149.00' },
    );
    const own = await screen.findByTestId('own-rank');
    const row = await within(own).findByTestId('leaderboard-row');
    const figure = (label: string) => within(row).getByText(label, { selector: 'dt' }).nextSibling;
    expect(figure('Earned')).toHaveTextContent('199 EP');
    expect(figure('Balance')).toHaveTextContent('149.00 EP');
    expect(within(row).getByTestId('own-earned')).toHaveTextContent('199 EP');
    expect(within(row).getByTestId('own-balance')).toHaveTextContent('149.00 EP');
    expect(
      screen.getByText(
        'Ranked by EP earned from listening and referrals. Spending lowers your balance, never your rank.',
      ),
    ).toBeVisible();
    // Only the own row carries the balance: another listener's is not the viewer's to see.
    expect(screen.getAllByTestId('own-balance')).toHaveLength(1);
  });

  it('waits for the board before asking for the rank', async () => {
    const { calls } = renderRanking(ME, { getLeaderboard: never });
    await waitFor(() => expect(calls).toEqual(['getLeaderboard']));
    expect(screen.queryByTestId('own-rank')).not.toBeInTheDocument();
    expect(calls).not.toContain('getUserRank');
  });

  it.each([
    ['rank 0', () => ({ rank: 0 })],
    ['not found', () => Promise.reject(new ConnectError('no rank', Code.NotFound))],
  ])('shows an unranked user (%s) the way to join, without an error', async (_, getUserRank) => {
    renderRanking(ME, { getUserRank });
    const own = await screen.findByTestId('own-rank');
    expect(within(own).getByTestId('own-rank-value')).toHaveTextContent('—');
    expect(own).toHaveTextContent('Listen to earn EP and join the leaderboard.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [Code.Unavailable, 'Leaderboard service is currently unavailable. Please try again later.'],
    [Code.Unauthenticated, 'Authentication required to view leaderboard.'],
    [Code.Internal, 'Failed to fetch leaderboard data'],
  ])('shows board code %i as %s', async (code, text) => {
    renderRanking(null, { getLeaderboard: () => Promise.reject(new ConnectError('', code)) });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it.each([
    [Code.Unavailable, 'Ranking service is currently unavailable. Please try again later.'],
    [Code.Unauthenticated, 'Authentication required to view your rank.'],
    [Code.Internal, 'Failed to fetch user rank'],
  ])('shows rank code %i as %s, the board still shown', async (code, text) => {
    renderRanking(ME, { getUserRank: () => Promise.reject(new ConnectError('x', code)) });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(await topThree()).toHaveLength(3);
  });

  it("clears the error by asking again ('Try again')", async () => {
    let fail = true;
    const entries = board(3);
    const { user } = renderRanking(null, {
      getLeaderboard: () =>
        fail ? Promise.reject(new ConnectError('', Code.Unavailable)) : { entries, total: 3 },
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await topThree()).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads all-time by default and another period when switched', async () => {
    const { user, boardRequests } = renderRanking(null);
    await topThree();
    expect(boardRequests[0]).toMatchObject({
      period: RankingPeriod.ALL_TIME,
      offset: 0,
      limit: 50,
    });
    expect(screen.getByRole('button', { name: 'All time' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'This week' }));
    await waitFor(() => expect(boardRequests.at(-1)?.period).toBe(RankingPeriod.WEEK));
  });

  it('loads more from the next offset, ranks carrying on', async () => {
    const all = board(60);
    const { user, boardRequests } = renderRanking(null, {
      getLeaderboard: (req) => ({
        entries: all.slice(req.offset ?? 0, (req.offset ?? 0) + (req.limit ?? 50)),
        total: all.length,
      }),
    });
    await topThree();
    expect(screen.getAllByTestId('leaderboard-row')).toHaveLength(47);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('leaderboard-row')).toHaveLength(57));
    expect(boardRequests.at(-1)).toMatchObject({ offset: 50 });
    expect(screen.getAllByTestId('leaderboard-row').at(-1)).toHaveTextContent('#60');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("names a listener without a name 'User {index}'", async () => {
    renderRanking(null, {
      getLeaderboard: () => ({
        entries: [makeEntry({ displayName: '', username: '', totalPoints: 5 })],
        total: 1,
      }),
    });
    expect((await topThree())[0]).toHaveTextContent('User 1');
  });

  it('says the board failed from its first try, with the next try and Try again in its place', async () => {
    const { calls } = renderRanking(
      null,
      { getLeaderboard: () => Promise.reject(unavailable()) },
      { queryClient: retryingQueryClient() },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Leaderboard service is currently unavailable. Please try again later.',
    );
    expect(alert).toHaveTextContent('Retrying in 1 s');
    // The button belongs to the block that says what failed, not floating above it.
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(calls.length).toBeLessThanOrEqual(2);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('keeps the period in the address: a reload shows it, Back steps through the choices', async () => {
    const { user, boardRequests, router } = renderRanking(
      null,
      {},
      { path: '/ranking?period=weekly' },
    );
    await topThree();
    expect(boardRequests[0]?.period).toBe(RankingPeriod.WEEK);
    expect(screen.getByRole('button', { name: 'This week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'This month' }));
    await waitFor(() => expect(boardRequests.at(-1)?.period).toBe(RankingPeriod.MONTH));
    expect(router.state.location.search).toBe('?period=monthly');
    await user.click(screen.getByRole('button', { name: 'All time' }));
    expect(router.state.location.search).toBe('');

    await router.back();
    await waitFor(() => expect(router.state.location.search).toBe('?period=monthly'));
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await router.back();
    await waitFor(() => expect(router.state.location.search).toBe('?period=weekly'));
    expect(screen.getByRole('button', { name: 'This week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
