import { FavoriteItemType } from '@earshot/contract/library/v1/library';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { libraryTransport } from '@/testing/library';
import { renderWithProviders } from '@/testing/render';
import { retryingQueryClient, unavailable } from '@/testing/retries';
import { LikedPage } from './liked-page';

describe('/liked', () => {
  it('asks for tracks 50 at a time, artists and albums 100 (spec 2 §9)', async () => {
    const asked = new Map<FavoriteItemType, number>();
    const { user } = renderWithProviders(<LikedPage />, {
      transport: libraryTransport({
        listUserFavorites: (req) => {
          asked.set(req.itemType, req.limit ?? 0);
          return { favorites: [], total: 0 };
        },
      }),
    });
    await screen.findByText('No liked tracks yet');
    await user.click(screen.getByRole('tab', { name: /Artists/ }));
    await user.click(screen.getByRole('tab', { name: /Albums/ }));
    await expect.poll(() => asked.size).toBe(3);
    expect(Object.fromEntries(asked)).toEqual({
      [FavoriteItemType.TRACK]: 50,
      [FavoriteItemType.ARTIST]: 100,
      [FavoriteItemType.ALBUM]: 100,
    });
  });

  it('keeps the tab in the address: a reload opens it, Back steps through the tabs', async () => {
    const { user, router } = renderWithProviders(<LikedPage />, {
      path: '/liked?tab=albums',
      transport: libraryTransport({ listUserFavorites: () => ({ favorites: [], total: 0 }) }),
    });
    expect(await screen.findByRole('tab', { name: /Albums/, selected: true })).toBeInTheDocument();
    expect(await screen.findByText('No liked albums yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Artists/ }));
    expect(router.state.location.search).toBe('?tab=artists');
    await user.click(screen.getByRole('tab', { name: /Tracks/ }));
    expect(router.state.location.search).toBe('');

    await router.back();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Artists/, selected: true })).toBeInTheDocument(),
    );
    await router.back();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Albums/, selected: true })).toBeInTheDocument(),
    );
  });

  it("says 'Failed to load favourites' from the first failed try, with Try again", async () => {
    let down = true;
    const { user } = renderWithProviders(<LikedPage />, {
      queryClient: retryingQueryClient(60_000),
      transport: libraryTransport({
        listUserFavorites: () => {
          if (down) throw unavailable();
          return { favorites: [], total: 0 };
        },
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load favourites');
    expect(alert).toHaveTextContent('Retrying in 60 s');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No liked tracks yet')).toBeInTheDocument();
  });
});
