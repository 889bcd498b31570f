import { FavoriteItemType } from '@earshot/contract/library/v1/library';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { libraryTransport } from '@/testing/library';
import { renderWithProviders } from '@/testing/render';
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
});
