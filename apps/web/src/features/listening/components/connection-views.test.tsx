import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createListeningClient, type ListeningClient } from '@/lib/listening/client';
import type { Runtime } from '@/lib/runtime/runtime';
import { FakeWebSocket } from '@/testing/fake-websocket';
import { renderWithProviders } from '@/testing/render';
import { createTestRuntime } from '@/testing/runtime';
import { ConnectionBanner } from './connection-banner';
import { DisconnectedView } from './disconnected-view';

let client: ListeningClient;
let runtime: Runtime;

beforeEach(() => {
  client = createListeningClient({
    token: { get: () => Promise.resolve('tok'), drop: () => undefined },
  });
  runtime = createTestRuntime({ listening: client });
});

function renderViews() {
  return renderWithProviders(
    <>
      <ConnectionBanner />
      <DisconnectedView />
    </>,
    { runtime },
  );
}

describe('the connection banner and the disconnected view', () => {
  it("says 'Connecting to server...' until connected, then nothing", async () => {
    renderViews();
    act(() => client.start());
    expect(screen.getByRole('status')).toHaveTextContent('Connecting to server...');
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => FakeWebSocket.latest().open());
    expect(screen.queryByText('Connecting to server...')).not.toBeInTheDocument();
    expect(screen.queryByText('Connection lost')).not.toBeInTheDocument();
  });

  it("shows 'Connection lost' with Reconnect when the connection drops; Reconnect tries at once", async () => {
    const { user } = renderViews();
    act(() => client.start());
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => FakeWebSocket.latest().open());
    act(() => FakeWebSocket.latest().drop());

    const view = screen.getByRole('alert');
    expect(view).toHaveTextContent('Connection lost');
    expect(view).toHaveTextContent('Reconnect to continue earning rewards');
    expect(view).toHaveTextContent('WebSocket connection error');
    expect(screen.getByText('Connecting to server...')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reconnect' }));
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Reconnect' })).toBeDisabled();
    act(() => FakeWebSocket.latest().open());
    expect(screen.queryByText('Connection lost')).not.toBeInTheDocument();
  });

  it('names a refused token in the spec’s words', async () => {
    renderViews();
    act(() => client.start());
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => FakeWebSocket.latest().refuse());
    expect(
      await screen.findByText('Authentication failed - invalid or missing token'),
    ).toBeInTheDocument();
    expect(screen.getByText('Connection lost')).toBeInTheDocument();
  });
});
