import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeAuthServer, makeUser } from '@/testing/auth-server';
import { FakeWebSocket } from '@/testing/fake-websocket';
import { renderRoutes } from '@/testing/render';
import { makeSessionSummary } from '@/testing/listening';
import { rewardsTransport } from '@/testing/rewards';
import { routes } from './router';

const strip = () => screen.getByRole('region', { name: 'Listening rewards' });

describe('listening in the app', () => {
  it('a visitor is told to sign in to earn, and no socket opens', async () => {
    renderRoutes(routes, { path: '/discover', transport: rewardsTransport() });
    expect(await screen.findByRole('button', { name: 'Sign In / Sign Up' })).toBeInTheDocument();
    expect(strip()).toHaveTextContent('Sign in to start earning rewards while listening');
    expect(screen.queryByText('Connecting to server...')).not.toBeInTheDocument();
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('a signed-in user connects with the session token, sees the strip and Your EP, which leads to the history', async () => {
    installFakeAuthServer({ user: makeUser({ name: 'Ada Lovelace' }) });
    const transport = rewardsTransport({
      getUserPoints: () => ({ currentPoints: 1234.5678, point: 1234.5678, pointRate: 1 }),
      // Your EP reads the balance the strip's answer holds: one snapshot for both figures.
      getListeningState: () => ({
        totalDuration: 4,
        totalPoint: 1234.5678,
        totalPoints: 1234.5678,
        pointRate: 1,
        boostRate: 1,
        referralRate: 1,
      }),
    });
    const { user, router } = renderRoutes(routes, { path: '/discover', transport });
    expect(await screen.findByTestId('ep-total')).toHaveTextContent('1234.57 EP');
    expect(await within(strip()).findByText('4.00')).toBeInTheDocument();
    expect(screen.getByText('Connecting to server...')).toBeInTheDocument();

    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://localhost:3000/ws/listening?token=token-1');
    act(() => socket.open());
    expect(screen.queryByText('Connecting to server...')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Your EP/ }));
    expect(router.state.location.pathname).toBe('/profile/ep-history');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('EP history');
    // The rewards ledger, and below it the listening context's sessions (ListeningService).
    expect(await screen.findByText(/No EP yet/)).toBeInTheDocument();
    expect(await screen.findByText('No listening sessions yet')).toBeInTheDocument();
  });

  it('signing out closes the socket and the strip asks to sign in again', async () => {
    installFakeAuthServer({ user: makeUser({ name: 'Ada Lovelace' }) });
    const { user } = renderRoutes(routes, { path: '/discover', transport: rewardsTransport() });
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(await within(strip()).findByText(/Sign in to start earning/)).toBeInTheDocument();
    expect(socket.closedWith).toBe(1000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('the disconnected view lies over the player when the connection drops', async () => {
    installFakeAuthServer({ user: makeUser() });
    renderRoutes(routes, { path: '/discover', transport: rewardsTransport() });
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => FakeWebSocket.latest().open());
    act(() => FakeWebSocket.latest().drop());
    const panel = screen.getByRole('complementary', { name: 'Player' });
    const stage = await within(panel).findByTestId('player-embed');
    expect(within(stage).getByRole('alert')).toHaveTextContent('Connection lost');
    expect(within(stage).getByRole('button', { name: 'Reconnect' })).toBeInTheDocument();
  });

  it('a settling message reads the listening sessions (ListeningService) again', async () => {
    installFakeAuthServer({ user: makeUser() });
    let sessions = [] as ReturnType<typeof makeSessionSummary>[];
    const transport = rewardsTransport(
      {},
      { listListeningSessions: () => ({ sessions, total: sessions.length }) },
    );
    renderRoutes(routes, { path: '/profile/ep-history', transport });
    expect(await screen.findByText('No listening sessions yet')).toBeInTheDocument();
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.latest();
    act(() => socket.open());

    sessions = [makeSessionSummary({ trackTitle: 'Blue Hour', creditedSeconds: 12 })];
    act(() =>
      socket.receive('session_end', { session_id: 's1', reason: 'ended', status: 'ended' }),
    );
    expect(await screen.findByText('Blue Hour')).toBeInTheDocument();
  });
});
