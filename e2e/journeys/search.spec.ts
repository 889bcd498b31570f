import { expect, test, type Page } from '@playwright/test';

/**
 * Search journeys in Chromium against the real server and the e2e seed: artists 'The Test
 * Pilots' and 'Fixture Quartet', tracks 'E2E Track 01' to '31' (odd ones Rock, even ones Jazz,
 * 31 Ambient), tracks 1 and 2 hosted audio.
 */

const PLATFORMS = /youtube|spotify|scdn|sndcdn|soundcloud/;

test.beforeEach(async ({ page }) => {
  await page.route(PLATFORMS, (route) => route.abort());
});

const box = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });
const recent = (page: Page) => page.getByRole('listbox', { name: 'Recent searches' });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Player' });

test('a misspelt partial name suggests the artist; arrows and Enter open it, Escape closes', async ({
  page,
}) => {
  await page.goto('/discover');
  await box(page).click();
  await box(page).pressSequentially('test pilts');
  const artist = suggestions(page).getByRole('option', { name: /^The Test Pilots/ });
  await expect(artist).toBeVisible();
  // Grouped by kind, with its kind and subtitle.
  await expect(artist).toContainText('Artist');
  await box(page).press('ArrowDown');
  await expect(artist).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', /option-0$/);
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/artist\/1$/);
  await expect(page.getByRole('heading', { name: 'The Test Pilots', level: 1 })).toBeVisible();

  await box(page).focus();
  await box(page).fill('fixture');
  await expect(suggestions(page)).toBeVisible();
  await box(page).press('Escape');
  await expect(suggestions(page)).toHaveCount(0);
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
});

test('Enter opens the results; Show all tracks, load more, a genre facet and play one', async ({
  page,
}) => {
  await page.goto('/discover');
  await box(page).fill('E2E Track');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=E2E\+Track$/);
  await expect(page.getByText('Results for “E2E Track”')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top result' })).toBeVisible();
  const tracks = page.getByRole('list', { name: 'Tracks', exact: true });
  await expect(tracks.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('list', { name: 'Playlists', exact: true })).toContainText(
    'E2E Featured Mix',
  );

  await page.getByRole('link', { name: 'Show all Tracks' }).click();
  await expect(page).toHaveURL(/type=tracks/);
  await expect(tracks.getByRole('listitem')).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(tracks.getByRole('listitem')).toHaveCount(31);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  await page.getByLabel('Genre').selectOption({ label: 'Jazz (15)' });
  await expect(page).toHaveURL(/genre=Jazz/);
  await expect(tracks.getByRole('listitem')).toHaveCount(15);
  await expect(tracks).not.toContainText('E2E Track 01');

  await page.getByLabel('Sort by').selectOption({ label: 'Most played' });
  await expect(page).toHaveURL(/sort=plays/);
  await tracks.getByRole('button', { name: 'Play E2E Track 02', exact: true }).click();
  await expect(panel(page).getByRole('region', { name: 'Current song' })).toContainText(
    'E2E Track 02',
  );
});

test('nothing found reads the spec texts', async ({ page }) => {
  await page.goto('/search?q=zzqxv&type=tracks');
  await expect(page.getByText('No tracks found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search')).toBeVisible();
  // Nothing of any kind: the unified view does not speak of tracks only.
  await page.goto('/search?q=zzqxv');
  await expect(page.getByText('No results for “zzqxv”')).toBeVisible();
  await expect(page.getByText('No tracks found')).toHaveCount(0);
});

test('recent searches show in the empty box, are removed one by one and cleared', async ({
  page,
}) => {
  for (const q of ['pilots', 'quartet', 'standards']) {
    await page.goto(`/search?q=${q}`);
    await expect(page.getByRole('heading', { name: 'Top result' })).toBeVisible();
  }
  // The box holds the page's text; emptied, it shows the recent searches.
  await expect(box(page)).toHaveValue('standards');
  await box(page).fill('');
  await expect(recent(page).getByRole('option')).toHaveText(['standards', 'quartet', 'pilots']);
  await page.getByRole('button', { name: 'Remove quartet from recent searches' }).click();
  await expect(recent(page).getByRole('option')).toHaveText(['standards', 'pilots']);
  // Keyboard: the first recent search opens its results.
  await box(page).press('ArrowDown');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=standards$/);
  await box(page).fill('');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(recent(page)).toHaveCount(0);
  await page.reload();
  await box(page).fill('');
  await expect(recent(page)).toHaveCount(0);
});
