import { expect, test, type Locator } from '@playwright/test';
import { createAccount, newEmail } from '../support/accounts';

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

/** Whether a click at the element's centre lands on it, not on something drawn over it. */
const hitAtCentre = (target: Locator) =>
  target.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
  });

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

test('signed in on a phone, the top bar keeps its controls and a search box wide enough to type in', async ({
  page,
}) => {
  await createAccount(page.request, newEmail('pia'), 'Pia Phone');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/discover');
  const menu = page.getByRole('button', { name: 'Account menu: Pia Phone' });
  await expect(menu).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('link', { name: /Your EP/ })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeInViewport({ ratio: 1 });

  const search = page.getByRole('combobox', { name: 'Search' });
  await expect(search).toBeInViewport({ ratio: 1 });
  expect((await search.boundingBox())?.width).toBeGreaterThanOrEqual(160);
  await search.click();
  await search.pressSequentially('E2E Track');
  await expect(search).toHaveValue('E2E Track');
  // The suggestions open under the box, not over it.
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  expect(await hitAtCentre(search)).toBe(true);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=E2E(\+|%20)Track/);
});

test('signed in at laptop heights, the invite banner leaves every sidebar link visible and clickable', async ({
  page,
}) => {
  await createAccount(page.request, newEmail('lea'), 'Lea Laptop');
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  const link = (label: string) => sidebar.getByRole('link', { name: label, exact: true });
  for (const { width, height } of [
    { width: 1280, height: 720 },
    { width: 1366, height: 768 },
  ]) {
    await page.setViewportSize({ width, height });
    await page.goto('/discover');
    await expect(page.getByRole('region', { name: 'Invite friends' })).toBeVisible();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    // Settings shows without scrolling: the sidebar's footer does not sit over it.
    await expect(link('Settings')).toBeInViewport({ ratio: 1 });
    expect(await hitAtCentre(link('Settings')), `Settings at ${width}×${height}`).toBe(true);
    // Every other link is reached by scrolling the sidebar, and nothing covers it there.
    for (const label of SIDEBAR_LABELS) {
      await link(label).scrollIntoViewIfNeeded();
      expect(await hitAtCentre(link(label)), `${label} at ${width}×${height}`).toBe(true);
    }
    await link('Settings').click();
    await expect(page).toHaveURL(/\/user\/settings$/);
  }
});
