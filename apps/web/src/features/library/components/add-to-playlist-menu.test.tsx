import { screen, waitFor } from '@testing-library/react';
import type * as Sonner from 'sonner';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEntry, makePlaylist, makeTrack } from '@/testing/catalog';
import { libraryTransport } from '@/testing/library';
import { renderWithProviders } from '@/testing/render';
import { AddToPlaylistMenu } from './add-to-playlist-menu';

vi.mock('sonner', async (original) => ({
  ...(await original<typeof Sonner>()),
  toast: Object.assign(vi.fn(), { success: vi.fn(), info: vi.fn(), error: vi.fn() }),
}));
afterEach(() => vi.clearAllMocks());

const track = makeTrack({ title: 'Alpha' });
const other = makeTrack({ title: 'Beta' });
const playlist = makePlaylist({ title: 'Road Trip' });

function renderMenu(held: number[]) {
  const sent: number[][] = [];
  let order = [...held];
  const transport = libraryTransport({
    listPlaylists: () => ({ playlists: [playlist], total: 1 }),
    getPlaylistTracks: () => ({
      playlist,
      entries: order.map((id, i) => makeEntry(id === track.trackId ? track : other, i)),
      total: order.length,
      version: 3,
      isOwner: true,
    }),
    updatePlaylistTracks: (req) => {
      sent.push(req.trackIds);
      order = req.trackIds;
      return { playlist, version: 4 };
    },
  });
  const view = renderWithProviders(<AddToPlaylistMenu track={track} signedIn />, { transport });
  const add = async () => {
    await view.user.click(screen.getByRole('button', { name: 'Add Alpha to playlist' }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Road Trip' }));
  };
  return { sent, add };
}

describe('AddToPlaylistMenu', () => {
  it('adds a track the playlist does not hold', async () => {
    const { sent, add } = renderMenu([other.trackId]);
    await add();
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(vi.mocked(toast.success).mock.calls[0]?.[0]).toBe('Added to Road Trip');
    expect(sent).toEqual([[other.trackId, track.trackId]]);
  });

  it("says a track is already there, and adds a second copy only on 'Add anyway'", async () => {
    // Issue 38: it said just 'Added to …' and added the copy.
    const { sent, add } = renderMenu([track.trackId, other.trackId]);
    await add();
    await waitFor(() => expect(toast).toHaveBeenCalled());
    const [message, options] = vi.mocked(toast).mock.calls[0]!;
    expect(message).toBe('Alpha is already in Road Trip');
    expect(sent).toEqual([]);
    expect(toast.success).not.toHaveBeenCalled();
    const action = options?.action as { label: string; onClick: () => void };
    expect(action.label).toBe('Add anyway');
    action.onClick();
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(vi.mocked(toast.success).mock.calls[0]?.[0]).toBe('Added to Road Trip');
    expect(sent).toEqual([[track.trackId, other.trackId, track.trackId]]);
  });
});
