import { Code, ConnectError } from '@connectrpc/connect';
import { FavoriteItemType } from '@earshot/contract/library/v1/library';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { libraryTransport } from '@/testing/library';
import { renderWithProviders } from '@/testing/render';
import { FavoriteButton } from './favorite-button';

function Where() {
  return <p data-testid="where">{useLocation().search}</p>;
}

function renderHeart(signedIn: boolean, transport = libraryTransport()) {
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <FavoriteButton kind="track" itemId={7} name="Low Tide" signedIn={signedIn} />
            <Where />
          </>
        }
      />
    </Routes>,
    { transport },
  );
}

describe('FavoriteButton', () => {
  it('likes at once and stays liked when the server agrees', async () => {
    const added: number[] = [];
    const { user } = renderHeart(
      true,
      libraryTransport({
        addUserFavorite: (req) => {
          added.push(req.itemId);
          expect(req.itemType).toBe(FavoriteItemType.TRACK);
          return { success: true, total: 1 };
        },
        listFavoriteIds: () => ({ itemIds: added }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add Low Tide to favorites' }));
    const liked = await screen.findByRole('button', { name: 'Remove Low Tide from favorites' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(added).toEqual([7]);
  });

  it('rolls back and shows the error toast when the server refuses', async () => {
    let release!: () => void;
    const refused = new Promise<void>((resolve) => (release = resolve));
    const { user } = renderHeart(
      true,
      libraryTransport({
        addUserFavorite: async () => {
          await refused;
          throw new ConnectError('down', Code.Unavailable);
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add Low Tide to favorites' }));
    // Optimistic: pressed before the server answers.
    expect(
      await screen.findByRole('button', { name: 'Remove Low Tide from favorites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    release();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Add Low Tide to favorites' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks a visitor to sign in with the spec’s words', async () => {
    const { user } = renderHeart(false);
    await user.click(screen.getByRole('button', { name: 'Add Low Tide to favorites' }));
    expect(await screen.findByText('Authentication required to add favorites')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('?signin=true');
  });
});
