import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, newEmail } from '../support/accounts';

/**
 * The library (issue 13, first half) in Chromium against the real server: favourites from
 * rows, the panel, artist and album pages, seen on /liked; an own playlist built from three
 * pages, reordered (buttons and drag and drop), trimmed, in the sidebar, and hidden from
 * another user. The e2e seed: album 1 'First Flight' (The Test Pilots, odd tracks), album 2
 * 'Standards' (Fixture Quartet, even tracks), track 31 on no album (Fixture Quartet).
 */

const panel = (page: Page) => page.getByRole('complementary', { name: 'Player' });
const likedPanel = (page: Page) => page.getByRole('main').getByRole('tabpanel');
const tracks = (page: Page) => page.getByRole('list', { name: 'Tracks', exact: true });
const sidebarPlaylists = (page: Page) => page.getByRole('region', { name: 'PLAYLIST' });
const entries = (page: Page) => page.getByRole('list', { name: 'Tracks of this playlist' });
const entryTitles = (page: Page) =>
  entries(page).getByRole('listitem').locator('p.font-medium').allTextContents();

async function settled(page: Page) {
  await expect(entries(page)).toHaveAttribute('aria-busy', 'false');
}

async function addToPlaylist(page: Page, list: Locator, title: string, playlist: string) {
  await list.getByRole('button', { name: `Add ${title} to playlist` }).click();
  await page.getByRole('menuitem', { name: playlist }).click();
  await expect(page.getByText(`Added to ${playlist}`)).toBeVisible();
}

test('a listener likes a track from a row and sees it on /liked and in the panel, then an artist and an album', async ({
  page,
}) => {
  await createAccount(page.request, newEmail('lia'), 'Lia Liker');
  await page.goto('/album/1');
  const like = tracks(page).getByRole('button', { name: 'Add E2E Track 01 to favorites' });
  await like.click();
  const liked = tracks(page).getByRole('button', { name: 'Remove E2E Track 01 from favorites' });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');

  await tracks(page).getByRole('button', { name: 'Play E2E Track 01', exact: true }).click();
  await expect(
    panel(page)
      .getByRole('region', { name: 'Current song' })
      .getByRole('button', { name: 'Remove E2E Track 01 from favorites' }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Add First Flight to favorites' }).click();
  await expect(
    page.getByRole('button', { name: 'Remove First Flight from favorites' }),
  ).toBeVisible();
  await page.goto('/artist/1');
  await page.getByRole('button', { name: 'Add The Test Pilots to favorites' }).click();
  await expect(
    page.getByRole('button', { name: 'Remove The Test Pilots from favorites' }),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('link', { name: 'Liked' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Liked' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Tracks\s*1/ })).toBeVisible();
  await expect(likedPanel(page)).toContainText('E2E Track 01');
  await page.getByRole('tab', { name: /Artists\s*1/ }).click();
  await expect(likedPanel(page)).toContainText('The Test Pilots');
  await page.getByRole('tab', { name: /Albums\s*1/ }).click();
  await expect(likedPanel(page)).toContainText('First Flight');

  // Unliking on /liked takes it off the list and the count down, and the server agrees.
  await page.getByRole('tab', { name: /Tracks/ }).click();
  await page.getByRole('button', { name: 'Remove E2E Track 01 from favorites' }).first().click();
  await expect(page.getByRole('tab', { name: /Tracks\s*0/ })).toBeVisible();
  await expect(page.getByText('No liked tracks yet')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: /Tracks\s*0/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Albums\s*1/ })).toBeVisible();
});

test('a visitor pressing a heart is asked to sign in, in the spec’s words', async ({ page }) => {
  await page.goto('/album/1');
  await tracks(page).getByRole('button', { name: 'Add E2E Track 01 to favorites' }).click();
  await expect(page.getByText('Authentication required to add favorites')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Sign in to your account' })).toBeVisible();
});

test('a listener builds a private playlist from three pages, reorders and trims it, and nobody else can see it', async ({
  page,
  browser,
}) => {
  await createAccount(page.request, newEmail('pat'), 'Pat Playlister');
  await page.goto('/discover');
  await expect(sidebarPlaylists(page).getByText('No playlists yet')).toBeVisible();
  await sidebarPlaylists(page).getByRole('link', { name: 'Add playlist' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create playlist' })).toBeVisible();
  await page.getByLabel('Title').fill('Road Trip');
  await page.getByLabel('Description').fill('Long drives');
  await page.getByRole('button', { name: 'Create playlist' }).click();
  await expect(page).toHaveURL(/\/playlist\/pl_/);
  const playlistUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Road Trip' })).toBeVisible();
  await expect(page.getByText('Your private playlist')).toBeVisible();
  await expect(page.getByText('This playlist is empty')).toBeVisible();
  await expect(sidebarPlaylists(page).getByRole('link', { name: 'Road Trip' })).toBeVisible();

  await page.goto('/album/1');
  await addToPlaylist(page, tracks(page), 'E2E Track 01', 'Road Trip');
  await page.goto('/album/2');
  await addToPlaylist(page, tracks(page), 'E2E Track 02', 'Road Trip');
  await page.goto('/artist/2');
  await addToPlaylist(page, tracks(page), 'E2E Track 31', 'Road Trip');

  await sidebarPlaylists(page).getByRole('link', { name: 'Road Trip' }).click();
  // The page's count: the player panel lists the playlist with its count too.
  await expect(page.getByRole('main').getByText('3 tracks')).toBeVisible();
  expect(await entryTitles(page)).toEqual(['E2E Track 01', 'E2E Track 02', 'E2E Track 31']);

  // Keyboard: move the last one up.
  await page.getByRole('button', { name: 'Move E2E Track 31 up' }).click();
  await settled(page);
  expect(await entryTitles(page)).toEqual(['E2E Track 01', 'E2E Track 31', 'E2E Track 02']);

  // Drag and drop: the first row onto the last.
  const rows = entries(page).getByRole('listitem');
  await rows.nth(0).dragTo(rows.nth(2));
  await settled(page);
  await expect
    .poll(() => entryTitles(page))
    .toEqual(['E2E Track 31', 'E2E Track 02', 'E2E Track 01']);

  await page.getByRole('button', { name: 'Remove E2E Track 02 from playlist' }).click();
  await settled(page);
  await page.reload();
  await expect(page.getByRole('main').getByText('2 tracks')).toBeVisible();
  expect(await entryTitles(page)).toEqual(['E2E Track 31', 'E2E Track 01']);

  // Another user, in a browser of their own, finds nothing there.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await createAccount(otherPage.request, newEmail('oz'), 'Oz Other');
  await otherPage.goto(playlistUrl);
  await expect(
    otherPage.getByRole('heading', { name: 'The requested resource was not found.' }),
  ).toBeVisible();
  await expect(otherPage.getByText('Road Trip')).toHaveCount(0);
  await other.close();
});

test("a listener opens an own playlist in the panel's YOUR PLAYLIST, plays from it and goes back to the playlists", async ({
  page,
}) => {
  await createAccount(page.request, newEmail('pia'), 'Pia Panel');
  await page.goto('/create-playlist');
  await page.getByLabel('Title').fill('Night Set');
  await page.getByRole('button', { name: 'Create playlist' }).click();
  await expect(page).toHaveURL(/\/playlist\/pl_/);
  await page.goto('/album/1');
  await addToPlaylist(page, tracks(page), 'E2E Track 03', 'Night Set');
  await page.goto('/album/2');
  await addToPlaylist(page, tracks(page), 'E2E Track 02', 'Night Set');

  await page.goto('/discover');
  const own = panel(page).getByRole('region', { name: 'Your playlists' });
  await expect(own).toContainText('2 tracks');
  await own.getByRole('button', { name: /Night Set/ }).click();
  const songs = panel(page).getByRole('list', { name: 'Night Set' });
  await expect(songs.getByRole('listitem')).toHaveCount(2);
  await expect(panel(page).getByRole('heading', { name: 'Night Set' })).toBeVisible();
  await songs.getByRole('button', { name: /^E2E Track 03/ }).click();
  await expect(panel(page).getByRole('region', { name: 'Current song' })).toContainText(
    'E2E Track 03',
  );
  await panel(page).getByRole('button', { name: 'Back to Playlists' }).click();
  await expect(own).toBeVisible();
  await expect(panel(page).getByRole('list', { name: 'Song list' })).toBeVisible();
});
