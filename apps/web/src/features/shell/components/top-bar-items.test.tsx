import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { EpTotal } from './ep-total';
import { InviteBanner } from './invite-banner';

describe('InviteBanner', () => {
  it('says the long text and the short one (each shown at its size) and leads to /referral', () => {
    renderWithProviders(<InviteBanner />);
    const banner = screen.getByRole('region', { name: 'Invite friends' });
    expect(
      within(banner).getByText('Invite friends to the product and get 100 EP each!'),
    ).toHaveClass('hidden', 'sm:inline');
    expect(within(banner).getByText('Invite friends & get 100 EP!')).toHaveClass('sm:hidden');
    expect(within(banner).getByRole('link', { name: 'Invite' })).toHaveAttribute(
      'href',
      '/referral',
    );
  });
});

describe('InviteBanner with the reward in force', () => {
  it('says the reward an operator set, in the spec’s words (ADR 0028)', () => {
    renderWithProviders(<InviteBanner inviteReward={40} />);
    const banner = screen.getByRole('region', { name: 'Invite friends' });
    expect(
      within(banner).getByText('Invite friends to the product and get 40 EP each!'),
    ).toBeInTheDocument();
    expect(within(banner).getByText('Invite friends & get 40 EP!')).toBeInTheDocument();
  });
});

describe('EpTotal', () => {
  it("shows 'Your EP' with the total", () => {
    renderWithProviders(<EpTotal total="12.50" />);
    expect(screen.getAllByText('Your EP')).toHaveLength(2);
    expect(screen.getByText('12.50 EP')).toBeInTheDocument();
  });

  it("tells what was just added beside the total, outside the link's name", () => {
    renderWithProviders(<EpTotal total="15.77" added="8.38" href="/profile/ep-history" />);
    expect(screen.getByRole('status')).toHaveTextContent('+8.38 EP added');
    expect(screen.getByRole('link', { name: /Your EP/ })).not.toHaveTextContent('added');
  });

  it('leads to where the app points it', () => {
    renderWithProviders(<EpTotal total="3.00" href="/profile/ep-history" />);
    expect(screen.getByRole('link', { name: /Your EP/ })).toHaveAttribute(
      'href',
      '/profile/ep-history',
    );
  });

  it('says what the figure is (the balance, what can be spent), as a link and without one', () => {
    const { unmount } = renderWithProviders(<EpTotal total="3.00" href="/profile/ep-history" />);
    expect(screen.getByRole('link', { name: /Your EP/ })).toHaveAccessibleDescription(
      'Your balance: the EP you can spend',
    );
    unmount();
    renderWithProviders(<EpTotal total="3.00" />);
    expect(screen.getByTitle('Your balance: the EP you can spend')).toHaveTextContent('3.00 EP');
  });

  it('shows a dash, read as not counted yet, until the total is known', () => {
    renderWithProviders(<EpTotal total={null} />);
    expect(screen.getByText('—')).toHaveAttribute('aria-hidden');
    expect(screen.getByText('not counted yet')).toHaveClass('sr-only');
  });
});
