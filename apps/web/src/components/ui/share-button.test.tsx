import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { InviteCodeProvider } from '@/lib/invite-code';
import { ShareButton } from './share-button';

const renderShare = () =>
  renderWithProviders(<ShareButton title="Gold Summer Run" path="/album/20" />, {
    path: '/album/20?signin=true',
  });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('ShareButton', () => {
  it('copies the canonical link and says so where there is no share sheet', async () => {
    const { user } = renderShare();
    await user.click(screen.getByRole('button', { name: 'Share Gold Summer Run' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/album/20`);
  });

  it("opens the system's share sheet where the browser has one", async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderShare();
    await user.click(screen.getByRole('button', { name: 'Share Gold Summer Run' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Gold Summer Run',
        url: `${window.location.origin}/album/20`,
      }),
    );
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it("adds the signed-in sharer's referral code, so the link also invites", async () => {
    const { user } = renderWithProviders(
      <InviteCodeProvider value="cmwwf2vivnkvvix9aahn2o7kc">
        <ShareButton title="Search" path="/search?q=rain&type=tracks" />
      </InviteCodeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Share Search' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/search?q=rain&type=tracks&ref=cmwwf2vivnkvvix9aahn2o7kc`,
    );
  });
});
