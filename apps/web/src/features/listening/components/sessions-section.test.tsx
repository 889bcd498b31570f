import { Code, ConnectError } from '@connectrpc/connect';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSessionSummary } from '@/testing/listening';
import { renderWithProviders } from '@/testing/render';
import { rewardsTransport } from '@/testing/rewards';
import { SessionsSection } from './sessions-section';

const rowsOf = async (name: string) =>
  within(await screen.findByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the listening sessions (EP history)', () => {
  it('says why a session earned nothing, and what the others credited', async () => {
    const transport = rewardsTransport(
      {},
      {
        listListeningSessions: () => ({
          total: 5,
          sessions: [
            makeSessionSummary({ status: 'active', endReason: '', creditedSeconds: 130 }),
            makeSessionSummary({
              creditedSeconds: 0,
              endReason: 'superseded',
              zeroReason: 'superseded',
            }),
            makeSessionSummary({
              status: 'paused',
              creditedSeconds: 0,
              endReason: '',
              zeroReason: 'paused',
            }),
            makeSessionSummary({ creditedSeconds: 0, zeroReason: 'never_played' }),
            makeSessionSummary({ creditedSeconds: 0, endReason: 'ended', zeroReason: 'daily_cap' }),
          ],
        }),
      },
    );
    renderWithProviders(<SessionsSection />, { transport });
    const [live, superseded, paused, never, capped] = await rowsOf('Listening sessions');
    expect(live).toContain('2 min 10 s credited');
    expect(live).toContain('Listening now');
    expect(superseded).toContain('Earned nothing');
    expect(superseded).toContain(
      'Another tab or device took over before any listening was credited',
    );
    expect(paused).toContain('Paused before any listening was credited');
    expect(never).toContain('The song never really played');
    expect(capped).toContain('The daily listening limit was already reached');
  });

  it('pages: Load more while sessions remain, by the total', async () => {
    const transport = rewardsTransport(
      {},
      {
        listListeningSessions: (req) => ({
          total: 21,
          sessions: Array.from({ length: (req.offset ?? 0) === 0 ? 20 : 1 }, (_, i) =>
            makeSessionSummary({ trackTitle: `Song ${(req.offset ?? 0) + i + 1}` }),
          ),
        }),
      },
    );
    const { user } = renderWithProviders(<SessionsSection />, { transport });
    expect(await rowsOf('Listening sessions')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Song 21');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('has an empty, a failed and a loading state', async () => {
    renderWithProviders(<SessionsSection />, { transport: rewardsTransport() });
    expect(await screen.findByText('No listening sessions yet')).toBeInTheDocument();

    const down = () => Promise.reject(new ConnectError('down', Code.Unavailable));
    renderWithProviders(<SessionsSection />, {
      transport: rewardsTransport({}, { listListeningSessions: down }),
    });
    expect(await screen.findByText('Failed to load your listening sessions')).toBeInTheDocument();

    const never = () => new Promise<never>(() => undefined);
    renderWithProviders(<SessionsSection />, {
      transport: rewardsTransport({}, { listListeningSessions: never }),
    });
    expect(screen.getAllByRole('status').at(-1)).toHaveTextContent('Loading...');
  });
});
