import { expect, test, type Page } from '@playwright/test';

const firstTrendingTitle = (page: Page) =>
  page.getByRole('list', { name: 'Trending tracks' }).getByRole('listitem').first();

test('a visitor browses discover → artist → album → trending → a playlist', async ({ page }) => {
  await page.goto('/discover');
  await expect(page.getByRole('link', { name: 'E2E Featured Mix' }).first()).toBeVisible();

  await page.goto('/artists');
  await page.getByRole('link', { name: 'The Test Pilots' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Test Pilots' })).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'First Flight' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'First Flight' })).toBeVisible();
  const albumTracks = page.getByRole('list', { name: 'Tracks' }).getByRole('listitem');
  await expect(albumTracks).toHaveCount(15);
  await expect(albumTracks.first()).toContainText('E2E Track 01');
  await expect(albumTracks.nth(1)).toContainText('E2E Track 03');

  await page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('link', { name: 'Top trending', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Top trending' })).toBeVisible();
  await expect(firstTrendingTitle(page)).toContainText('E2E Track 03');
  await page
    .getByRole('tab', { name: 'Weekly' })
    .or(page.getByRole('button', { name: 'Weekly' }))
    .click();
  await expect(firstTrendingTitle(page)).toContainText('E2E Track 05');
  await page
    .getByRole('tab', { name: 'Monthly' })
    .or(page.getByRole('button', { name: 'Monthly' }))
    .click();
  await expect(firstTrendingTitle(page)).toContainText('E2E Track 07');
  await page
    .getByRole('tab', { name: 'Daily' })
    .or(page.getByRole('button', { name: 'Daily' }))
    .click();
  await page.getByLabel('Genre').selectOption({ label: 'Jazz' });
  await expect(firstTrendingTitle(page)).toContainText('E2E Track 04');

  await page.goto('/discover');
  await page.getByRole('link', { name: 'E2E Featured Mix' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Featured Mix' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Playlist tracks' }).getByRole('listitem'),
  ).toHaveCount(10);

  await page.goto('/playlist/pl-e2e-empty');
  await expect(page.getByText('This playlist is empty')).toBeVisible();
  await expect(page.getByText('Add some tracks to get started')).toBeVisible();

  await page.goto('/playlist/pl-e2e-private');
  await expect(page.getByText('The requested resource was not found.')).toBeVisible();
});

test('a hosted track’s audio loads and decodes in the page', async ({ page }) => {
  await page.goto('/discover');
  const result = await page.evaluate(async () => {
    const res = await fetch('/rpc/earshot.catalog.v1.CatalogService/GetTrack', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ trackId: 1 }),
    });
    const { track } = (await res.json()) as { track: { url: string; duration: number } };
    const audio = new Audio(track.url);
    await new Promise<void>((resolve, reject) => {
      audio.addEventListener('canplay', () => resolve(), { once: true });
      audio.addEventListener('error', () => reject(new Error('audio error')), { once: true });
    });
    return { url: track.url, declared: track.duration, decoded: audio.duration };
  });
  expect(result.url).toMatch(/^\/media\/.+\.wav$/);
  expect(result.decoded).toBeCloseTo(6, 1);
  expect(result.declared).toBe(Math.round(result.decoded));
});
