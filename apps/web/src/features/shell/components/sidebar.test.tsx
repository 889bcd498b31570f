import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setViewportWidth } from '@/testing/match-media';
import { renderWithProviders } from '@/testing/render';
import { createSidebarStore } from '../store';
import { Sidebar } from './sidebar';

/** Spec 1 §2, "Routes reached from the sidebar". */
const expectedLinks: Array<[label: string, href: string]> = [
  ['Discover', '/discover'],
  ['Liked', '/liked'],
  ['Top trending', '/trending'],
  ['Trending playlists', '/trending-playlist'],
  ['Categories', '/categories'],
  ['Artists', '/artists'],
  ['Albums', '/albums'],
  ['Leaderboard', '/ranking'],
  ['Create playlist', '/create-playlist'],
  ['Profile', '/profile'],
  ['Settings', '/user/settings'],
  ['Boost', '/boost'],
  ['Referral', '/referral'],
];

function renderSidebar() {
  const view = renderWithProviders(<Sidebar playlists={<p>playlist section</p>} />, {
    path: '/discover',
  });
  /** The sidebar preference of this render's runtime. */
  const preference = () => view.runtime.part(createSidebarStore).getState();
  return { ...view, preference, nav: screen.getByRole('navigation', { name: 'Sidebar' }) };
}

describe('Sidebar', () => {
  it('links every sidebar route under its label', () => {
    const { nav } = renderSidebar();
    for (const [label, href] of expectedLinks) {
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(within(nav).getAllByRole('link')).toHaveLength(expectedLinks.length);
    expect(within(nav).getByRole('link', { name: 'Discover' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows Whitepaper and Help & Support as inert buttons', async () => {
    const { nav, router, user } = renderSidebar();
    for (const name of ['Whitepaper', 'Help & Support']) {
      const button = within(nav).getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAttribute('title', 'Coming soon');
      await user.click(button);
    }
    expect(router.state.location.pathname).toBe('/discover');
  });

  it('collapses to icons and expands again with the toggle', async () => {
    const { nav, user, preference } = renderSidebar();
    expect(nav).toHaveAttribute('data-collapsed', 'false');
    expect(nav).toHaveClass('w-[200px]');
    expect(screen.getByText('playlist section')).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Collapse sidebar' }));
    expect(nav).toHaveAttribute('data-collapsed', 'true');
    expect(nav).toHaveClass('w-14');
    expect(screen.queryByText('playlist section')).not.toBeInTheDocument();
    for (const [label] of expectedLinks) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(preference().collapsed).toBe(true);

    await user.click(within(nav).getByRole('button', { name: 'Expand sidebar' }));
    expect(nav).toHaveAttribute('data-collapsed', 'false');
    expect(within(nav).getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
  });

  it('is forced collapsed below 768 px, with no toggle', () => {
    setViewportWidth(767);
    const { nav } = renderSidebar();
    expect(nav).toHaveAttribute('data-collapsed', 'true');
    expect(within(nav).queryByRole('button', { name: /sidebar/ })).not.toBeInTheDocument();
  });

  it('between 768 and 1024 px opens over the page, and Escape or a click outside closes it', async () => {
    setViewportWidth(900);
    const { nav, user, preference } = renderSidebar();
    expect(nav).toHaveAttribute('data-collapsed', 'true');
    await user.click(within(nav).getByRole('button', { name: 'Expand sidebar' }));
    expect(nav).toHaveAttribute('data-collapsed', 'false');
    expect(nav).toHaveAttribute('data-overlay', 'true');
    expect(nav.parentElement).toHaveClass('w-14');
    await user.keyboard('{Escape}');
    expect(nav).toHaveAttribute('data-collapsed', 'true');

    await user.click(within(nav).getByRole('button', { name: 'Expand sidebar' }));
    await user.click(screen.getByTestId('sidebar-scrim'));
    expect(nav).toHaveAttribute('data-collapsed', 'true');
    expect(screen.queryByTestId('sidebar-scrim')).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Expand sidebar' }));
    await user.click(within(nav).getByRole('link', { name: 'Liked' }));
    expect(nav).toHaveAttribute('data-collapsed', 'true');
    // Opening it over the page is for the moment: the choice kept for wide screens is untouched.
    expect(preference().collapsed).toBeNull();
  });

  it('follows the viewport across 768 and 1024 px, keeping the user choice from 1024 px up', async () => {
    const { nav, user } = renderSidebar();
    await user.click(within(nav).getByRole('button', { name: 'Collapse sidebar' }));
    await user.click(within(nav).getByRole('button', { name: 'Expand sidebar' }));
    act(() => setViewportWidth(480));
    expect(nav).toHaveAttribute('data-collapsed', 'true');
    act(() => setViewportWidth(800));
    expect(nav).toHaveAttribute('data-collapsed', 'true');
    expect(nav).not.toHaveAttribute('data-overlay');
    act(() => setViewportWidth(1200));
    expect(nav).toHaveAttribute('data-collapsed', 'false');
    expect(within(nav).getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
  });
});
