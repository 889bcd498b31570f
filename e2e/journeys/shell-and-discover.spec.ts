import { expect, test } from '@playwright/test';

const SIDEBAR_LABELS = [
  'Discover',
  'Liked',
  'Top trending',
  'Trending playlists',
  'Categories',
  'Artists',
  'Albums',
  'Leaderboard',
  'Create playlist',
  'Profile',
  'Settings',
  'Boost',
  'Referral',
];

test('a visitor opens the app, browses Discover and works the sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page).toHaveURL(/\/discover$/);

  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  for (const label of SIDEBAR_LABELS) {
    await expect(sidebar.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(sidebar.getByText('PLAYLIST', { exact: true })).toBeVisible();
  await expect(sidebar.getByText('Sign in to view playlists')).toBeVisible();
  await expect(sidebar.getByText('Whitepaper')).toBeVisible();
  await expect(sidebar.getByText('Help & Support')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In / Sign Up' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Player' })).toBeVisible();

  const tracks = page.getByRole('list', { name: 'Tracks' }).getByRole('listitem');
  await expect(tracks).toHaveCount(25);
  await expect(tracks.first()).toContainText('E2E Track 01');
  await expect(tracks.first()).toContainText('The Test Pilots');
  await expect(tracks.first()).toContainText('0:06');

  expect((await sidebar.boundingBox())?.width).toBe(200);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(56);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(200);

  await page.setViewportSize({ width: 700, height: 900 });
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(56);
});

test('a sidebar link leads to its page and a reload keeps it', async ({ page }) => {
  await page.goto('/discover');
  await page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('link', { name: 'Top trending', exact: true })
    .click();
  await expect(page).toHaveURL(/\/trending$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Top trending' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Top trending' })).toBeVisible();
});
