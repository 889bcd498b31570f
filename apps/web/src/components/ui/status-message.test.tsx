import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusMessage } from './status-message';

const OFFLINE = 'You are offline: this loads when you are back online.';

/** The browser going offline or online: navigator.onLine and the window's event. */
function network(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('StatusMessage', () => {
  it('says a loading line waits for the network while the browser is offline', () => {
    render(<StatusMessage tone="loading">Loading...</StatusMessage>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();

    network(false);
    expect(screen.getByRole('status')).toHaveTextContent(`Loading...${OFFLINE}`);

    network(true);
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
  });

  it('leaves the other lines as they are offline', () => {
    network(false);
    render(<StatusMessage tone="info">No playlists yet</StatusMessage>);
    expect(screen.getByRole('status')).toHaveTextContent(/^No playlists yet$/);
  });
});
